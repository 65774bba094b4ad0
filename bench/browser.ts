/** Playwright's Chromium for the measures Lighthouse does not take. */
import { type Browser, chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './config.ts';

/** Launches Debian's Chromium (or CHROME_PATH) headless with the bench's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
}
