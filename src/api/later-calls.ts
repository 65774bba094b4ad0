/**
 * The calls past the centre's (contract-later.ts), loaded once: by the client with the first of
 * them, and ahead of it by the routes that make them (route-modules.ts), so that their first
 * call does not wait for it.
 */
export const loadLaterCalls = () => import('./contract-later.ts').then((m) => m.LATER_CALLS);
