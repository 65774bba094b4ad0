import { ToggleGroup } from 'radix-ui';
import {
  RewardCategory,
  type RewardCategory as RewardCategoryValue,
  RewardType,
  type RewardType as RewardTypeValue,
  type UserRewardStatus,
} from '../../domain/reward.ts';
import { REWARD_STATUSES, type RewardFilter } from '../../domain/reward-filter.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

const ALL = 'all';
const STATUSES = REWARD_STATUSES;
const TYPES = Object.values(RewardType);
const CATEGORIES = Object.values(RewardCategory);

const pick = <T,>(value: string, parse: (v: string) => T): T | undefined =>
  value === '' || value === ALL ? undefined : parse(value);

/** Status, category and type of the rewards listed, "all" by default. */
export function RewardFilters(props: {
  filter: RewardFilter;
  onChange: (filter: RewardFilter) => void;
}) {
  const { t } = useI18n();
  const { filter, onChange } = props;
  return (
    <div className="rewards-filters">
      <span id="rewards-filter-status" className="rewards-filter-label">
        {t('rewards.filterStatus')}
      </span>
      <ToggleGroup.Root
        type="single"
        className="chips"
        aria-labelledby="rewards-filter-status"
        value={filter.status ?? ALL}
        onValueChange={(v) =>
          onChange({ ...filter, status: pick(v, (s) => s as UserRewardStatus) })
        }
      >
        <ToggleGroup.Item className="chip" value={ALL}>
          {t('rewards.all')}
        </ToggleGroup.Item>
        {STATUSES.map((status) => (
          <ToggleGroup.Item key={status} className="chip" value={status}>
            {t(`rewards.status.${status}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <span id="rewards-filter-category" className="rewards-filter-label">
        {t('rewards.filterCategory')}
      </span>
      <ToggleGroup.Root
        type="single"
        className="chips"
        aria-labelledby="rewards-filter-category"
        value={filter.category === undefined ? ALL : String(filter.category)}
        onValueChange={(v) =>
          onChange({ ...filter, category: pick(v, (c) => Number(c) as RewardCategoryValue) })
        }
      >
        <ToggleGroup.Item className="chip" value={ALL}>
          {t('rewards.all')}
        </ToggleGroup.Item>
        {CATEGORIES.map((category) => (
          <ToggleGroup.Item key={category} className="chip" value={String(category)}>
            {t(`rewards.category.${category}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <span id="rewards-filter-type" className="rewards-filter-label">
        {t('rewards.filterType')}
      </span>
      <ToggleGroup.Root
        type="single"
        className="chips"
        aria-labelledby="rewards-filter-type"
        value={filter.rewardType ?? ALL}
        onValueChange={(v) =>
          onChange({ ...filter, rewardType: pick(v, (r) => r as RewardTypeValue) })
        }
      >
        <ToggleGroup.Item className="chip" value={ALL}>
          {t('rewards.all')}
        </ToggleGroup.Item>
        {TYPES.map((type) => (
          <ToggleGroup.Item key={type} className="chip" value={type}>
            {t(`rewards.type.${type}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
