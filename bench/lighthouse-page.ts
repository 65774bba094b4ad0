/**
 * One Lighthouse run of one page with the mobile preset (simulated slow 4G, 4x CPU), reduced
 * to the numbers of issue #7.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { PageMetrics } from './results.ts';

/** Lighthouse's entry point, as far as the bench calls it. */
export type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    throttling?: Record<string, number>;
  },
) => Promise<{ lhr: unknown; report: string | string[] } | undefined>;

/**
 * Lighthouse comes from `bench/node_modules` (see deps.ts), which a clean clone does not have:
 * a specifier the type checker does not follow keeps `npm run check` independent of it.
 */
const LIGHTHOUSE = 'lighthouse';

export async function loadLighthouse(): Promise<Lighthouse> {
  const mod = (await import(LIGHTHOUSE)) as { default: Lighthouse };
  return mod.default;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

interface ObservedMetrics {
  observedLargestContentfulPaint?: number;
  observedTimeOriginTs?: number;
}

/** Lighthouse's result, as far as the bench reads it. */
export interface LighthouseResult {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: unknown[]; debugData?: { networkStartTimeTs?: number } };
    }
  >;
}

const KB = 1024;

function kindOf(item: NetworkItem): 'js' | 'css' | undefined {
  if (item.resourceType === 'Script' || item.mimeType?.includes('javascript')) return 'js';
  if (item.resourceType === 'Stylesheet' || item.mimeType === 'text/css') return 'css';
  return undefined;
}

/**
 * The JavaScript and CSS that had arrived when the largest paint happened, in KB as sent
 * (gzip when the server compresses). Both times are those of the page's real (unthrottled)
 * load, measured from the navigation's start.
 */
export function bytesBeforeLcp(result: LighthouseResult): { jsKb: number; cssKb: number } {
  const metrics = (result.audits.metrics?.details?.items?.[0] ?? {}) as ObservedMetrics;
  const network = result.audits['network-requests']?.details;
  const lcp = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  // The network times count from the first request; the metrics from the navigation.
  const offset =
    network?.debugData?.networkStartTimeTs !== undefined &&
    metrics.observedTimeOriginTs !== undefined
      ? (network.debugData.networkStartTimeTs - metrics.observedTimeOriginTs) / 1000
      : 0;
  const sums = { js: 0, css: 0 };
  for (const raw of network?.items ?? []) {
    const item = raw as NetworkItem;
    const kind = kindOf(item);
    if (!kind || item.networkEndTime === undefined) continue;
    if (item.networkEndTime + offset <= lcp) sums[kind] += item.transferSize ?? 0;
  }
  return { jsKb: sums.js / KB, cssKb: sums.css / KB };
}

/** Reads the page's numbers from a Lighthouse result (LCP-to-floor is filled in later). */
export function pageMetrics(result: LighthouseResult): PageMetrics {
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    score: result.categories.performance?.score ?? Number.NaN,
    ...bytesBeforeLcp(result),
    lcpToFloor: Number.NaN,
    tti: value('interactive'),
  };
}

/**
 * Lighthouse's flags for a CPU slowdown other than the mobile preset's 4x, with the preset's
 * simulated slow 4G; none for the preset itself.
 */
export function throttlingAt(cpuSlowdown: number | undefined) {
  if (!cpuSlowdown) return {};
  return {
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
  };
}

/**
 * Runs Lighthouse once on `url` in the Chromium listening on `port`; `cpuSlowdown` replaces
 * the mobile preset's 4x (simulated, as the preset's is).
 */
export async function runLighthouse(
  url: string,
  port: number,
  cpuSlowdown?: number,
): Promise<PageMetrics> {
  const lighthouse = await loadLighthouse();
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...throttlingAt(cpuSlowdown),
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const result = runner.lhr as LighthouseResult;
  const failure = (runner.lhr as { runtimeError?: { message: string } }).runtimeError;
  if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
  // BENCH_LHR_DIR keeps each full report, to see what a number is made of.
  const keep = process.env.BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(
      `${keep}/${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`,
      runner.report as string,
    );
  }
  return pageMetrics(result);
}
