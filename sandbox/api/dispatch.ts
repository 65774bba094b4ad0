import { CALLS, type CallName, type CallSpec } from '../../src/api/contract.ts';
import { type Envelope, ResponseCode } from '../../src/domain/codes.ts';
import { findAnswer, saveAnswer } from '../db/idempotency.ts';
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
  status: 200 | 400 | 404;
  envelope: Envelope<unknown>;
}

/** A call whose headers and access have been checked. */
export interface DispatchRequest {
  name: CallName;
  viewer: Viewer | undefined;
  input: CallInput;
  /** The idempotency key of a call marked idempotent, if the client sent one. */
  idempotencyKey?: string | undefined;
}

/** Keys sort, so the same request always has the same fingerprint. */
function fingerprintOf(name: CallName, input: CallInput): string {
  const sorted = Object.fromEntries(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  return `${name} ${JSON.stringify(sorted)}`;
}

/**
 * Answers a checked call inside one transaction. The handler runs in a savepoint, so a
 * refusal leaves nothing behind. For an idempotent call with a key, the first answer
 * (success or refusal, except the transient 51023) is stored with the request's fingerprint
 * and replayed to every repeat; the same key on another request is refused (51020). Events
 * are emitted only after the transaction commits, and never for a replay.
 */
export function dispatch(store: SandboxStore, req: DispatchRequest): Answer {
  const { db } = store;
  const now = store.clock.now();
  const pending: SandboxEvent[] = [];
  const userId = req.viewer?.user.id;
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
    if (key === undefined || userId === undefined) return run();
    const fingerprint = fingerprintOf(req.name, req.input);
    const prior = findAnswer(db, userId, key);
    if (prior) {
      if (prior.fingerprint === fingerprint) return { status: 200, envelope: prior.answer };
      return {
        status: 200,
        envelope: failure(
          ResponseCode.TipMessage,
          'idempotency key already used for another request',
        ),
      };
    }
    const fresh = run();
    if (fresh.status === 200 && fresh.envelope.code !== ResponseCode.TooFrequent) {
      saveAnswer(db, userId, key, { fingerprint, answer: fresh.envelope }, now);
    }
    return fresh;
  })();
  for (const event of pending) store.events.emit(event);
  return answer;
}
