/**
 * Host selection: how long after the race's first probe the app has chosen its host, with
 * five hosts of 40, 120, 300 and 900 ms and one that never answers.
 */
import type { Browser } from '@playwright/test';
import { API_LATENCIES, ORIGIN, RUNS } from './config.ts';
import { median } from './results.ts';

/** Session storage key of the chosen host (src/app/config.ts CHOSEN_HOST_KEY). */
const CHOSEN_HOST_KEY = 'api:host';
const HEALTH_PATH = '/v1/if/health';

interface HostRun {
  chosenAfter: number;
  /** When the chosen host's probe answer had arrived, from the race's start. */
  answeredAfter: number;
  host: string;
}

/**
 * Records when the app stores its chosen host: the selection machine's `selected` state
 * stores it on entry, so this is the moment the choice is made.
 */
function recordChoice(key: string) {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
    if (name === key && this === window.sessionStorage) {
      (window as unknown as { benchChosen: unknown }).benchChosen = {
        at: performance.now(),
        value,
      };
    }
    original.call(this, name, value);
  };
}

async function oneRun(browser: Browser): Promise<HostRun> {
  // A new context each time: nothing stored, so the race really runs (SPEC §4).
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordChoice, CHOSEN_HOST_KEY);
    await page.goto(`${ORIGIN}/en/`);
    const handle = await page.waitForFunction(
      (path) => {
        const chosen = (window as unknown as { benchChosen?: { at: number; value: string } })
          .benchChosen;
        if (!chosen) return undefined;
        const probes = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => new URL(entry.name).pathname === path);
        if (probes.length === 0) return undefined;
        const raceStart = Math.min(...probes.map((entry) => entry.startTime));
        const { host } = JSON.parse(chosen.value) as { host: string };
        const answer = probes.find((entry) => entry.name.startsWith(host));
        return {
          chosenAfter: chosen.at - raceStart,
          answeredAfter: (answer?.responseEnd ?? Number.NaN) - raceStart,
          host,
        };
      },
      HEALTH_PATH,
      { timeout: 30_000 },
    );
    return (await handle.jsonValue()) as HostRun;
  } finally {
    await context.close();
  }
}

/** The median time to a chosen host over `RUNS` fresh visits, and the fastest host's latency. */
export async function measureHostSelection(browser: Browser) {
  const runs: HostRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser));
  const fastestLatency = Math.min(...API_LATENCIES);
  const wrong = runs.find((run) => !run.host.includes('api-1.'));
  if (wrong) throw new Error(`host selection chose ${wrong.host}, not the 40 ms host`);
  return {
    chosenAfter: median(runs.map((run) => run.chosenAfter)),
    answeredAfter: median(runs.map((run) => run.answeredAfter)),
    fastestLatency,
  };
}
