import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { SandboxOptions } from '../e2e/fixtures.ts';
import base, { sandboxServer } from '../e2e/playwright.config.ts';

const E2E_DIR = path.resolve(import.meta.dirname, '../e2e');

/** The base's global hooks are named relative to its own folder; this config lives elsewhere. */
const fromE2e = (hook: string | string[] | undefined) =>
  hook === undefined
    ? undefined
    : Array.isArray(hook)
      ? hook.map((h) => path.resolve(E2E_DIR, h))
      : path.resolve(E2E_DIR, hook);

/**
 * The browser paths generated from the statecharts: the e2e suite's build, sandbox and
 * browser (E2E_PORT moves them), its own tests.
 */
export default defineConfig<SandboxOptions>({
  ...base,
  globalSetup: fromE2e(base.globalSetup),
  globalTeardown: fromE2e(base.globalTeardown),
  testDir: '.',
  testMatch: '**/*.paths.ts',
  outputDir: '../../test-results/paths',
  timeout: 60_000,
  // A failed path leaves its steps, a screenshot and the trace in an HTML report QA can open.
  reporter: process.env.PW_REPORTER
    ? JSON.parse(process.env.PW_REPORTER)
    : [['list'], ['html', { outputFolder: '../../test-results/paths-report', open: 'never' }]],
  // The paths step through the machines' loads (held, failed, answered): pages come without
  // their first view, so each load is the app's own call (set again before every test).
  use: {
    ...base.use,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    firstView: false,
  },
  webServer: sandboxServer({ SANDBOX_FIRST_VIEW: 'off' }),
});
