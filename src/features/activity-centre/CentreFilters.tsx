import {
  ACTIVITY_TYPES,
  type ActivityStage,
  type ActivityType,
  activityTypeName,
} from '../../domain/activity.ts';
import type { CentreFilter } from '../../domain/centre-filter.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { ChoiceChips } from '../../ui/ChoiceChips.tsx';

const STAGES: readonly ActivityStage[] = ['IN_PROGRESS', 'NOT_START', 'FINISHED'];
const ALL = 'all';

/** Filters of the centre: one stage and one type at a time, "all" by default. */
export function CentreFilters(props: {
  filter: CentreFilter;
  typeCounts: Map<number, number>;
  onChange: (filter: CentreFilter) => void;
}) {
  const { t } = useI18n();
  const { filter, onChange } = props;
  return (
    <div className="centre-filters">
      <ChoiceChips
        aria-label={t('centre.filterStage')}
        value={filter.stage ?? ALL}
        onChange={(value) =>
          onChange({ ...filter, stage: value === ALL ? undefined : (value as ActivityStage) })
        }
        choices={[
          { value: ALL, label: t('centre.stageAll') },
          ...STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
        ]}
      />
      <ChoiceChips
        aria-label={t('centre.filterLabel')}
        value={filter.type === undefined ? ALL : String(filter.type)}
        onChange={(value) =>
          onChange({
            ...filter,
            type: value === ALL ? undefined : (Number(value) as ActivityType),
          })
        }
        choices={[
          { value: ALL, label: t('centre.filterAll') },
          ...ACTIVITY_TYPES.filter((type) => props.typeCounts.has(type)).map((type) => {
            const name = activityTypeName(type);
            return {
              value: String(type),
              label: (
                <>
                  {name ? t(`activityType.${name}`) : type}
                  <span className="chip-count">{props.typeCounts.get(type)}</span>
                </>
              ),
            };
          }),
        ]}
      />
    </div>
  );
}
