import { defineConfig } from '@playwright/test';
import type { SandboxOptions } from '../e2e/fixtures.ts';
import base, { LANE, sandboxServer } from '../e2e/playwright.config.ts';

/**
 * The fault suite (issue #8): every screen under every fault the sandbox can fake. It shares the
 * e2e suite's build, sandbox and browser (E2E_PORT moves them) and runs its own tests, one per
 * `<screen> × <fault>`.
 */
export default defineConfig<SandboxOptions>({
  ...base,
  testDir: '.',
  testMatch: '**/*.fault.ts',
  outputDir: `../../test-results/${LANE ?? 'faults'}`,
  // The base's path is relative to its own folder: no token may leak under faults either.
  globalTeardown: '../e2e/token-leak.teardown.ts',
  timeout: 30_000,
  // Every fault must meet the screen's own calls: pages come without their first view (whose
  // page server would take a one-time fault first, and fall back to these very calls).
  webServer: sandboxServer({ SANDBOX_FIRST_VIEW: 'off' }),
  // And so each test starts (tests/e2e/fixtures.ts sets the switch before every test). Without
  // motion: a fault holds a screen on its skeletons for seconds, whose endless shimmer Chromium
  // drew at 60 frames a second (8% of a fault file's CPU time, measured; the animations are CSS
  // only, no script waits on them, and what the suite asserts is text and state).
  use: { ...base.use, firstView: false, reducedMotion: 'reduce' },
});
