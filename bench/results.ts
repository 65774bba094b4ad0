/** The shape of `bench/results.json` (issue #7): times in ms, sizes in KB gzip. */

export interface PageMetrics {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's performance score, 0 to 1. */
  score: number;
  /** JavaScript that had arrived when the largest paint happened. */
  jsKb: number;
  cssKb: number;
  /** This page's LCP over the floor page's. */
  lcpToFloor: number;
  /** Time to interactive (Lighthouse's `interactive`). */
  tti: number;
}

/**
 * The pages of the table. Each app page is measured as the page server sends it (with its
 * first view) and as plain static files (a CDN without the page server: `…Static`); the centre
 * also at 6x CPU slowdown (`centre6x`), so a machine slower than the bench's still meets the 4x
 * budgets (issue 17); and the floor at 6x, what this machine's CPU costs a page that runs no
 * script at all.
 */
export type PageName =
  | 'centre'
  | 'detail'
  | 'rtl'
  | 'floor'
  | 'centre6x'
  | 'floor6x'
  | 'centreStatic'
  | 'detailStatic'
  | 'rtlStatic';

export interface BenchResults {
  /** The CPU the numbers come from (\`model name\` of /proc/cpuinfo). */
  cpu: string;
  pages: Record<PageName, PageMetrics>;
  /** All the JavaScript the centre loads, as the page server sends it and as static files. */
  centreJsKb: { server: number; static: number };
  hostSelection: {
    /** From the race's first probe to the host being chosen. */
    chosenAfter: number;
    /** The fastest host's own added latency. */
    fastestLatency: number;
  };
  inp: { enrol: number; claim: number };
  list10k: {
    firstRender: number;
    /** Frames that took longer than one frame while scrolling. */
    droppedFrames: number;
  };
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each metric's median over several runs of the same page. */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageMetrics)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as PageMetrics;
}
