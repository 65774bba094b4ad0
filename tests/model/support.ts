import { describe, it } from 'vitest';
import { type EventObject, fromCallback, SimulatedClock, type Snapshot } from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';

/** A promise the test settles by hand: the model decides how each invoked effect ends. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actor before the next step is checked. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/**
 * A simulated clock that `advance(ms)` moves on a millisecond at a time, letting settled
 * answers reach the actor in between, so a burst test sees each call at the moment it starts.
 */
export function steppingClock() {
  const clock = new SimulatedClock();
  const advance = async (ms: number) => {
    for (let i = 0; i < ms; i++) {
      clock.increment(1);
      await flush();
    }
  };
  return { clock, advance };
}

/** The page-visibility listener a machine invokes, with the test's hand on the document. */
export function pageVisibility<E extends EventObject>() {
  let sendBack: ((event: E) => void) | undefined;
  return {
    logic: fromCallback<E>((params) => {
      sendBack = params.sendBack;
      return () => {};
    }),
    setVisible: (visible: boolean) =>
      sendBack?.({ type: visible ? 'page.show' : 'page.hide' } as E),
  };
}

/**
 * One `describe` per input and one test per shortest path of the model from it, so every model
 * test walks its machine the same way and its body only says what a path must show.
 */
export function describePaths<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  TInput,
>(
  title: string,
  model: TestModel<TSnapshot, TEvent, unknown>,
  inputs: ReadonlyArray<{ name: string; input: TInput }>,
  test: (path: TestPath<TSnapshot, TEvent>, input: TInput) => Promise<void>,
): void {
  for (const { name, input } of inputs) {
    describe(`${title} paths: ${name}`, () => {
      for (const path of model.getShortestPaths({ input })) {
        it(path.description, () => test(path, input));
      }
    });
  }
}
