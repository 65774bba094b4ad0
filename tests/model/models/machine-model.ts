import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { serializeWithTransition } from './serialize.ts';

/**
 * The test model of a machine, built the same way for every machine so that what a path
 * means (which events, which states count as different, how a state is matched) is decided
 * once. `events` lists the events a snapshot takes, the synthetic done and error events of
 * its invokes included; the machine is widened to those, which its own event type lacks.
 */
export function machineModel<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput = unknown,
>(
  machine: AnyStateMachine,
  events: (s: TSnapshot) => TEvent[],
  serializeState: (
    s: TSnapshot,
    e: TEvent | undefined,
    prev?: TSnapshot,
  ) => string = serializeWithTransition,
): TestModel<TSnapshot, TEvent, TInput> {
  return new TestModel<TSnapshot, TEvent, TInput>(machine as never, {
    events,
    serializeState,
    stateMatcher: (s, key) => s.matches(key as never),
  });
}

/**
 * The done and error events of the invoke `TId` whose promise resolves to `TOutput`: the
 * synthetic events a model sends where the machine's own event type has none.
 */
export type InvokeSettled<TId extends string, TOutput> =
  | { type: `xstate.done.actor.${TId}`; output: TOutput }
  | { type: `xstate.error.actor.${TId}`; error: unknown };
