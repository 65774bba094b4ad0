import { type ReactNode, useId } from 'react';
import { type InboxActorRef, useInbox } from '../../features/inbox/inbox-actor.ts';
import { UnreadBadge } from '../../features/inbox/UnreadBadge.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useHydrated } from '../../ui/hydrated.ts';
import { Link } from '../../ui/navigation.tsx';
import { useCurrentPath } from '../router.tsx';
import {
  currentMark,
  destinationPath,
  type NavDestination,
  navDestinations,
} from './nav-destinations.ts';
import { useSession } from './use-session.ts';

/** The most a count spells out; more reads "99+" (as the header's badge). */
const COUNT_MAX = 99;

const ICONS: Record<NavDestination, ReactNode> = {
  centre: <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
  rewards: (
    <path d="M4 9h16v4H4zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zm0 0c1.5-3 5-4 5.5-2S15 9 12 9z" />
  ),
  agent: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  inbox: (
    <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.4 17a2.5 2.5 0 0 0 4.8 0" />
  ),
};

function NavIcon({ destination }: { destination: NavDestination }) {
  return (
    <svg
      className="nav-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {ICONS[destination]}
    </svg>
  );
}

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
          if (destination === 'inbox' && variant === 'header' && inbox) {
            return (
              <li key={destination} className="nav-inbox">
                <UnreadBadge actor={inbox} current={current} />
              </li>
            );
          }
          if (destination === 'inbox' && variant === 'bar' && inbox) {
            return (
              <li key={destination} className="nav-inbox">
                <InboxBarLink actor={inbox} current={current} text={label.inbox} />
              </li>
            );
          }
          return (
            <li key={destination} className={`nav-${destination}`}>
              <Link to={destinationPath(destination)} aria-current={current}>
                <NavIcon destination={destination} />
                <span className="nav-label">{label[destination]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The bar's inbox entry. Its name is what it shows, "Inbox 4" (WCAG 2.5.3: a voice user says
 * what they see); the sentence "Inbox, 4 unread messages" describes it.
 */
function InboxBarLink(props: {
  actor: InboxActorRef;
  current: 'page' | 'true' | undefined;
  text: string;
}) {
  const { t } = useI18n();
  const descriptionId = useId();
  const count = useInbox(props.actor).unreadCount;
  const unread = count !== undefined && count > 0;
  return (
    <>
      <Link
        to={destinationPath('inbox')}
        aria-current={props.current}
        aria-describedby={unread ? descriptionId : undefined}
        data-state={count === undefined ? 'unknown' : unread ? 'unread' : 'none'}
      >
        <NavIcon destination="inbox" />
        <span className="nav-label">{props.text}</span>
        {unread && (
          <span className="nav-count" dir="ltr">
            {count > COUNT_MAX ? `${COUNT_MAX}+` : count}
          </span>
        )}
      </Link>
      {unread && (
        <span id={descriptionId} hidden>
          {count === 1 ? t('inbox.badgeLabelOne') : t('inbox.badgeLabelMany', { count })}
        </span>
      )}
    </>
  );
}
