import { loadLaterCalls } from '../../api/later-calls.ts';
import { withLaterMessages } from '../../i18n/load-locale.ts';

/** Another route's code comes with the texts and the calls the centre starts without. */
const later = <T>(route: Promise<T>) => {
  void loadLaterCalls();
  return withLaterMessages(route);
};

/**
 * Each route's code, loaded on demand: only the route that is opened is fetched. The same
 * loaders feed `React.lazy` in App.tsx and `preloadRoute`, which main.tsx calls at boot so the
 * opened route's code is there for the first render.
 */
export const ROUTE_MODULES = {
  centre: () => import('./centre-route.tsx'),
  // The centre starts with the first part of the messages only; the other routes' texts come
  // with them (src/i18n/message-parts.ts).
  activity: () => later(import('./activity-route.tsx')),
  events: () => later(import('./events-route.tsx')),
  rewards: () => later(import('./rewards-route.tsx')),
  inbox: () => later(import('./inbox-route.tsx')),
  agent: () => later(import('./agent-route.tsx')),
  download: () => later(import('./download-route.tsx')),
  atlas: () => import('../atlas-route.tsx'),
} as const;

export type RouteModuleName = keyof typeof ROUTE_MODULES;

/** The first path segment (under the locale base) of each route of PATHS. */
const BY_SEGMENT: Readonly<Record<string, RouteModuleName>> = {
  '': 'centre',
  _app: 'centre',
  activity: 'activity',
  events: 'activity',
  rewards: 'rewards',
  inbox: 'inbox',
  agent: 'agent',
  download: 'download',
  _machines: 'atlas',
};

/** Which route module a path (relative to the locale base) opens, if any. */
export function routeModuleOf(path: string): RouteModuleName | undefined {
  const segments = path.split(/[?#]/)[0]!.split('/');
  const segment = segments[1] ?? '';
  // /events alone is the index; /events/:alias is an activity's page.
  if (segment === 'events' && (segments[2] ?? '') === '') return 'events';
  return Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined;
}

/**
 * Loads the code of the route `path` opens, so that the app's first drawing has it; a later
 * `lazy` reuses the same load. Resolves once it is there, or failed: a failed load shows in the
 * route's own error boundary when it renders.
 */
export async function preloadRoute(path: string): Promise<void> {
  const name = routeModuleOf(path);
  if (name) await ROUTE_MODULES[name]().catch(() => {});
}
