/**
 * The bench's fixed settings: its ports (9430-9439), folders and the scenario of issue #7.
 * Everything runs on loopback with its own build and data, so it never meets `npm start`.
 */
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../tests/tools/chromium.mjs';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** Main origin of the bench's sandbox; API hosts take the next five ports. */
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 9430);

/** Added latency of each API host (ms): four that answer, then one that never does. */
export const API_LATENCIES = [40, 120, 300, 900, 600] as const;

/** The fifth host is the one that accepts and never answers. */
export const HANG_HOST = `api-${API_LATENCIES.length}`;

export const API_PORTS = API_LATENCIES.map((_, i) => BENCH_PORT + 1 + i);

/** Chromium's DevTools port for Lighthouse. */
export const DEVTOOLS_PORT = BENCH_PORT + 9;

export const RUN_DIR = path.join(ROOT, '.data', `bench-${BENCH_PORT}`);
export const DIST_DIR = path.join(RUN_DIR, 'dist');

export const ORIGIN = `http://127.0.0.1:${BENCH_PORT}`;

/** Debian's Chromium unless CHROME_PATH or CHROMIUM_PATH names another. */
export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests' quiet Chromium, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Runs per Lighthouse page; the table shows the median. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The live BTC sprint: an activity detail with tasks (sandbox/RULES.md, fresh seed). */
export const DETAIL_ACTIVITY_ID = 5;

/** A live activity Ada Trader can enrol in (TeamTrading, ETH_USDT, KYC). */
export const ENROL_ACTIVITY_ID = 14;

/** The floor page's path: a static page with the centre's title and one heading. */
export const FLOOR_PATH = '/bench-floor.html';

/** The 10,000-row list page, built from bench/list-page into the app's folder. */
export const LIST_PATH = '/bench-list/';

export const LIST_ROWS = 10_000;
