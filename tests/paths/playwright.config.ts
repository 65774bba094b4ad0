import { defineConfig } from '@playwright/test';
import base from '../e2e/playwright.config.ts';

/**
 * The browser paths generated from the statecharts: the e2e suite's build, sandbox and
 * browser (E2E_PORT moves them), its own tests.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.paths.ts',
  outputDir: '../../test-results/paths',
  timeout: 60_000,
});
