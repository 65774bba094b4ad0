import type { SnapshotFrom } from 'xstate';
import type { pageMetaMachine } from '../../../machines/page-meta.machine.ts';

type PageMetaSnapshot = SnapshotFrom<typeof pageMetaMachine>;

/** idle, loading, applied or failed, for `data-state`. */
export const selectPageMetaState = (s: PageMetaSnapshot) => String(s.value);
/** The metadata applied last, if any. */
export const selectPageMeta = (s: PageMetaSnapshot) => s.context.meta;
/** The route whose metadata is wanted. */
export const selectMetaRoute = (s: PageMetaSnapshot) => s.context.route;
