import { connectRewards, rewardsApiFields } from '../../../machines/rewards.connect.ts';
import type { RewardsInput, rewardsMachine } from '../../../machines/rewards.machine.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Busy } from '../../ui/Busy.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { RewardCard } from './RewardCard.tsx';
import { RewardFilters } from './RewardFilters.tsx';
import './rewards.css';
import { useConnect, useViewActor } from '../../ui/actor.tsx';

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
  const rewards = useConnect(actor, connectRewards, rewardsApiFields);

  return (
    <div className="rewards" data-state={rewards.dataState}>
      <header className="page-header row-between rewards-header">
        <div>
          <h1>{t('rewards.title')}</h1>
          <p className="page-subtitle">{t('rewards.subtitle')}</p>
        </div>
        {rewards.expiringCount > 0 && (
          <p className="rewards-expiring" data-field="expiring">
            <span className="tag reward-soon">
              {t('rewards.expiringCount', { count: rewards.expiringCount })}
            </span>{' '}
            <span className="muted">{t('rewards.expiringHint')}</span>
          </p>
        )}
      </header>
      <RewardFilters filter={rewards.filter} onChange={rewards.setFilter} />
      {rewards.isLoading && (
        <Busy label={t('app.loading')}>
          <SkeletonList
            count={SKELETON_CARDS}
            className="reward-grid"
            itemHeight="var(--reward-card-height)"
          />
        </Busy>
      )}
      {rewards.isFailed && (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>{t('rewards.loadFailed')}</strong> {failureText(t, rewards.failure)}
          </p>
          <Button disabled={!rewards.canRetry} onClick={rewards.retry}>
            {t('rewards.retry')}
          </Button>
        </div>
      )}
      {rewards.isEmpty && (
        <div className="notice rewards-empty">
          <p>{rewards.isFiltered ? t('rewards.emptyFiltered') : t('rewards.empty')}</p>
          {!rewards.isFiltered && <Link to={centrePath}>{t('rewards.browse')}</Link>}
        </div>
      )}
      {rewards.isListed && (
        <section aria-labelledby="rewards-list-title">
          <h2 id="rewards-list-title" className="section-title">
            {t('rewards.title')}{' '}
            <span className="count">
              {t('rewards.shown', { shown: rewards.shown, total: rewards.total })}
            </span>
          </h2>
          <ul className="reward-grid">
            {rewards.items.map((item) => (
              <li key={item.reward.rewardId}>
                <RewardCard {...item} />
              </li>
            ))}
          </ul>
          {rewards.isMoreFailed && (
            <p className="notice notice-error" role="alert">
              <strong>{t('rewards.moreFailed')}</strong> {failureText(t, rewards.failure)}
            </p>
          )}
          {rewards.showsMore && (
            <div className="rewards-more">
              <Button
                variant="secondary"
                disabled={!rewards.canLoadMore}
                aria-busy={rewards.isLoadingMore || undefined}
                onClick={rewards.loadMore}
              >
                {rewards.isLoadingMore
                  ? t('rewards.loadingMore')
                  : rewards.isMoreFailed
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
