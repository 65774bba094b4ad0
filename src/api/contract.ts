/**
 * The one description of the exchange's calls (SPEC §7). The app's client and the sandbox
 * exchange both read it, so the two cannot drift apart.
 */
import { FIRST_CALLS } from './contract-first.ts';
import { LATER_CALLS } from './contract-later.ts';

export * from './contract-wire.ts';

/** Every call of the exchange, by name. */
export const CALLS = { ...FIRST_CALLS, ...LATER_CALLS };

export type CallName = keyof typeof CALLS;

export type {
  CallRequests,
  CallResponses,
  ObtainedReward,
  PageQuery,
  TaskCompletions,
  WithServerTime,
} from './contract-messages.ts';
