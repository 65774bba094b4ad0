import type { Page } from '@playwright/test';

/**
 * What the browser itself logs about a failed request or socket. A fault makes these on
 * purpose (a 503, a dropped connection); they are the network's report, not the app's error.
 */
const NETWORK_NOISE = [/^Failed to load resource\b/, /^WebSocket connection to '.*' failed\b/];

/**
 * Collects the app's console errors and every uncaught exception or unhandled rejection of a
 * page, leaving out the browser's own network reports, so a fault test can assert none.
 */
export function watchAppErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!NETWORK_NOISE.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
