import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsAuthenticated, selectSessionKey } from '../../../machines/session.selectors.ts';
import { parseRewardFilter } from '../../domain/reward-filter.ts';
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
  // Drawn again for another session (a newer login of another tab taken up).
  const sessionKey = useSelector(session, selectSessionKey);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const logic = useMemo(() => provideRewards(services), [services]);
  // The filter the address names, read once: from then on the machine keeps the address.
  const input = useMemo(() => {
    const path = services.currentPath();
    const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    return { now: services.now(), pageSize: PAGE_SIZE, filter: parseRewardFilter(search) };
  }, [services]);
  if (!loggedIn) {
    return (
      <RewardsLogin canLogin={canLogin} onLogin={() => session.send({ type: 'session.login' })} />
    );
  }
  return <RewardsPage key={sessionKey} logic={logic} input={input} centrePath={PATHS.centre} />;
}
