import type { APIRequestContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { TestParam, TestPath } from 'xstate/graph';
import type { SandboxControl } from '../../e2e/models/sandbox-control.model.ts';

/** What a browser path can reach while it runs: the page, the sandbox's controls. */
export interface PathContext {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  sandbox: SandboxControl;
}

/**
 * One starting point of a machine's browser paths: the model's input that matches what the
 * sandbox seeds, the paths generated from it, and how the app is brought there.
 */
export interface PathScenario<S extends AnyMachineSnapshot, E extends EventObject> {
  /** Short and unique within the machine; part of every test title. */
  name: string;
  /** The input the paths were generated from (the coverage replays them from it). */
  input: unknown;
  /** Generated from the machine's model in tests/model/models, the same module the unit tests use. */
  paths(): ReadonlyArray<TestPath<S, E>>;
  /** From a fresh sandbox: logs in, moves the clock, opens the page where the machine starts. */
  start(ctx: PathContext): Promise<void>;
}

/**
 * A machine's browser paths: where each starts, what the user sees in each state (asserted on
 * `data-state`, roles and text) and how the user, or the sandbox, makes each event happen.
 */
export interface PathAdapter<S extends AnyMachineSnapshot, E extends EventObject> {
  /** The machine's name, as in coverage/machines.json. */
  machine: string;
  scenarios: ReadonlyArray<PathScenario<S, E>>;
  /** Plain words for an event, for the path's title and `--list`; the event type otherwise. */
  describeEvent?(event: E): string | undefined;
  states(ctx: PathContext): NonNullable<TestParam<S, E>['states']>;
  events(ctx: PathContext): NonNullable<TestParam<S, E>['events']>;
}

/** Any adapter, as the runner and the coverage report handle them. */
// biome-ignore lint/suspicious/noExplicitAny: adapters of different machines in one list.
export type AnyPathAdapter = PathAdapter<any, any>;

/**
 * What each running path keeps between its steps (page objects, the last snapshot seen), one
 * per path context. `make` builds it on first use; without it a scenario's `start` must, and a
 * step before that is a broken adapter.
 */
export function pathRuns<T>(make?: (ctx: PathContext) => T) {
  const runs = new WeakMap<PathContext, T>();
  return {
    start(ctx: PathContext, run: T): void {
      runs.set(ctx, run);
    },
    of(ctx: PathContext): T {
      let run = runs.get(ctx);
      if (run === undefined) {
        if (!make) throw new Error('the scenario did not start this path');
        run = make(ctx);
        runs.set(ctx, run);
      }
      return run;
    },
  };
}
