import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { compareDecimal } from '../../domain/decimal.ts';
import type { RewardTier } from '../../domain/reward.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { RewardText } from './RewardText.tsx';
import { Sentence, SLOT } from './Sentence.tsx';
import { useTaskCompletions } from './use-task-completions.ts';

/** The volume tiers of a trading activity, the trader's best volume marking those reached. */
export function RewardTiers(props: {
  tiers: readonly RewardTier[];
  unit: string;
  refs?: readonly TaskRef[];
}) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const completions = useTaskCompletions(props.refs ?? []);
  // The tiers count trading volume; the trader's best volume task in the tiers' unit is the measure.
  const volumes = completions
    .filter((c) => c.unit === props.unit && c.taskType.includes('VOLUME'))
    .map((c) => c.progress);
  const best = volumes.reduce<string | undefined>(
    (max, v) => (max === undefined || compareDecimal(v, max) === 1 ? v : max),
    undefined,
  );
  if (props.tiers.length === 0) return null;
  return (
    <section className="panel tiers" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="panel-title">
        {t('detail.tiers')}
      </h2>
      <ol className="stack-list tier-list">
        {props.tiers.map((tier) => {
          const reached = best !== undefined && (compareDecimal(best, tier.threshold) ?? -1) >= 0;
          return (
            <li key={tier.threshold} data-state={reached ? 'reached' : 'open'}>
              <span className="tier-threshold">
                <span
                  className={reached ? 'tier-mark tier-reached' : 'tier-mark'}
                  aria-hidden="true"
                >
                  {reached ? '✓' : '○'}
                </span>
                {props.refs && (
                  <VisuallyHidden>
                    {reached ? t('detail.tierReached') : t('detail.tierOpen')}:{' '}
                  </VisuallyHidden>
                )}
                <Sentence
                  text={t('detail.tierReach', { threshold: SLOT })}
                  slot={
                    <bdi dir="auto">
                      {`${format.quantity(tier.threshold, props.unit)} ${format.unit(props.unit, tier.threshold)}`}
                    </bdi>
                  }
                />
              </span>
              <RewardText reward={tier.reward} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
