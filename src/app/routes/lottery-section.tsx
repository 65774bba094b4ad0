import { useMemo } from 'react';
import { LotteryPanel } from '../../features/lottery/LotteryPanel.tsx';
import { randomId } from '../../platform/ids.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { provideLottery } from '../effects/lottery.ts';
import { PATHS } from '../routes.ts';
import { useServices } from '../services-context.tsx';

/** The length of each draw's client seed (the exchange takes 1 to 64 characters). */
const CLIENT_SEED_LENGTH = 16;

const newClientSeed = () => randomId(CLIENT_SEED_LENGTH);

/**
 * The lottery of a Lottery activity (type 5), for the activity page's slot. The panel's actor
 * reads `loggedIn` once: render it under a `key` that changes with the session.
 */
export function LotterySection(props: { activityId: number; loggedIn: boolean }) {
  const services = useServices();
  const feedback = useFeedback();
  const logic = useMemo(() => provideLottery(services, feedback), [services, feedback]);
  return (
    <LotteryPanel
      logic={logic}
      input={{ activityId: props.activityId, loggedIn: props.loggedIn }}
      newClientSeed={newClientSeed}
      rewardsPath={PATHS.rewards}
    />
  );
}
