import { type KolDraft, parseKolDraft } from '../../domain/beginner.ts';
import { readStoredJson, removeStored, writeStored } from '../../platform/storage.ts';
import { kolDraftKey } from '../config.ts';

/**
 * The KOL bind form's drafts, kept for the tab (session storage) under the account that typed
 * them: a reload, or a re-login of that account after its session ended at Bind, finds the form
 * as it was, while another account logging in on the same tab (a shared phone, an agent's desk)
 * never reads it. The session forgets them on a logout, and another account's once an account
 * logs in (kol-drafts-forget.ts).
 */

/** The draft `account` kept for the activity, if it kept one that still reads as one. */
export function readKolDraft(account: number, activityId: number): KolDraft | undefined {
  return parseKolDraft(readStoredJson('session', kolDraftKey(account, activityId)));
}

export function keepKolDraft(account: number, activityId: number, draft: KolDraft): void {
  writeStored('session', kolDraftKey(account, activityId), JSON.stringify(draft));
}

export function removeKolDraft(account: number, activityId: number): void {
  removeStored('session', kolDraftKey(account, activityId));
}
