import {
  RewardCategory,
  type RewardCategory as RewardCategoryValue,
  RewardType,
  type RewardType as RewardTypeValue,
  type UserRewardStatus,
} from '../../domain/reward.ts';
import { REWARD_STATUSES, type RewardFilter } from '../../domain/reward-filter.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { ChoiceChips } from '../../ui/ChoiceChips.tsx';

const ALL = 'all';
const STATUSES = REWARD_STATUSES;
const TYPES = Object.values(RewardType);
const CATEGORIES = Object.values(RewardCategory);

const pick = <T,>(value: string, parse: (v: string) => T): T | undefined =>
  value === ALL ? undefined : parse(value);

/** Status, category and type of the rewards listed, "all" by default. */
export function RewardFilters(props: {
  filter: RewardFilter;
  onChange: (filter: RewardFilter) => void;
}) {
  const { t } = useI18n();
  const { filter, onChange } = props;
  const all = { value: ALL, label: t('rewards.all') };
  return (
    <div className="rewards-filters">
      <span id="rewards-filter-status" className="rewards-filter-label">
        {t('rewards.filterStatus')}
      </span>
      <ChoiceChips
        aria-labelledby="rewards-filter-status"
        value={filter.status ?? ALL}
        onChange={(v) => onChange({ ...filter, status: pick(v, (s) => s as UserRewardStatus) })}
        choices={[
          all,
          ...STATUSES.map((status) => ({ value: status, label: t(`rewards.status.${status}`) })),
        ]}
      />
      <span id="rewards-filter-category" className="rewards-filter-label">
        {t('rewards.filterCategory')}
      </span>
      <ChoiceChips
        aria-labelledby="rewards-filter-category"
        value={filter.category === undefined ? ALL : String(filter.category)}
        onChange={(v) =>
          onChange({ ...filter, category: pick(v, (c) => Number(c) as RewardCategoryValue) })
        }
        choices={[
          all,
          ...CATEGORIES.map((category) => ({
            value: String(category),
            label: t(`rewards.category.${category}`),
          })),
        ]}
      />
      <span id="rewards-filter-type" className="rewards-filter-label">
        {t('rewards.filterType')}
      </span>
      <ChoiceChips
        aria-labelledby="rewards-filter-type"
        value={filter.rewardType ?? ALL}
        onChange={(v) => onChange({ ...filter, rewardType: pick(v, (r) => r as RewardTypeValue) })}
        choices={[all, ...TYPES.map((type) => ({ value: type, label: t(`rewards.type.${type}`) }))]}
      />
    </div>
  );
}
