import { type ReactNode, useMemo } from 'react';
import { connectLottery } from '../../../machines/lottery.connect.ts';
import type { LotteryInput, lotteryMachine } from '../../../machines/lottery.machine.ts';
import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { Busy } from '../../ui/Busy.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { DrawHistory } from './DrawHistory.tsx';
import { DrawReel } from './DrawReel.tsx';
import { DrawStatus } from './DrawStatus.tsx';
import { checkDraw } from './draw-check.ts';
import { FairnessBox } from './FairnessBox.tsx';
import { PrizeTable } from './PrizeTable.tsx';
import './lottery.css';
import { useConnect, useViewActor } from '../../ui/actor.tsx';

export interface LotteryPanelProps {
  logic: typeof lotteryMachine;
  input: LotteryInput;
  /** A new random client seed for each draw the user asks for (never made by the machine). */
  newClientSeed: () => string;
  /** The product path of My rewards, where prizes end up. */
  rewardsPath: string;
  /** The countdown to the lottery's start, shown while it is upcoming. */
  openingCountdown?: ReactNode;
}

/**
 * The lottery of a Lottery activity: draws left, the prizes and their chances, the draw with
 * its reel, and the verifiable-draw proof, checked in the browser.
 */
export function LotteryPanel({
  logic,
  input,
  newClientSeed,
  rewardsPath,
  openingCountdown,
}: LotteryPanelProps) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const actor = useViewActor(logic, { input });
  const lottery = useConnect(actor, connectLottery);
  const { dataState: state, prizes, verification, won, sentSeed, isVisitor, isDrawing } = lottery;

  const check = useMemo(
    () =>
      verification && won
        ? checkDraw(verification, prizes, won.prize.prizeId, sentSeed)
        : undefined,
    [verification, won, prizes, sentSeed],
  );

  const draw = () => lottery.draw(newClientSeed());

  if (lottery.isLoading || lottery.isFailed) {
    return (
      <section className="panel lottery" data-state={state} aria-labelledby="lottery-title">
        <h2 id="lottery-title">{t('lottery.title')}</h2>
        {lottery.isLoading ? (
          <Busy className="lottery-loading" label={t('app.loading')}>
            <Skeleton height="var(--lottery-stage-height)" radius="12px" />
            <Skeleton height="var(--lottery-table-height)" radius="12px" />
          </Busy>
        ) : (
          <DrawStatus
            state={state}
            failure={lottery.failure}
            refusalCode={undefined}
            won={undefined}
            rewardsPath={rewardsPath}
            canRetry={lottery.canRetry}
            canDismiss={false}
            onRetry={lottery.retry}
            onDismiss={lottery.dismiss}
          />
        )}
      </section>
    );
  }

  return (
    <section className="panel lottery" data-state={state} aria-labelledby="lottery-title">
      <header className="row-between lottery-header">
        <div>
          <h2 id="lottery-title">{t('lottery.title')}</h2>
          {/* An ended lottery invites no one to trade or log in for draws. */}
          {!lottery.isEnded && (
            <p className="muted">{isVisitor ? t('lottery.loginHint') : t('lottery.intro')}</p>
          )}
        </div>
        {!isVisitor && lottery.opensAt === undefined && !lottery.isEnded && (
          <p className="lottery-chances">
            <span className="muted">{t('lottery.chancesLeft')}</span>{' '}
            <strong dir="ltr" data-field="remaining">
              {format.count(lottery.remaining ?? 0)}
            </strong>
          </p>
        )}
      </header>
      <div className="columns lottery-grid">
        <div className="lottery-stage">
          <DrawReel prizes={prizes} spinning={lottery.isSpinning} won={won} />
          <Button
            className="lottery-draw phone-action"
            disabled={!lottery.canDraw}
            aria-busy={isDrawing || undefined}
            onClick={draw}
            data-focus-successor
          >
            {isVisitor && !lottery.isEnded
              ? t('lottery.loginToDraw')
              : isDrawing
                ? t('lottery.drawing')
                : t('lottery.draw')}
          </Button>
          {lottery.opensAt !== undefined && (
            <LotteryOpening opensAt={lottery.opensAt} countdown={openingCountdown} />
          )}
          <DrawStatus
            state={state}
            expiredDraws={lottery.expiredDraws}
            failure={lottery.failure}
            refusalCode={lottery.refusalCode}
            won={won}
            rewardsPath={rewardsPath}
            canRetry={lottery.canRetry}
            canDismiss={lottery.canDismiss}
            onRetry={lottery.retry}
            onDismiss={lottery.dismiss}
          />
        </div>
        <PrizeTable prizes={prizes} wonPrizeId={won?.prize.prizeId} />
      </div>
      {!isVisitor && (
        <div className="columns lottery-extras">
          <FairnessBox commitment={lottery.commitment} verification={verification} check={check} />
          <DrawHistory draws={lottery.history} />
        </div>
      )}
    </section>
  );
}

/** An upcoming lottery: when its draws open, in the user's time, and the time left until then. */
function LotteryOpening(props: { opensAt: number; countdown: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="lottery-opening">
      <p
        data-field="opens-at"
        title={t('format.utcTitle', { value: formatUtcDateTime(props.opensAt) })}
      >
        {t('flows.lotteryOpensAt', { time: formatLocalDateTime(props.opensAt) })}
      </p>
      {props.countdown}
    </div>
  );
}
