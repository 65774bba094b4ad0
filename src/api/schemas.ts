import type * as v from 'valibot';
import type { CallName, CallResponses } from './contract.ts';
import { type AnswerMismatch, checkWith, FIRST_SCHEMAS } from './schemas-first.ts';
import { LATER_SCHEMAS } from './schemas-later.ts';

export type { AnswerMismatch };

/**
 * One schema per call of `CALLS`: what `data` of a successful answer must look like. The type
 * makes a call without a schema, or a schema whose output is not the contract's answer, a
 * compile error. The app's client loads them in two parts (schemas-first.ts); the sandbox and
 * the tests read them whole.
 */
export const RESPONSE_SCHEMAS = { ...FIRST_SCHEMAS, ...LATER_SCHEMAS } satisfies {
  [N in CallName]: v.GenericSchema<unknown, CallResponses[N]>;
};

/**
 * Checks `data` of a successful answer to `name`. Returns the data (extra fields kept) when it
 * fits, or the first mismatch.
 */
export function checkAnswer<N extends CallName>(
  name: N,
  data: unknown,
): { ok: true; data: CallResponses[N] } | { ok: false; mismatch: AnswerMismatch } {
  return checkWith<CallResponses[N]>(RESPONSE_SCHEMAS[name], data);
}
