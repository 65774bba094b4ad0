import { useMemo } from 'react';
import type { LotteryOpening } from '../../features/activity-detail/ActivityView.tsx';
import { StageCountdown } from '../../features/activity-detail/StageCountdown.tsx';
import { LotteryPanel } from '../../features/lottery/LotteryPanel.tsx';
import { randomId } from '../../platform/ids.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { provideActivityCountdown } from '../effects/activity.ts';
import { provideLottery } from '../effects/lottery.ts';
import { PATHS } from '../routes.ts';
import { useServices } from '../services-context.tsx';

/** The length of each draw's client seed (the exchange takes 1 to 64 characters). */
const CLIENT_SEED_LENGTH = 16;

const newClientSeed = () => randomId(CLIENT_SEED_LENGTH);

/**
 * The lottery of a Lottery activity (type 5), for the activity page's slot. The panel's actor
 * reads `loggedIn` and the opening once: render it under a `key` that changes with the session
 * and the stage. An upcoming lottery counts down to its opening with the page's countdown.
 */
export function LotterySection(props: {
  activityId: number;
  loggedIn: boolean;
  opening?: LotteryOpening;
  /** The lottery has ended (stage FINISHED). */
  ended?: boolean;
}) {
  const services = useServices();
  const feedback = useFeedback();
  const logic = useMemo(() => provideLottery(services, feedback), [services, feedback]);
  const countdownLogic = useMemo(() => provideActivityCountdown(services), [services]);
  const { opening } = props;
  return (
    <LotteryPanel
      logic={logic}
      input={{
        activityId: props.activityId,
        loggedIn: props.loggedIn,
        opensAt: opening?.at,
        ended: props.ended,
      }}
      newClientSeed={newClientSeed}
      rewardsPath={PATHS.rewards}
      openingCountdown={
        opening && (
          <StageCountdown
            logic={countdownLogic}
            stage="NOT_START"
            until={opening.until}
            now={services.now}
          />
        )
      }
    />
  );
}
