import { ToggleGroup } from 'radix-ui';
import type { CentreFilter } from '../../../machines/activity-centre.machine.ts';
import {
  ACTIVITY_TYPES,
  type ActivityStage,
  type ActivityType,
  activityTypeName,
} from '../../domain/activity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

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
      <ToggleGroup.Root
        type="single"
        className="chips"
        aria-label={t('centre.filterStage')}
        value={filter.stage ?? ALL}
        onValueChange={(value) =>
          onChange({
            ...filter,
            stage: value === '' || value === ALL ? undefined : (value as ActivityStage),
          })
        }
      >
        <ToggleGroup.Item className="chip" value={ALL}>
          {t('centre.stageAll')}
        </ToggleGroup.Item>
        {STAGES.map((stage) => (
          <ToggleGroup.Item key={stage} className="chip" value={stage}>
            {t(`stage.${stage}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <ToggleGroup.Root
        type="single"
        className="chips"
        aria-label={t('centre.filterLabel')}
        value={filter.type === undefined ? ALL : String(filter.type)}
        onValueChange={(value) =>
          onChange({
            ...filter,
            type: value === '' || value === ALL ? undefined : (Number(value) as ActivityType),
          })
        }
      >
        <ToggleGroup.Item className="chip" value={ALL}>
          {t('centre.filterAll')}
        </ToggleGroup.Item>
        {ACTIVITY_TYPES.filter((type) => props.typeCounts.has(type)).map((type) => {
          const name = activityTypeName(type);
          return (
            <ToggleGroup.Item key={type} className="chip" value={String(type)}>
              {name ? t(`activityType.${name}`) : type}
              <span className="chip-count">{props.typeCounts.get(type)}</span>
            </ToggleGroup.Item>
          );
        })}
      </ToggleGroup.Root>
    </div>
  );
}
