import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { PageMeta } from '../src/domain/page-meta.ts';
import type { pageMetaMachine } from './page-meta.machine.ts';

type PageMetaSnapshot = SnapshotFrom<typeof pageMetaMachine>;
type PageMetaSend = ActorRefFrom<typeof pageMetaMachine>['send'];

/** What the router's metadata sync reads and does, from one snapshot. */
export interface PageMetaApi {
  dataState: 'idle' | 'loading' | 'applied' | 'failed';
  /** The route whose metadata is wanted. */
  route: string | undefined;
  /** The metadata getMetaData gave last, if any. */
  meta: PageMeta | undefined;
  /** Why the last load failed, while failed. */
  failure: Failure | undefined;
  /** The router shows `route`; `ownTitle` is its title from the locale files, if it has one. */
  showRoute(route: string, ownTitle: string | undefined): void;
}

/** Page metadata's API (see useConnect in src/ui/actor.tsx). */
export function connectPageMeta(s: PageMetaSnapshot, send: PageMetaSend): PageMetaApi {
  const failed = s.hasTag('failed');
  return {
    dataState: failed
      ? 'failed'
      : s.hasTag('applied')
        ? 'applied'
        : s.hasTag('loading')
          ? 'loading'
          : 'idle',
    route: s.context.route,
    meta: s.context.meta,
    failure: failed ? s.context.failure : undefined,
    showRoute: (route, ownTitle) => send({ type: 'meta.route', route, ownTitle }),
  };
}
