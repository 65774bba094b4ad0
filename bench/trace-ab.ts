/**
 * A/B of main-thread blocking between builds, from Chrome traces rather than Lighthouse medians
 * (issue 17): on this project's slowest machine the same build gave centre TBT from 93 to 356 ms
 * at 4x within one hour, so five Lighthouse runs cannot tell two builds apart; this can.
 *
 * Loads each URL cold, in turns (the order flips each round, so drift hits all alike), with
 * Lighthouse's trace categories, and takes the page's main-thread tasks of 10 ms or more that
 * end after its first contentful paint. Per load it sums `k × task − 50 ms` for k = 4 and 6, as
 * Lantern counts a task's blocking under CPU slowdown k, and prints the mean (± its standard
 * error) and median over the loads. With BIG=<ms>, it also breaks each task over that length
 * down by the trace events inside it.
 *
 *   npm run bench:ab -- <loads> <url> [<url>…]
 *   BIG=20 npm run bench:ab -- 12 http://127.0.0.1:9700/en/ http://127.0.0.1:9800/en/
 *
 * Serve each build on its own port first: `BENCH_PORT=9700 npm run bench:serve` in one checkout,
 * `BENCH_PORT=9800 npm run bench:serve` in the other (bench/serve.ts).
 */
import type { CDPSession } from '@playwright/test';
import { launchBrowser } from './browser.ts';

/** Lighthouse 13's trace categories (core/gather/gatherers/trace.js), screenshots left out. */
const LIGHTHOUSE_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'toplevel',
];
/** A task shorter than this blocks nothing even at 6x (Lantern ignores those under 10 ms). */
const SHORTEST_TASK_MS = 10;
/** How long after network idle a load is still traced: the hydration's late slices. */
const SETTLE_MS = 2500;

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string; url?: string; functionName?: string } };
}

interface Load {
  /** The tasks' durations (ms). */
  tasks: number[];
  blocking4x: number;
  blocking6x: number;
}

const [loadsArg, ...urls] = process.argv.slice(2);
const loads = Number(loadsArg);
if (!Number.isInteger(loads) || loads < 1 || urls.length === 0) {
  console.error('usage: npm run bench:ab -- <loads> <url> [<url>…]');
  process.exit(2);
}
const breakDownOver = process.env.BIG ? Number(process.env.BIG) : undefined;

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) =>
    events.push(...(chunk.value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: LIGHTHOUSE_CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await run();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** What a task spent its time on: the trace events inside it, summed by name (and script). */
function breakDown(task: TraceEvent, thread: TraceEvent[]): string {
  const spent = new Map<string, number>();
  const end = task.ts + (task.dur ?? 0);
  for (const event of thread) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts) continue;
    if (event.ts + (event.dur ?? 0) > end || event.name.endsWith('RunTask')) continue;
    const data = event.args?.data;
    const script = data?.url ? `(${data.url.split('/').pop()}:${data.functionName ?? ''})` : '';
    const key = `${event.name}${script}`;
    spent.set(key, (spent.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...spent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([name, ms]) => `${name}=${ms.toFixed(1)}`)
    .join(', ');
}

async function loadOnce(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string) {
  // Lighthouse's mobile screen.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = await trace(cdp, async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
    });
    const origin = new URL(url).origin;
    const navigation = events.find(
      (e) =>
        e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
    );
    if (!navigation) throw new Error(`${url}: no navigation in the trace`);
    const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    const thread = events.filter(onMain);
    const tasks = thread.filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        (e.dur ?? 0) >= SHORTEST_TASK_MS * 1000 &&
        e.ts + (e.dur ?? 0) > fcp.ts,
    );
    if (breakDownOver !== undefined) {
      for (const task of tasks.filter((t) => (t.dur ?? 0) >= breakDownOver * 1000)) {
        const at = ((task.ts - fcp.ts) / 1000).toFixed(0);
        const ms = ((task.dur ?? 0) / 1000).toFixed(0);
        console.info(`    ${ms} ms at FCP+${at}: ${breakDown(task, thread)}`);
      }
    }
    const durations = tasks.map((t) => (t.dur ?? 0) / 1000);
    const blocking = (k: number) => durations.reduce((sum, d) => sum + Math.max(0, k * d - 50), 0);
    return { tasks: durations, blocking4x: blocking(4), blocking6x: blocking(6) } satisfies Load;
  } finally {
    await context.close();
  }
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  const error = Math.sqrt(variance / values.length);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `mean ${mean.toFixed(0)} ± ${error.toFixed(0)}, median ${median.toFixed(0)}`;
}

const browser = await launchBrowser();
try {
  const results = new Map<string, Load[]>(urls.map((url) => [url, []]));
  for (let round = 0; round < loads; round += 1) {
    for (const url of round % 2 === 0 ? urls : [...urls].reverse()) {
      const load = await loadOnce(browser, url);
      results.get(url)?.push(load);
      const tasks = load.tasks.map((d) => d.toFixed(0)).join(' ');
      console.info(
        `${round} ${url}: 4x ${load.blocking4x.toFixed(0)}, 6x ${load.blocking6x.toFixed(0)} | tasks ${tasks}`,
      );
    }
  }
  for (const [url, runs] of results) {
    console.info(url);
    console.info(`  blocking at 4x (ms): ${summary(runs.map((r) => r.blocking4x))}`);
    console.info(`  blocking at 6x (ms): ${summary(runs.map((r) => r.blocking6x))}`);
  }
} finally {
  await browser.close();
}
