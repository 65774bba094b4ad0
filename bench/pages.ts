/** The Lighthouse part of the bench: each page five times, the median of each number. */
import { launchChrome } from './chrome.ts';
import { DETAIL_ACTIVITY_ID, FLOOR_PATH, ORIGIN, RUNS } from './config.ts';
import { runLighthouse } from './lighthouse-page.ts';
import { medianMetrics, type PageMetrics, type PageName } from './results.ts';

/** What each page of the table opens. */
export const PAGE_URLS: Record<PageName, string> = {
  centre: `${ORIGIN}/en/`,
  detail: `${ORIGIN}/en/activity/${DETAIL_ACTIVITY_ID}`,
  rtl: `${ORIGIN}/ar/`,
  floor: `${ORIGIN}${FLOOR_PATH}`,
};

/**
 * Runs every page `RUNS` times, round-robin so that a noisy moment on the machine spreads
 * over all pages, and fills in each page's LCP over the floor's.
 */
export async function measurePages(
  names: readonly PageName[],
  log: (line: string) => void,
): Promise<Partial<Record<PageName, PageMetrics>>> {
  const chrome = await launchChrome();
  const runs = new Map<PageName, PageMetrics[]>(names.map((name) => [name, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const name of names) {
        const metrics = await runLighthouse(PAGE_URLS[name], chrome.port);
        runs.get(name)!.push(metrics);
        log(`  ${name} run ${run}/${RUNS}: LCP ${Math.round(metrics.lcp)} ms`);
      }
    }
  } finally {
    await chrome.stop();
  }
  const pages: Partial<Record<PageName, PageMetrics>> = {};
  for (const [name, list] of runs) pages[name] = medianMetrics(list);
  const floor = pages.floor?.lcp;
  for (const page of Object.values(pages)) {
    page.lcpToFloor = floor ? page.lcp / floor : Number.NaN;
  }
  return pages;
}
