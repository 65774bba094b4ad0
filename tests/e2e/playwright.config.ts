import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../tools/chromium.mjs';
import { e2eBuildCommand, SHARED_DIST_ENV } from '../tools/e2e-build.mjs';

/**
 * The e2e sandbox runs on its own ports, data and build, so it never meets a running
 * `npm start`; E2E_PORT moves all of them (its API hosts take the next three ports).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9180);
const API_PORTS = [1, 2, 3].map((n) => E2E_PORT + n).join(',');
/** The sandbox's API_PORTS, for a server that talks to it (the dev server's proxy). */
export const SANDBOX_API_PORTS = API_PORTS;
const RUN_DIR = `.data/e2e-${E2E_PORT}`;
/** A build `npm test` made once for all its browser lanes; without it, the suite builds its own. */
const SHARED_DIST = process.env[SHARED_DIST_ENV];
/**
 * `npm test` runs the browser suites in lanes side by side, each on its own sandbox (E2E_LANE
 * names it): each lane keeps its failure traces apart, since Playwright empties its folder at
 * start.
 */
export const LANE = process.env.E2E_LANE;
const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * The sandbox the browser suites run against: their own build, data and ports. `env` adds
 * sandbox settings (the fault suite and the browser paths turn the first view off).
 */
export function sandboxServer(env: Record<string, string> = {}) {
  return {
    command: SHARED_DIST
      ? `rm -rf ${RUN_DIR} && npx tsx sandbox/main.ts`
      : `rm -rf ${RUN_DIR} && ${e2eBuildCommand(`${RUN_DIR}/dist`)} && npx tsx sandbox/main.ts`,
    cwd: ROOT,
    env: {
      PORT: String(E2E_PORT),
      API_PORTS,
      DATA_DIR: RUN_DIR,
      DIST_DIR: SHARED_DIST ?? `${RUN_DIR}/dist`,
      ...env,
    },
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Its own folder: Playwright empties it at start, and the fault suite runs at the same time.
  outputDir: `../../test-results/${LANE ?? 'e2e'}`,
  fullyParallel: false,
  workers: 1,
  // A journey that fails is run once more; one that passes only then is reported as flaky in
  // npm test's summary (a timing the 2-core machines can miss when both browser suites run),
  // and one that fails twice fails the run.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  globalTeardown: './token-leak.teardown.ts',
  reporter: process.env.PW_REPORTER ? JSON.parse(process.env.PW_REPORTER) : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed test's trace comes from its retry: recording every passing test cost 10-20% of
    // the browser suites' time on a 2-core machine.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The browser suites check what pages do with their first view; its 300 ms deadline (unit
  // tests of server/ and first-view.spec's slow exchange, 2 s, cover it) was missed at times
  // with two lanes of browsers on 2 cores, and a journey then met a plain page it never asked for.
  webServer: sandboxServer({ FIRST_VIEW_DEADLINE_MS: '1500' }),
});
