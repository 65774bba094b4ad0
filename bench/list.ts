/** The agent's referral list with 10,000 rows: first render, and frames dropped while scrolling. */
import type { Browser } from '@playwright/test';
import { LIST_PATH, ORIGIN, RUNS } from './config.ts';
import type { ScrollReport } from './list-page/scroll-frames.ts';
import { median } from './results.ts';

/** About five seconds of scrolling at 60 frames a second, down then back up. */
export const SCROLL_FRAMES = 300;

/** The box shows 8 rows; with the overscan on both sides, far fewer than this are drawn. */
const MAX_DRAWN_ROWS = 100;

/** The list page's title (bench/list-page/index.html). */
const LIST_TITLE = 'Bench · 10,000 referrals';

interface ListWindow {
  benchList?: { firstRender: number; scroll: (frames: number) => Promise<ScrollReport> };
}

async function oneRun(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    // By its file name: the page server answers a folder's address (`/bench-list/`) with the
    // app's own page, never with a file in that folder.
    await page.goto(`${ORIGIN}${LIST_PATH}index.html`);
    const title = await page.title();
    if (title !== LIST_TITLE)
      throw new Error(`${LIST_PATH}index.html is not the list page: "${title}"`);
    await page.waitForFunction(() => (window as ListWindow).benchList !== undefined);
    const firstRender = await page.evaluate(() => (window as ListWindow).benchList!.firstRender);
    const rows = await page.locator('tbody tr[data-loaded="true"]').count();
    if (rows === 0) throw new Error('the 10,000-row list drew no row');
    // A list that draws far more rows than its box shows is not virtualised: its numbers
    // would measure something else (e.g. the box lost its height).
    if (rows > MAX_DRAWN_ROWS) throw new Error(`the list drew ${rows} rows: not virtualised`);
    const scroll = await page.evaluate(
      (frames) => (window as ListWindow).benchList!.scroll(frames),
      SCROLL_FRAMES,
    );
    return { firstRender, ...scroll };
  } finally {
    await page.close();
  }
}

/** Median first render and dropped frames over `RUNS` loads of the list page. */
export async function measureList(browser: Browser) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser));
  return {
    firstRender: median(runs.map((run) => run.firstRender)),
    droppedFrames: median(runs.map((run) => run.droppedFrames)),
    fps: median(runs.map((run) => run.fps)),
    /** Each run's late frames by position, to tell a cause that repeats from noise. */
    lateFrames: runs.map((run) => run.lateFrames),
  };
}
