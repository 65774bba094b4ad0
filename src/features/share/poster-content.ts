import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { Failure } from '../../domain/codes.ts';

/** What the poster shows: the user's link (on a share-link host), its QR code and the text. */
export interface PosterContent {
  /** The full invite link, joined from a share-link host and the exchange's share path. */
  link: string;
  /** The QR code of `link` as a PNG data URL, drawn by the effects (not by the view). */
  qrDataUrl: string;
  /** Empty for a visitor, who has no invite code. */
  inviteCode: string;
  /** The exchange's share text. */
  text: string;
}

/** Which share content to load: an activity's card, or the user's general invitation. */
export interface PosterContentRequest {
  activityId?: number;
}

/** The load never rejects: a failure is an answer, so the view can word it and offer a retry. */
export type PosterContentResult =
  | { ok: true; content: PosterContent }
  | { ok: false; failure: Failure };

/** The one-shot load of the poster's content, provided by the composition root. */
export type PosterContentLogic = PromiseActorLogic<PosterContentResult, PosterContentRequest>;

type ContentSnapshot = SnapshotFrom<PosterContentLogic>;

/** loading, ready or failed, for `data-state`. */
export const selectContentState = (s: ContentSnapshot): 'loading' | 'ready' | 'failed' =>
  s.status !== 'done' || !s.output ? 'loading' : s.output.ok ? 'ready' : 'failed';
export const selectContent = (s: ContentSnapshot): PosterContent | undefined =>
  s.output?.ok ? s.output.content : undefined;
export const selectContentFailure = (s: ContentSnapshot): Failure | undefined =>
  s.output && !s.output.ok ? s.output.failure : undefined;
