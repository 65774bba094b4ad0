/**
 * Each route's code, loaded on demand: only the route that is opened is fetched. The same
 * loaders feed `React.lazy` in App.tsx and `preloadRoute`, which main.tsx calls at boot so the
 * opened route's code arrives while the locale loads, not after the first render.
 */
export const ROUTE_MODULES = {
  centre: () => import('./centre-route.tsx'),
  activity: () => import('./activity-route.tsx'),
  rewards: () => import('./rewards-route.tsx'),
  inbox: () => import('./inbox-route.tsx'),
  agent: () => import('./agent-route.tsx'),
  download: () => import('./download-route.tsx'),
  atlas: () => import('../atlas-route.tsx'),
} as const;

export type RouteModuleName = keyof typeof ROUTE_MODULES;

/** The first path segment (under the locale base) of each route of PATHS. */
const BY_SEGMENT: Readonly<Record<string, RouteModuleName>> = {
  '': 'centre',
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
  const segment = path.split(/[?#]/)[0]!.split('/')[1] ?? '';
  return Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined;
}

/** Starts loading the code of the route `path` opens; a later `lazy` reuses the same load. */
export function preloadRoute(path: string): void {
  const name = routeModuleOf(path);
  // A failed load shows in the route's own error boundary when it renders.
  if (name) ROUTE_MODULES[name]().catch(() => {});
}
