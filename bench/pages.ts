/** The Lighthouse part of the bench: each page five times, the median of each number. */
import { launchChrome } from './chrome.ts';
import { DETAIL_ACTIVITY_ID, FLOOR_PATH, ORIGIN, RUNS } from './config.ts';
import { runLighthouse } from './lighthouse-page.ts';
import { medianMetrics, type PageMetrics, type PageName } from './results.ts';

/** What each page of the table opens, how it is served, and at which CPU slowdown. */
export interface PageScenario {
  url: string;
  /** Sent by the page server with its first view; false: as plain static files. */
  firstView: boolean;
  /** The CPU slowdown, when not the mobile preset's 4x. */
  cpuSlowdown?: number;
}

const centre = `${ORIGIN}/en/`;
const detail = `${ORIGIN}/en/activity/${DETAIL_ACTIVITY_ID}`;
const rtl = `${ORIGIN}/ar/`;

export const PAGE_SCENARIOS: Record<PageName, PageScenario> = {
  centre: { url: centre, firstView: true },
  detail: { url: detail, firstView: true },
  rtl: { url: rtl, firstView: true },
  floor: { url: `${ORIGIN}${FLOOR_PATH}`, firstView: true },
  centre6x: { url: centre, firstView: true, cpuSlowdown: 6 },
  floor6x: { url: `${ORIGIN}${FLOOR_PATH}`, firstView: true, cpuSlowdown: 6 },
  centreStatic: { url: centre, firstView: false },
  detailStatic: { url: detail, firstView: false },
  rtlStatic: { url: rtl, firstView: false },
};

/**
 * Runs every page `RUNS` times, round-robin so that a noisy moment on the machine spreads
 * over all pages, and fills in each page's LCP over the floor's. `serveFirstView` switches the
 * sandbox's page server between its two modes (with the first view, or static files).
 */
export async function measurePages(
  names: readonly PageName[],
  serveFirstView: (on: boolean) => Promise<void>,
  log: (line: string) => void,
): Promise<Partial<Record<PageName, PageMetrics>>> {
  const chrome = await launchChrome();
  const runs = new Map<PageName, PageMetrics[]>(names.map((name) => [name, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const name of names) {
        const scenario = PAGE_SCENARIOS[name];
        await serveFirstView(scenario.firstView);
        const metrics = await runLighthouse(scenario.url, chrome.port, scenario.cpuSlowdown);
        runs.get(name)!.push(metrics);
        log(`  ${name} run ${run}/${RUNS}: LCP ${Math.round(metrics.lcp)} ms`);
      }
    }
  } finally {
    await serveFirstView(true);
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
