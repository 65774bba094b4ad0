import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { ProgrammeLinks } from '../../domain/host-files.ts';

/**
 * The one-shot load of the host files behind the dashboard's programme links, provided by the
 * composition root. It never rejects: a file that failed is reported there and left empty.
 */
export type ProgrammeLinksLogic = PromiseActorLogic<ProgrammeLinks, Record<string, never>>;

type LinksSnapshot = SnapshotFrom<ProgrammeLinksLogic>;

/** loading or ready, for `data-state`. */
export const selectLinksState = (s: LinksSnapshot): 'loading' | 'ready' =>
  s.status === 'done' ? 'ready' : 'loading';
export const selectLinks = (s: LinksSnapshot): ProgrammeLinks | undefined => s.output;
