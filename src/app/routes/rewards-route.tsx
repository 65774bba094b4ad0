import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsAuthenticated } from '../../../machines/session.selectors.ts';
import { RewardsLogin } from '../../features/rewards/RewardsLogin.tsx';
import { RewardsPage } from '../../features/rewards/RewardsPage.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { provideRewards } from '../effects/rewards.ts';
import { PATHS } from '../routes.ts';
import { useServices } from '../services-context.tsx';

/** Rewards per page of getRewardList (the exchange's default). */
const PAGE_SIZE = 10;

/** My rewards (/rewards): the user's rewards, or a visitor's invitation to log in. */
export default function RewardsRoute() {
  const services = useServices();
  const { session } = useSystemActors();
  const loggedIn = useSelector(session, selectIsAuthenticated);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const logic = useMemo(() => provideRewards(services), [services]);
  const input = useMemo(() => ({ now: services.now(), pageSize: PAGE_SIZE }), [services]);
  if (!loggedIn) {
    return (
      <RewardsLogin canLogin={canLogin} onLogin={() => session.send({ type: 'session.login' })} />
    );
  }
  return <RewardsPage logic={logic} input={input} centrePath={PATHS.centre} />;
}
