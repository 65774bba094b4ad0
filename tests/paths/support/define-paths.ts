import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../e2e/fixtures.ts';
import { watchConsole } from '../../e2e/models/console.ts';
import { SandboxControl } from '../../e2e/models/sandbox-control.model.ts';
import type { AnyPathAdapter, PathContext } from './adapter.ts';
import { pathInWords } from './words.ts';

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

/** One passing browser path, as recorded. */
export interface PassedPath {
  machine: string;
  scenario: string;
  index: number;
  title: string;
}

/**
 * Registers one Playwright test per generated path of the adapter's scenarios. Each starts
 * from fresh sandbox data (the shared fixture resets it), runs the path's events as the user
 * or the sandbox makes them happen, asserts every state on what the user sees, and checks that
 * no uncaught error reached the console.
 */
export function definePaths(adapter: AnyPathAdapter): void {
  test.describe(adapter.machine, () => {
    for (const scenario of adapter.scenarios) {
      scenario.paths().forEach((generated, index) => {
        const title = pathInWords(
          adapter,
          scenario.name,
          generated.steps.map((s) => s.event),
        );
        test(`#${index + 1} ${title}`, async ({ page, request, baseURL }) => {
          const errors = watchConsole(page);
          const ctx: PathContext = {
            page,
            request,
            baseURL: baseURL!,
            sandbox: new SandboxControl(request, baseURL!),
          };
          // A reset keeps the sandbox's faults: a path that failed must not leave its own behind.
          await ctx.sandbox.clearFaults();
          await scenario.start(ctx);
          await generated.test({ states: adapter.states(ctx), events: adapter.events(ctx) });
          // Chromium logs every failed request; a path that fails calls on purpose expects those.
          const uncaught = errors.filter((e) => !/^Failed to load resource|net::ERR_/.test(e));
          expect(uncaught, 'uncaught errors in the console').toEqual([]);
          mkdirSync(passedDir(), { recursive: true });
          const passed: PassedPath = {
            machine: adapter.machine,
            scenario: scenario.name,
            index,
            title,
          };
          appendFileSync(
            path.join(passedDir(), `${adapter.machine}.jsonl`),
            `${JSON.stringify(passed)}\n`,
          );
        });
      });
    }
  });
}
