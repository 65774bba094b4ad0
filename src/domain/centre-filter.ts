import {
  ACTIVITY_TYPES,
  ActivityStage,
  type ActivityStage as ActivityStageValue,
  type ActivityType,
} from './activity.ts';

/** Which activities the centre lists; undefined means all. */
export interface CentreFilter {
  type: ActivityType | undefined;
  stage: ActivityStageValue | undefined;
}

/** The centre's filter when it lists everything. */
export const ALL_ACTIVITIES: CentreFilter = { type: undefined, stage: undefined };

/** The address's names of the filter's fields: `/?stage=FINISHED&type=5`. */
const PARAM = { stage: 'stage', type: 'type' } as const;

const STAGES: readonly string[] = Object.values(ActivityStage);

/**
 * The filter an address names, so a reload, a shared link or the back button shows the same
 * activities (as My rewards does, reward-filter.ts). A value the centre does not know is
 * ignored: that field is "all".
 */
export function parseCentreFilter(search: string): CentreFilter {
  const params = new URLSearchParams(search);
  const stage = params.get(PARAM.stage) ?? '';
  const rawType = params.get(PARAM.type);
  const type = rawType === null || rawType.trim() === '' ? Number.NaN : Number(rawType);
  return {
    type: (ACTIVITY_TYPES as readonly number[]).includes(type) ? (type as ActivityType) : undefined,
    stage: STAGES.includes(stage) ? (stage as ActivityStageValue) : undefined,
  };
}

/**
 * The address's query for a filter, '' when it lists everything. Parameters other than the
 * filter's (?locale, ?inspect) are kept from `search`.
 */
export function centreFilterSearch(filter: CentreFilter, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filter.stage !== undefined) params.set(PARAM.stage, filter.stage);
  if (filter.type !== undefined) params.set(PARAM.type, String(filter.type));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
