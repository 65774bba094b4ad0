import type { ReactNode } from 'react';
import type { Failure } from '../../domain/codes.ts';
import type { DrawResult } from '../../domain/lottery.ts';
import { formatCount } from '../../domain/number-format.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { Sentence, SLOT } from '../../ui/Sentence.tsx';
import { ServerText } from '../../ui/ServerText.tsx';

export interface DrawStatusProps {
  /** The lottery machine's state, as selectLotteryState gives it. */
  state: string;
  /** Chances that expired unused, told once the lottery has ended. */
  expiredDraws?: number;
  failure: Failure | undefined;
  refusalCode: string | undefined;
  won: DrawResult | undefined;
  rewardsPath: string;
  canRetry: boolean;
  canDismiss: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * What happened to the draw, in words, with the one or two actions the state offers. A lost
 * answer says honestly that the draw may or may not have gone through until the re-read tells.
 */
export function DrawStatus(props: DrawStatusProps) {
  const { t, locale } = useI18n();
  const { state, failure, won } = props;
  const retry = (label: string) => (
    <Button variant="secondary" disabled={!props.canRetry} onClick={props.onRetry}>
      {label}
    </Button>
  );
  const dismiss = (
    <Button variant="secondary" disabled={!props.canDismiss} onClick={props.onDismiss}>
      {t('lottery.dismiss')}
    </Button>
  );
  const rewardsLink = <Link to={props.rewardsPath}>{t('lottery.rewardsLink')}</Link>;

  let tone: 'info' | 'success' | 'error' = 'info';
  let body: ReactNode = null;
  let actions: ReactNode = null;
  if (state === 'failed') {
    tone = 'error';
    body = (
      <>
        <strong>{t('lottery.loadFailed')}</strong> {failureText(t, failure)}
      </>
    );
    actions = retry(t('lottery.retry'));
  } else if (state === 'ended') {
    // Over: no invitation to trade for more draws (use pass 2, finding 8).
    const expired = props.expiredDraws ?? 0;
    body =
      expired > 0
        ? `${t('lottery.ended')} ${t('lottery.expired', { count: formatCount(expired, locale) })}`
        : t('lottery.ended');
  } else if (state === 'noneLeft') {
    body = t('lottery.noneLeft');
  } else if (state === 'drawing') {
    body = t('lottery.drawing');
  } else if (state.startsWith('result') && won) {
    tone = 'success';
    body = (
      <>
        <strong data-field="prize">
          <Sentence
            text={t('lottery.youWon', { prize: SLOT })}
            slot={
              <bdi>
                <ServerText text={won.prize.name} />
              </bdi>
            }
          />
        </strong>{' '}
        {rewardsLink}
      </>
    );
    actions = dismiss;
  } else if (state.startsWith('refused')) {
    tone = 'error';
    body = (
      <>
        <strong>{t('lottery.refused')}</strong>{' '}
        {failureText(t, { kind: 'code', code: props.refusalCode })}
      </>
    );
    actions = dismiss;
  } else if (state === 'drawUnknown.checking') {
    body = t('lottery.checking');
  } else if (state === 'drawUnknown.checkFailed') {
    tone = 'error';
    body = (
      <>
        <strong>{t('lottery.checkFailed')}</strong> {failureText(t, failure)}
      </>
    );
    actions = retry(t('lottery.checkAgain'));
  } else if (state === 'drawCounted') {
    body = (
      <>
        {t('lottery.drawCounted')} {rewardsLink}
      </>
    );
    actions = dismiss;
  } else if (state === 'drawFailed') {
    body = t('lottery.drawFailed');
    actions = (
      <>
        {retry(t('lottery.drawAgain'))}
        {dismiss}
      </>
    );
  }

  return (
    <div
      className={
        body ? `lottery-status lottery-status-${tone}` : 'lottery-status lottery-status-idle'
      }
      data-tone={tone}
    >
      <p role="status" className="lottery-status-text">
        {body}
      </p>
      {actions && <div className="lottery-status-actions">{actions}</div>}
    </div>
  );
}
