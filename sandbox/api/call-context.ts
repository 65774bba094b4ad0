import type { CallName, CallResponses } from '../../src/api/contract.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { RuleContext } from '../db/rule-context.ts';
import type { SandboxStore } from '../db/store.ts';
import type { UserRecord } from '../db/users.ts';
import type { Viewer } from './access.ts';
import { ApiError } from './envelope.ts';
import type { CallInput } from './input.ts';

/** What a handler gets once the call's headers and access have been checked. */
export interface CallContext {
  store: SandboxStore;
  viewer: Viewer | undefined;
  input: CallInput;
  /** The sandbox time of this call: one value for all its rules. */
  now: number;
  /** For the rules in sandbox/db: the database, the time, events and the rate limit. */
  rules: RuleContext;
}

/** One handler per call of the contract; the compiler insists none is missing. */
export type CallHandlers = { [K in CallName]: (ctx: CallContext) => CallResponses[K] };

/** The logged-in user of a 'user' call. Access has refused calls without one; this guards a mis-wired route. */
export function userOf(ctx: CallContext): UserRecord {
  if (!ctx.viewer) throw new ApiError(ResponseCode.LoginRequired, 'login required');
  return ctx.viewer.user;
}
