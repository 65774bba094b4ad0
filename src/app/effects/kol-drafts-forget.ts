import { removeStored, storedKeys } from '../../platform/storage.ts';
import { KOL_DRAFT_PREFIX, kolDraftsOf } from '../config.ts';

// Apart from kol-drafts.ts: the session forgets drafts from the start's code, which must not
// carry the form's reading of them (domain/beginner.ts), loaded with an activity's tasks.

/**
 * Forgets the drafts of every account but `keep`, or of every account when none is named. Keys of
 * the former layout (`kol:draft:<activity>`, nobody's) go as well: their account is unknown.
 */
export function forgetKolDrafts(keep?: number): void {
  const kept = keep === undefined ? undefined : kolDraftsOf(keep);
  for (const key of storedKeys('session')) {
    if (key.startsWith(KOL_DRAFT_PREFIX) && (kept === undefined || !key.startsWith(kept))) {
      removeStored('session', key);
    }
  }
}
