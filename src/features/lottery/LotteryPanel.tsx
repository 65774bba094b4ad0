import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import type { LotteryInput, lotteryMachine } from '../../../machines/lottery.machine.ts';
import {
  selectCanDraw,
  selectCommitment,
  selectDrawVerification,
  selectIsDrawing,
  selectIsVisitor,
  selectLastDraw,
  selectLotteryFailure,
  selectLotteryState,
  selectOpensAt,
  selectPrizes,
  selectRefusalCode,
  selectRemainingDraws,
} from '../../../machines/lottery.selectors.ts';
import type { DrawResult } from '../../domain/lottery.ts';
import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { DrawHistory } from './DrawHistory.tsx';
import { DrawReel } from './DrawReel.tsx';
import { DrawStatus } from './DrawStatus.tsx';
import { checkDraw } from './draw-check.ts';
import { FairnessBox } from './FairnessBox.tsx';
import { PrizeTable } from './PrizeTable.tsx';
import './lottery.css';
import { useViewActor } from '../../ui/actor.tsx';

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
  const state = useSelector(actor, selectLotteryState);
  const remaining = useSelector(actor, selectRemainingDraws);
  const opensAt = useSelector(actor, selectOpensAt);
  const prizes = useSelector(actor, selectPrizes);
  const commitment = useSelector(actor, selectCommitment);
  const lastDraw = useSelector(actor, selectLastDraw);
  const verification = useSelector(actor, selectDrawVerification);
  const isVisitor = useSelector(actor, selectIsVisitor);
  const isDrawing = useSelector(actor, selectIsDrawing);
  const canDraw = useSelector(actor, selectCanDraw);
  const refusalCode = useSelector(actor, selectRefusalCode);
  const failure = useSelector(actor, selectLotteryFailure);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'lottery.retry' }));
  const canDismiss = useSelector(actor, (s) => s.can({ type: 'lottery.dismiss' }));

  // The seed this panel sent last, to check that the exchange used it (view state only).
  const [sentSeed, setSentSeed] = useState<string | undefined>(undefined);
  // This visit's draws: each new result joins the list as it arrives (no effect needed).
  const [history, setHistory] = useState<DrawResult[]>([]);
  if (lastDraw && !history.some((d) => d.drawId === lastDraw.drawId)) {
    setHistory([lastDraw, ...history]);
  }

  const check = useMemo(
    () =>
      verification && lastDraw
        ? checkDraw(verification, prizes, lastDraw.prize.prizeId, sentSeed)
        : undefined,
    [verification, lastDraw, prizes, sentSeed],
  );

  const draw = () => {
    const clientSeed = newClientSeed();
    if (!isVisitor) setSentSeed(clientSeed);
    actor.send({ type: 'lottery.draw', clientSeed });
  };

  if (state === 'loading' || state === 'failed') {
    return (
      <section className="lottery" data-state={state} aria-labelledby="lottery-title">
        <h2 id="lottery-title">{t('lottery.title')}</h2>
        {state === 'loading' ? (
          <div className="lottery-loading" aria-busy="true">
            <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
            <Skeleton height="var(--lottery-stage-height)" radius="12px" />
            <Skeleton height="var(--lottery-table-height)" radius="12px" />
          </div>
        ) : (
          <DrawStatus
            state={state}
            failure={failure}
            refusalCode={undefined}
            won={undefined}
            rewardsPath={rewardsPath}
            canRetry={canRetry}
            canDismiss={false}
            onRetry={() => actor.send({ type: 'lottery.retry' })}
            onDismiss={() => {}}
          />
        )}
      </section>
    );
  }

  const showResult = state.startsWith('result');
  return (
    <section className="lottery" data-state={state} aria-labelledby="lottery-title">
      <header className="lottery-header">
        <div>
          <h2 id="lottery-title">{t('lottery.title')}</h2>
          <p className="muted">{isVisitor ? t('lottery.loginHint') : t('lottery.intro')}</p>
        </div>
        {!isVisitor && opensAt === undefined && (
          <p className="lottery-chances">
            <span className="muted">{t('lottery.chancesLeft')}</span>{' '}
            <strong dir="ltr" data-field="remaining">
              {format.count(remaining ?? 0)}
            </strong>
          </p>
        )}
      </header>
      <div className="lottery-grid">
        <div className="lottery-stage">
          <DrawReel
            prizes={prizes}
            spinning={isDrawing || state === 'drawUnknown.checking'}
            won={showResult && lastDraw ? lastDraw : undefined}
          />
          <Button
            className="lottery-draw phone-action"
            disabled={!canDraw}
            aria-busy={isDrawing || undefined}
            onClick={draw}
          >
            {isVisitor
              ? t('lottery.loginToDraw')
              : isDrawing
                ? t('lottery.drawing')
                : t('lottery.draw')}
          </Button>
          {opensAt !== undefined && (
            <LotteryOpening opensAt={opensAt} countdown={openingCountdown} />
          )}
          <DrawStatus
            state={state}
            failure={failure}
            refusalCode={refusalCode}
            won={showResult ? lastDraw : undefined}
            rewardsPath={rewardsPath}
            canRetry={canRetry}
            canDismiss={canDismiss}
            onRetry={() => actor.send({ type: 'lottery.retry' })}
            onDismiss={() => actor.send({ type: 'lottery.dismiss' })}
          />
        </div>
        <PrizeTable prizes={prizes} wonPrizeId={showResult ? lastDraw?.prize.prizeId : undefined} />
      </div>
      {!isVisitor && (
        <div className="lottery-extras">
          <FairnessBox commitment={commitment} verification={verification} check={check} />
          <DrawHistory draws={history} />
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
