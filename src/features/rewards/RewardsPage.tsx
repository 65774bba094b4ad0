import { useSelector } from '@xstate/react';
import type { RewardsInput, rewardsMachine } from '../../../machines/rewards.machine.ts';
import {
  isExpiringSoon,
  selectExpiringSoonCount,
  selectRewardFilter,
  selectRewards,
  selectRewardsFailure,
  selectRewardsState,
  selectRewardTotal,
} from '../../../machines/rewards.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { RewardCard } from './RewardCard.tsx';
import { RewardFilters } from './RewardFilters.tsx';
import './rewards.css';
import { useViewActor } from '../../ui/actor.tsx';

export interface RewardsPageProps {
  logic: typeof rewardsMachine;
  /** `now` is also the moment "expiring soon" is measured from, for each card. */
  input: RewardsInput;
  /** The product path of the activity centre, where rewards are earned. */
  centrePath: string;
}

const SKELETON_CARDS = 4;

/** My rewards (/rewards): filters, the rewards with their expiry, and more on request. */
export function RewardsPage({ logic, input, centrePath }: RewardsPageProps) {
  const { t } = useI18n();
  const actor = useViewActor(logic, { input });
  const state = useSelector(actor, selectRewardsState);
  const rewards = useSelector(actor, selectRewards);
  const total = useSelector(actor, selectRewardTotal);
  const filter = useSelector(actor, selectRewardFilter);
  const failure = useSelector(actor, selectRewardsFailure);
  const expiring = useSelector(actor, selectExpiringSoonCount);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'rewards.retry' }));
  const canLoadMore = useSelector(actor, (s) => s.can({ type: 'rewards.loadMore' }));
  const filtered =
    filter.rewardType !== undefined || filter.category !== undefined || filter.status !== undefined;
  const listed = state === 'ready' || state === 'loadingMore' || state === 'moreFailed';

  return (
    <div className="rewards" data-state={state}>
      <header className="page-header rewards-header">
        <div>
          <h1>{t('rewards.title')}</h1>
          <p className="page-subtitle">{t('rewards.subtitle')}</p>
        </div>
        {expiring > 0 && (
          <p className="rewards-expiring" data-field="expiring">
            <span className="tag reward-soon">
              {t('rewards.expiringCount', { count: expiring })}
            </span>{' '}
            <span className="muted">{t('rewards.expiringHint')}</span>
          </p>
        )}
      </header>
      <RewardFilters
        filter={filter}
        onChange={(next) => actor.send({ type: 'rewards.filter', filter: next })}
      />
      {state === 'loading' && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
          <SkeletonList
            count={SKELETON_CARDS}
            className="reward-grid"
            itemHeight="var(--reward-card-height)"
          />
        </div>
      )}
      {state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>{t('rewards.loadFailed')}</strong> {failureText(t, failure)}
          </p>
          <Button disabled={!canRetry} onClick={() => actor.send({ type: 'rewards.retry' })}>
            {t('rewards.retry')}
          </Button>
        </div>
      )}
      {state === 'empty' && (
        <div className="notice rewards-empty">
          <p>{filtered ? t('rewards.emptyFiltered') : t('rewards.empty')}</p>
          {!filtered && <Link to={centrePath}>{t('rewards.browse')}</Link>}
        </div>
      )}
      {listed && (
        <section aria-labelledby="rewards-list-title">
          <h2 id="rewards-list-title" className="section-title">
            {t('rewards.title')}{' '}
            <span className="count">{t('rewards.shown', { shown: rewards.length, total })}</span>
          </h2>
          <ul className="reward-grid">
            {rewards.map((reward) => (
              <li key={reward.rewardId}>
                <RewardCard reward={reward} expiringSoon={isExpiringSoon(reward, input.now)} />
              </li>
            ))}
          </ul>
          {state === 'moreFailed' && (
            <p className="notice notice-error" role="alert">
              <strong>{t('rewards.moreFailed')}</strong> {failureText(t, failure)}
            </p>
          )}
          {(canLoadMore || state === 'loadingMore') && (
            <div className="rewards-more">
              <Button
                variant="secondary"
                disabled={!canLoadMore}
                aria-busy={state === 'loadingMore' || undefined}
                onClick={() => actor.send({ type: 'rewards.loadMore' })}
              >
                {state === 'loadingMore'
                  ? t('rewards.loadingMore')
                  : state === 'moreFailed'
                    ? t('rewards.retry')
                    : t('rewards.loadMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
