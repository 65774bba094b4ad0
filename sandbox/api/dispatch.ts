import { createHash } from 'node:crypto';
import { CALLS, type CallName, type CallSpec } from '../../src/api/contract.ts';
import { type Envelope, ResponseCode } from '../../src/domain/codes.ts';
import { countApplyAnswer } from '../db/apply.ts';
import { findAnswer, IDEMPOTENCY_TTL_MS, saveAnswer } from '../db/idempotency.ts';
import { Refusal } from '../db/refusal.ts';
import type { SandboxStore } from '../db/store.ts';
import type { SandboxEvent } from '../events.ts';
import type { Viewer } from './access.ts';
import type { CallContext } from './call-context.ts';
import { ApiError, failure, success } from './envelope.ts';
import { HANDLERS } from './handlers.ts';
import type { CallInput } from './input.ts';
import { rateLimiterOf } from './rate-limit.ts';

/** An answer and its HTTP status. */
export interface Answer {
  status: 200 | 400 | 404 | 409;
  envelope: Envelope<unknown>;
}

/** The apply calls, whose answers the exchange counts (ApplyStatus.attempts). */
const APPLY_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'apply',
  'generalApply',
  'nonProductizedApply',
  'backApply',
]);

/**
 * A key sent again with another request: refused with its own code and HTTP 409, so the client
 * can tell it from the business refusals (51020…) and from a transport error.
 */
export const KEY_REUSED_MESSAGE = 'idempotency key already used for a different request';

/** A call whose headers and access have been checked. */
export interface DispatchRequest {
  name: CallName;
  viewer: Viewer | undefined;
  input: CallInput;
  /** The idempotency key of a call marked idempotent, if the client sent one. */
  idempotencyKey?: string | undefined;
}

/**
 * Keys sort, so the same request always has the same fingerprint. A digest, not the request:
 * a stored key costs the same few bytes however large the body it came with.
 */
function fingerprintOf(name: CallName, input: CallInput): string {
  const sorted = Object.fromEntries(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(`${name} ${JSON.stringify(sorted)}`)
    .digest('hex');
}

/** An answer the exchange stands by: a success or a refusal, not 51023 (turned away unprocessed). */
function isAnswered(answer: Answer): boolean {
  return answer.status === 200 && answer.envelope.code !== ResponseCode.TooFrequent;
}

/**
 * Answers a checked call inside one transaction. The handler runs in a savepoint, so a
 * refusal leaves nothing behind. For an idempotent call with a key, the first answer
 * (success or refusal, except the transient 51023) is stored with the request's fingerprint
 * and replayed to every repeat until the key expires (a day, or the end of a claimed task's
 * period, whichever comes first; then the key is a new request); the same key on another
 * request is refused with HTTP 409 and code 51024. Events are emitted only after the
 * transaction commits, and never for a replay.
 */
export function dispatch(store: SandboxStore, req: DispatchRequest): Answer {
  const { db } = store;
  const now = store.clock.now();
  const pending: SandboxEvent[] = [];
  const userId = req.viewer?.user.id;
  let expiresAt = now + IDEMPOTENCY_TTL_MS;
  const ctx: CallContext = {
    store,
    viewer: req.viewer,
    input: req.input,
    now,
    rules: {
      db,
      now,
      emit: (event) => pending.push(event),
      countAttempt: () => {
        if (userId !== undefined) rateLimiterOf(store).count(userId, now);
      },
      expireKeyAt: (at) => {
        expiresAt = Math.min(expiresAt, Math.max(at, now + 1));
      },
    },
  };
  const handle = db.transaction(() => HANDLERS[req.name](ctx));
  const run = (): Answer => {
    try {
      return { status: 200, envelope: success(handle()) };
    } catch (error) {
      pending.length = 0;
      if (error instanceof Refusal)
        return { status: 200, envelope: failure(error.code, error.message) };
      if (error instanceof ApiError) {
        return { status: error.status, envelope: failure(error.code, error.message) };
      }
      throw error;
    }
  };
  const spec: CallSpec = CALLS[req.name];
  const key = spec.idempotent && userId !== undefined ? req.idempotencyKey : undefined;
  const answer = db.transaction((): Answer => {
    const answered = (fresh: Answer): Answer => {
      if (isAnswered(fresh) && userId !== undefined && APPLY_CALLS.has(req.name)) {
        countApplyAnswer(db, userId, Number(req.input.activityId));
      }
      return fresh;
    };
    if (key === undefined || userId === undefined) return answered(run());
    const fingerprint = fingerprintOf(req.name, req.input);
    const prior = findAnswer(db, userId, key, now);
    if (prior) {
      if (prior.fingerprint === fingerprint) return { status: 200, envelope: prior.answer };
      return {
        status: 409,
        envelope: failure(ResponseCode.KeyReused, KEY_REUSED_MESSAGE),
      };
    }
    const fresh = answered(run());
    if (isAnswered(fresh)) {
      saveAnswer(db, userId, key, { fingerprint, answer: fresh.envelope, expiresAt }, now);
    }
    return fresh;
  })();
  for (const event of pending) store.events.emit(event);
  return answer;
}
