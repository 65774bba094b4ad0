/**
 * `npm run bench` (issue #7): builds the app, starts the sandbox on ports 9430-9435, measures
 * the pages with Lighthouse and the rest with Playwright, prints one table and writes
 * `bench/results.json`. Exits 1 when a budget is not met.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { launchBrowser } from './browser.ts';
import { checkBudgets } from './budgets.ts';
import { ROOT } from './config.ts';
import { ensureBenchDependencies } from './deps.ts';
import { measureHostSelection } from './host-selection.ts';
import { measureInteractions } from './interaction.ts';
import { scriptsOf, totalKb } from './js-weight.ts';
import { measureList, SCROLL_FRAMES } from './list.ts';
import { measurePages, PAGE_SCENARIOS } from './pages.ts';
import type { BenchResults, PageMetrics, PageName } from './results.ts';
import { buildAll, startSandbox } from './sandbox.ts';
import { renderTable } from './table.ts';

const PAGES: readonly PageName[] = [
  'centre',
  'detail',
  'rtl',
  'floor',
  'centre6x',
  'floor6x',
  'centreStatic',
  'detailStatic',
  'rtlStatic',
];
const log = (line: string) => console.info(line);

/**
 * `BENCH_PAGES=centre,floor` measures only those Lighthouse pages and prints their medians,
 * without the other measures or the budgets: the quick loop while working on one page.
 */
function pagesToMeasure(): { names: readonly PageName[]; only: boolean } {
  const listed = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()) ?? [];
  if (listed.length === 0) return { names: PAGES, only: false };
  const unknown = listed.filter((name) => !PAGES.includes(name as PageName));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES: unknown page(s) ${unknown.join(', ')}; known: ${PAGES.join(', ')}`,
    );
  }
  return { names: listed as PageName[], only: true };
}

/** The measures besides the Lighthouse pages that `BENCH_PARTS` can pick. */
const PARTS = ['list', 'interaction'] as const;
type PartName = (typeof PARTS)[number];

/**
 * `BENCH_PARTS=list,interaction` measures only those parts (the 10,000-row list, the INP of
 * enrol and claim) and prints their medians, without the Lighthouse pages or the budgets.
 */
function partsToMeasure(): readonly PartName[] {
  const listed = process.env.BENCH_PARTS?.split(',').map((name) => name.trim()) ?? [];
  const unknown = listed.filter((name) => !PARTS.includes(name as PartName));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PARTS: unknown part(s) ${unknown.join(', ')}; known: ${PARTS.join(', ')}`,
    );
  }
  return listed as PartName[];
}

/** Measures only the parts named, prints their medians and returns. */
async function measureParts(
  parts: readonly PartName[],
  resetSandbox: () => Promise<void>,
): Promise<void> {
  const browser = await launchBrowser();
  try {
    if (parts.includes('interaction')) {
      const inp = await measureInteractions(browser, resetSandbox);
      log(`INP (4x CPU): enrol ${Math.round(inp.enrol)} ms, claim ${Math.round(inp.claim)} ms`);
    }
    if (parts.includes('list')) {
      const list = await measureList(browser);
      log(
        `10,000-row list: first render ${Math.round(list.firstRender)} ms, ${list.droppedFrames} dropped frame(s), ${list.fps.toFixed(1)} frames a second`,
      );
      logScrollDetail(list.lateFrames);
    }
  } finally {
    await browser.close();
  }
}

/** Where each run's late frames fell: a cause that repeats (the first scroll) shows apart from noise. */
function logScrollDetail(lateFrames: readonly number[][]): void {
  const runs = lateFrames.map((late) => `[${late.join(',')}]`).join(' ');
  log(`  late frames by run (of ${SCROLL_FRAMES}): ${runs}`);
}

/** The CPU's model as /proc/cpuinfo names it (`grep "model name" /proc/cpuinfo | head -1`). */
export function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':').slice(1).join(':').trim();
  } catch {
    // Not Linux: the model Node reports.
  }
  return cpus()[0]?.model.trim() ?? 'unknown CPU';
}

/** The machine the numbers come from, for the README. */
export function machineLine(): string {
  const cpu = cpus();
  const gb = Math.round(totalmem() / 1024 ** 3);
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${gb} GB, Node ${process.version}`;
}

async function main() {
  const parts = partsToMeasure();
  const selection = pagesToMeasure();
  log(`CPU: ${cpuModel()}`);
  ensureBenchDependencies(log);
  log('Building the app, the floor page and the 10,000-row list page…');
  buildAll();
  const sandbox = await startSandbox();
  try {
    await sandbox.reset();
    if (parts.length > 0) {
      await measureParts(parts, sandbox.reset);
      return;
    }
    log('Lighthouse (mobile: simulated slow 4G, 4x CPU; centre6x at 6x), median of each page:');
    const pages = (await measurePages(selection.names, sandbox.serveFirstView, log)) as Record<
      PageName,
      PageMetrics
    >;
    if (selection.only) {
      for (const [name, m] of Object.entries(pages)) {
        log(
          `${name}: LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, TTI ${Math.round(m.tti)} ms, score ${m.score}`,
        );
      }
      return;
    }
    const browser = await launchBrowser();
    try {
      log('All the JavaScript the centre loads…');
      const centreJsKb = { server: 0, static: 0 };
      for (const mode of ['server', 'static'] as const) {
        await sandbox.serveFirstView(mode === 'server');
        centreJsKb[mode] = totalKb(await scriptsOf(browser, PAGE_SCENARIOS.centre.url));
      }
      await sandbox.serveFirstView(true);
      log('Host selection…');
      const { answeredAfter, ...hostSelection } = await measureHostSelection(browser);
      log(`  the fastest host's answer arrived after ${Math.round(answeredAfter)} ms`);
      log('INP of enrol and claim (4x CPU)…');
      const inp = await measureInteractions(browser, sandbox.reset);
      log('10,000-row list…');
      const { fps, lateFrames, ...list10k } = await measureList(browser);
      log(`  scrolling ran at ${fps.toFixed(1)} frames a second`);
      logScrollDetail(lateFrames);
      const results: BenchResults = {
        cpu: cpuModel(),
        pages,
        centreJsKb,
        hostSelection,
        inp,
        list10k,
      };
      writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
      const checks = checkBudgets(results);
      log(`\n${new Date().toISOString().slice(0, 10)} · ${machineLine()} · ${cpuModel()}\n`);
      log(renderTable(results, checks));
      const missed = checks.filter((check) => !check.met);
      if (missed.length > 0) {
        log(`\n${missed.length} budget(s) not met.`);
        process.exitCode = 1;
      }
    } finally {
      await browser.close();
    }
  } finally {
    await sandbox.reset().catch(() => {});
    await sandbox.stop();
  }
}

await main();
