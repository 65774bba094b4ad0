import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../e2e/fixtures.ts';
import { watchConsole } from '../../e2e/models/console.ts';
import { SandboxControl } from '../../e2e/models/sandbox-control.model.ts';
import type { AnyPathAdapter, PathContext } from './adapter.ts';
import {
  type CataloguedPath,
  catalogue,
  isSelected,
  stateInWords,
  stateKeysFor,
  stateName,
} from './catalogue.ts';
import { adapterFileOf, adapterFrame, adapterLine } from './source-lines.ts';
import { eventInWords } from './words.ts';

/** Where passing paths are recorded by default: one folder per sandbox port. */
export const PASSED_DIR = path.resolve(
  import.meta.dirname,
  '../../../coverage/paths-raw',
  String(process.env.E2E_PORT ?? 9180),
);

/**
 * Where this run records each passing path, one JSON line per path, for the coverage report.
 * The runner names its own folder (`PATHS_PASSED_DIR`), so runs on other ports at the same
 * time neither mix their records with its own nor delete them.
 */
export const passedDir = (): string => process.env.PATHS_PASSED_DIR ?? PASSED_DIR;

/**
 * The paths this run asks for (`PATHS_SELECTION`, set by `npm run test:paths -- --id session/3
 * --machine task`): ids and machine names, comma-separated; empty for every path.
 */
export const selection = (): string[] =>
  (process.env.PATHS_SELECTION ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** One passing browser path, as recorded. */
export interface PassedPath {
  machine: string;
  scenario: string;
  id: string;
  title: string;
}

/** What the failing step was doing, for the report. */
interface Doing {
  step: number;
  of: number;
  what: string;
  expected: string;
  line: string | undefined;
}

/**
 * Names a failure in the terms QA reads the path in (the step, what the page must show, the
 * adapter line that makes or checks it) above Playwright's own expected-vs-seen message, and
 * attaches a screenshot of the page as the step failed.
 */
async function explain(
  error: unknown,
  doing: Doing,
  run: CataloguedPath,
  page: Page,
  info: TestInfo,
): Promise<never> {
  const line = adapterFrame(error) ?? doing.line;
  const at = doing.step === 0 ? 'its start' : `step ${doing.step} of ${doing.of}`;
  const text = [
    `Path ${run.id} (${run.title}) failed at ${at}: ${doing.what}`,
    `  the page must then show: ${doing.expected}`,
    `  adapter line: ${line ?? 'none found (see the stack below)'}`,
    `  rerun alone: npm run test:paths -- --id ${run.id}`,
  ].join('\n');
  await info.attach('failing step', { body: text, contentType: 'text/plain' });
  const shot = await page.screenshot({ fullPage: true }).catch(() => undefined);
  if (shot) await info.attach('failing step screenshot', { body: shot, contentType: 'image/png' });
  if (error instanceof Error) {
    error.message = `${text}\n\n${error.message}`;
    throw error;
  }
  throw new Error(`${text}\n\n${String(error)}`);
}

/**
 * Registers one Playwright test per generated path of the adapter's scenarios (only those
 * the selection names, when it names any), titled `<machine>/<n> <plain words>`. Each starts
 * from fresh sandbox data (the shared fixture resets it), runs the path's events as the user
 * or the sandbox makes them happen, one Playwright step per event and per check, asserts every
 * state on what the user sees, and checks that no uncaught error reached the console.
 */
export function definePaths(adapter: AnyPathAdapter): void {
  const picked = selection();
  const runs = catalogue(adapter).filter((run) => isSelected(run, picked));
  const file = adapterFileOf(adapter.machine);
  const scenarios = new Map(adapter.scenarios.map((s) => [s.name, s]));
  test.describe(adapter.machine, () => {
    for (const run of runs) {
      test(`${run.id} ${run.title}`, async ({ page, request, baseURL }, info) => {
        const errors = watchConsole(page);
        const ctx: PathContext = {
          page,
          request,
          baseURL: baseURL!,
          sandbox: new SandboxControl(request, baseURL!),
        };
        const states = adapter.states(ctx);
        const events = adapter.events(ctx);
        const of = run.steps.length - 1;
        // A reset keeps the sandbox's faults: a path that failed must not leave its own behind.
        await ctx.sandbox.clearFaults();
        for (const [step, { event, state }] of run.steps.entries()) {
          const expected = stateInWords(state);
          const words = eventInWords(adapter, event);
          const doing: Doing = {
            step,
            of,
            what: step === 0 ? `start: ${run.scenario}` : `${words} (event ${event.type})`,
            expected,
            line: undefined,
          };
          const title = step === 0 ? `start: ${run.scenario}` : `step ${step} of ${of}: ${words}`;
          await test.step(title, async () => {
            try {
              if (step === 0) await scenarios.get(run.scenario)!.start(ctx);
              doing.line = adapterLine(file, event.type) ?? doing.line;
              // As xstate/graph's test model runs a path: an event without a maker is one the
              // app makes itself (the start's xstate.init, usually), and only the state is checked.
              await events[event.type]?.({ event, state } as never);
            } catch (error) {
              await explain(error, doing, run, page, info);
            }
          });
          const keys = stateKeysFor(Object.keys(states), state);
          const made = doing.what;
          await test.step(`then the page shows ${stateName(state)}`, async () => {
            for (const key of keys) {
              doing.what = `${made}, then checking what the page shows as ${key}`;
              doing.line = adapterLine(file, key);
              try {
                await states[key]!(state);
              } catch (error) {
                await explain(error, doing, run, page, info);
              }
            }
          });
        }
        // Chromium logs every failed request; a path that fails calls on purpose expects those.
        const uncaught = errors.filter((e) => !/^Failed to load resource|net::ERR_/.test(e));
        expect(uncaught, 'uncaught errors in the console').toEqual([]);
        mkdirSync(passedDir(), { recursive: true });
        const passed: PassedPath = {
          machine: adapter.machine,
          scenario: run.scenario,
          id: run.id,
          title: run.title,
        };
        appendFileSync(
          path.join(passedDir(), `${adapter.machine}.jsonl`),
          `${JSON.stringify(passed)}\n`,
        );
      });
    }
  });
}
