import { defineConfig } from '@playwright/test';
import type { SandboxOptions } from '../e2e/fixtures.ts';
import e2e, { LANE } from '../e2e/playwright.config.ts';
import faults from '../faults/playwright.config.ts';

/**
 * One lane of `npm test` (tests/tools/run-tests.mjs): its journeys and its fault files in one
 * Playwright run, one sandbox and one browser, rather than two runs one after the other (each
 * starting its own sandbox, browser and runner). Each suite is a project with its own settings,
 * as its own config has them; the sandbox is the journeys'. What differs for the fault suite
 * is the first view, off for every fault test: the fixtures set the sandbox's switch before
 * each test from the project's `firstView` (tests/e2e/fixtures.ts), and a page server that
 * sends no first view never meets its deadline (the journeys' FIRST_VIEW_DEADLINE_MS).
 */
export const LANE_PROJECTS = { e2e: 'e2e', faults: 'faults' } as const;

const [desktop] = e2e.projects ?? [];

export default defineConfig<SandboxOptions>({
  ...e2e,
  testDir: '..',
  // The base's path is relative to its own folder.
  globalTeardown: '../e2e/token-leak.teardown.ts',
  outputDir: `../../test-results/${LANE ?? 'lane'}`,
  projects: [
    {
      name: LANE_PROJECTS.e2e,
      testDir: '../e2e',
      testMatch: '**/*.spec.ts',
      use: { ...e2e.use, ...desktop?.use },
    },
    {
      name: LANE_PROJECTS.faults,
      testDir: '../faults',
      testMatch: '**/*.fault.ts',
      timeout: faults.timeout,
      use: { ...faults.use, ...desktop?.use },
    },
  ],
  webServer: e2e.webServer,
});
