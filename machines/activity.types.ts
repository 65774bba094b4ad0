import type { ActivityDetail } from '../src/domain/activity-detail.ts';
import type { ActivityVariant } from '../src/domain/activity-enrolment.ts';
import type { Failure } from '../src/domain/codes.ts';

/** What the page knows when it opens an activity. */
export interface ActivityInput {
  activityId?: number;
  /** On /events paths the page knows the alias; the id is resolved from it. */
  alias?: string;
  variant: ActivityVariant;
  loggedIn: boolean;
  inApp: boolean;
  /** The local clock when the page opened. */
  now: number;
  /** The detail the page came with (its first view): shown at once instead of loaded. */
  firstView?: DetailData;
}

/** What one load of the detail brings: the detail, and the server's clock when it answered. */
export interface DetailData {
  detail: ActivityDetail;
  serverTime: number;
  /** The local clock when the answer arrived. */
  receivedAt: number;
}

/** detail / noLoginDetail, or their general and nonProductized variants. */
export interface DetailRequest {
  activityId: number;
  variant: ActivityVariant;
  /** A trader gets the detail, a visitor the no-login detail. */
  loggedIn: boolean;
}

/** The page's memory: the activity, its detail and the clocks. */
export interface ActivityContext {
  activityId: number | undefined;
  alias: string | undefined;
  variant: ActivityVariant;
  loggedIn: boolean;
  inApp: boolean;
  /** The local clock at the last answer or deadline. */
  now: number;
  /** Server clock minus local clock: stages follow the exchange's time. */
  serverOffset: number;
  detail: ActivityDetail | undefined;
  failure: Failure | undefined;
  /** The page's first view until it is shown; then undefined. */
  firstView: DetailData | undefined;
}

/** What the view (and the page itself, after a reload) sends. */
export type ActivityEvent =
  | { type: 'activity.retry' }
  /** Reload the detail and the apply status, e.g. after a websocket push. */
  | { type: 'activity.refresh' }
  /** Raised after a reload, so the stage is worked out again from the new times. */
  | { type: 'activity.detailReloaded' }
  /**
   * Raised when the stage is worked out as FINISHED (at the end, or on a page opened after it),
   * so what follows the running activity (the live ranking) stops following it.
   */
  | { type: 'activity.ended' };
