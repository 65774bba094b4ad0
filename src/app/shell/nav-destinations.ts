import { PATHS } from '../routes.ts';

/** A place the header (and the phone's bottom bar) leads to. */
export type NavDestination = 'centre' | 'rewards' | 'inbox' | 'agent';

/** Who is looking: what the navigation offers depends on it. */
export interface NavViewer {
  signedIn: boolean;
  /** The user info's agent flag (SPEC §3): agents and affiliates have a dashboard. */
  isAgent: boolean;
}

const PATH_OF: Record<NavDestination, string> = {
  centre: PATHS.centre,
  rewards: PATHS.rewards,
  inbox: PATHS.inbox,
  agent: PATHS.agent,
};

/** The product path a destination opens, relative to the locale base. */
export const destinationPath = (destination: NavDestination): string => PATH_OF[destination];

/**
 * The destinations shown, in order. My rewards is offered to visitors too (its page asks them to
 * log in, which is how a trader finds it); the inbox only has messages for a logged-in user; the
 * dashboard only exists for agents and affiliates.
 */
export function navDestinations(viewer: NavViewer): NavDestination[] {
  return [
    'centre',
    'rewards',
    ...(viewer.isAgent && viewer.signedIn ? (['agent'] as const) : []),
    ...(viewer.signedIn ? (['inbox'] as const) : []),
  ];
}

/**
 * The value of `aria-current` for a destination on the current path (relative to the locale
 * base): "page" on the page itself, "true" on a page inside its section (an activity belongs to
 * the centre, a message to the inbox), nothing otherwise.
 */
export function currentMark(
  destination: NavDestination,
  path: string,
): 'page' | 'true' | undefined {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const own = PATH_OF[destination];
  if (clean === own) return 'page';
  const section =
    destination === 'centre'
      ? clean.startsWith('/activity/') || clean.startsWith('/events/')
      : clean.startsWith(`${own}/`);
  return section ? 'true' : undefined;
}
