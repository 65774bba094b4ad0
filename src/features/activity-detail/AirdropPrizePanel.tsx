import type { AirdropPrizeRef } from '../../../machines/activity.selectors.ts';
import { connectAirdropPrize } from '../../../machines/airdrop-prize.connect.ts';
import { formatAmount } from '../../domain/number-format.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from './RetryNotice.tsx';

/** An airdrop activity's prize: what it pays, what to hold, and the trader's position. */
export function AirdropPrizePanel(props: { prize: AirdropPrizeRef; onLogin: () => void }) {
  const { t, locale } = useI18n();
  const api = useConnect(props.prize, connectAirdropPrize);
  const { state, product, check, failure, canRecheck, recheck } = api;
  if (state === 'none') return null;
  const amount = (value: string) => formatAmount(value, locale);

  return (
    <section className="panel airdrop-prize" data-state={state} aria-labelledby="airdrop-title">
      <h2 id="airdrop-title" className="panel-title">
        {t('events.airdropTitle')}
      </h2>
      {state === 'loadingProduct' && <p role="status">{t('events.airdropLoading')}</p>}
      {state === 'productFailed' && (
        <RetryNotice lead="events.airdropFailed" retryLabel="detail.retry" of={api} />
      )}
      {product && (
        <dl className="airdrop-facts">
          <dt>{t('events.airdropPrize')}</dt>
          <dd>
            <bdi>{product.name}</bdi>
          </dd>
          <dt>{t('events.airdropReward')}</dt>
          <dd>
            {amount(product.rewardAmount)} <bdi>{product.rewardCurrency}</bdi>
          </dd>
          <dt>{t('events.airdropNeeds')}</dt>
          <dd>
            {amount(product.minHold)} <bdi>{product.symbol}</bdi>
          </dd>
        </dl>
      )}
      {state === 'visitor' && (
        <p>
          {t('events.airdropVisitor')}{' '}
          <Button variant="secondary" onClick={props.onLogin}>
            {t('enrol.fix.login')}
          </Button>
        </p>
      )}
      {state === 'checking' && <p role="status">{t('events.airdropChecking')}</p>}
      {state === 'held' && check && (
        <p className="notice notice-success" role="status">
          {t('events.airdropHeld', { held: amount(check.held), symbol: check.symbol })}
        </p>
      )}
      {state === 'short' && check && (
        <p className="notice notice-warning" role="alert">
          {t('events.airdropShort', {
            held: amount(check.held),
            required: amount(check.required),
            symbol: check.symbol,
          })}
        </p>
      )}
      {(state === 'refused' || state === 'failed') && (
        <p className="notice notice-error" role="alert">
          {failureText(t, failure)}
        </p>
      )}
      {canRecheck && (
        <Button variant="ghost" onClick={recheck}>
          {t('events.airdropRecheck')}
        </Button>
      )}
    </section>
  );
}
