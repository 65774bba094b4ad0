/**
 * All the JavaScript a page loads, in KB of gzip: the page is opened in Chromium, left until
 * its network has been quiet for a while (the lazy shell parts, monitoring and web-vitals come
 * after the first render), and every script it fetched is counted once at its gzip size (the
 * build's `.gz` twin, as the servers send it). Issue 17's budget is 120 KB for the centre.
 *
 * `npx tsx bench/js-weight.ts http://127.0.0.1:9800/en/` against a running sandbox.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './browser.ts';

/** How long the network must stay quiet before the page counts as loaded (ms). */
const QUIET_MS = 4000;

/** The scripts `url` loads, each with its gzip size in bytes. */
export async function scriptsOf(
  browser: Browser,
  url: string,
): Promise<{ url: string; gzip: number }[]> {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), 0);
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(QUIET_MS);
  await page.close();
  return [...scripts]
    .map(([script, gzip]) => ({ url: script, gzip }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The total of `scriptsOf` in KB. */
export const totalKb = (scripts: { gzip: number }[]) =>
  scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await launchBrowser();
  try {
    for (const url of process.argv.slice(2)) {
      const scripts = await scriptsOf(browser, url);
      console.info(`${url}: ${totalKb(scripts).toFixed(1)} KB gzip in ${scripts.length} scripts`);
      for (const s of scripts)
        console.info(`  ${(s.gzip / 1024).toFixed(1)}\t${new URL(s.url).pathname}`);
    }
  } finally {
    await browser.close();
  }
}
