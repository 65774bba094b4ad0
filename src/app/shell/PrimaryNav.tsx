import { lazy, Suspense } from 'react';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useHydrated } from '../../ui/hydrated.ts';
import { Link } from '../../ui/navigation.tsx';
import { useCurrentPath } from '../router.tsx';
import { NavIcon } from './NavIcon.tsx';
import {
  currentMark,
  destinationPath,
  type NavDestination,
  navDestinations,
} from './nav-destinations.ts';
import { useSession } from './use-session.ts';

/**
 * A trader's inbox entry with its unread count: its code comes with the inbox's (a visitor's
 * page loads neither, issue 17); until it is there the entry is the plain link.
 */
const InboxEntry = lazy(() => import('./InboxEntry.tsx'));

/**
 * The product's destinations: the centre, My rewards, the dashboard for agents and affiliates,
 * and the inbox with its unread count. In the header on wide screens; below 768 px (SPEC §9) the
 * same list is a bar at the bottom of the screen, within a thumb's reach (nav.css shows one).
 * The page shown is marked with `aria-current`; every entry is a link, so Tab reaches it.
 */
export function PrimaryNav({ variant }: { variant: 'header' | 'bar' }) {
  const { t } = useI18n();
  const session = useSession();
  // A trader's entries come once hydrated: the server's HTML and hydration show a visitor's.
  const hydrated = useHydrated();
  const signedIn = hydrated && session.loggedIn;
  const isAgent = hydrated && session.agent;
  const inbox = hydrated ? session.inbox : undefined;
  const path = useCurrentPath();
  const label: Record<NavDestination, string> = {
    centre: t('header.centre'),
    rewards: t('rewards.title'),
    agent: t('agent.title'),
    inbox: t('inbox.title'),
  };
  return (
    <nav
      aria-label={t('header.nav')}
      className={variant === 'header' ? 'app-nav' : 'bottom-nav'}
      data-variant={variant}
    >
      <ul>
        {navDestinations({ signedIn, isAgent }).map((destination) => {
          const current = currentMark(destination, path);
          const plain = (
            <Link to={destinationPath(destination)} aria-current={current}>
              <NavIcon destination={destination} />
              <span className="nav-label">{label[destination]}</span>
            </Link>
          );
          if (destination === 'inbox' && inbox) {
            return (
              <li key={destination} className="nav-inbox">
                <Suspense fallback={plain}>
                  <InboxEntry
                    actor={inbox}
                    current={current}
                    variant={variant}
                    text={label.inbox}
                  />
                </Suspense>
              </li>
            );
          }
          return (
            <li key={destination} className={`nav-${destination}`}>
              {plain}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
