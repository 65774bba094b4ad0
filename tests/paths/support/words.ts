import type { EventObject } from 'xstate';
import type { AnyPathAdapter } from './adapter.ts';

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

/** An event in plain words: the adapter's own, else a reading of XState's synthetic events. */
export function eventInWords(adapter: AnyPathAdapter, event: EventObject): string {
  const own = adapter.describeEvent?.(event);
  if (own) return own;
  const done = DONE.exec(event.type);
  if (done) return `${done[1]} answers`;
  const error = ERROR.exec(event.type);
  if (error) return `${error[1]} fails`;
  const after = AFTER.exec(event.type);
  if (after) return `${after[1]} passes`;
  return event.type;
}

/** A path in plain words: "scenario: step, then step, then step". */
export function pathInWords(
  adapter: AnyPathAdapter,
  scenario: string,
  events: ReadonlyArray<EventObject>,
): string {
  const steps = events.filter((e) => e.type !== 'xstate.init').map((e) => eventInWords(adapter, e));
  return `${scenario}: ${steps.length ? steps.join(', then ') : 'opens'}`;
}
