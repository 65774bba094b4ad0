/**
 * INP of the enrol and claim clicks under 4x CPU throttling (Chrome DevTools protocol), as
 * Ada Trader: enrol in a live activity, and claim the task she has ready (sandbox/RULES.md).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { DETAIL_ACTIVITY_ID, ENROL_ACTIVITY_ID, ORIGIN, RUNS } from './config.ts';
import { median } from './results.ts';

/** The smallest duration the Event Timing API reports (ms): a faster interaction reads as it. */
export const EVENT_TIMING_FLOOR_MS = 16;
const CPU_SLOWDOWN = 4;

/** An Event Timing entry; `interactionId` groups the events of one click or key press. */
type EventTiming = PerformanceEntry & { interactionId?: number };

/** Keeps, per interaction, the longest event of it: that is its latency (INP's definition). */
function observeInteractions(floor: number) {
  const longest = new Map<number, number>();
  (window as unknown as { benchInteractions: Map<number, number> }).benchInteractions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTiming[]) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({
    type: 'event',
    durationThreshold: floor,
    buffered: true,
  } as PerformanceObserverInit);
}

async function logIn(page: Page) {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('Email').fill('trader@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Clicks `target` with the CPU slowed down, waits for what the user then sees, and returns
 * the interaction's latency.
 */
async function clickLatency(page: Page, target: Locator, seen: Locator): Promise<number> {
  await target.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (el) => !(el as HTMLButtonElement).disabled,
    await target.elementHandle(),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.evaluate(() =>
      (window as unknown as { benchInteractions: Map<number, number> }).benchInteractions.clear(),
    );
    await target.click();
    await seen.first().waitFor({ state: 'visible', timeout: 20_000 });
    // Event timing entries arrive after the frame that shows the click's result.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const latencies = await page.evaluate(() => [
      ...(
        window as unknown as { benchInteractions: Map<number, number> }
      ).benchInteractions.values(),
    ]);
    return Math.max(EVENT_TIMING_FLOOR_MS, ...latencies);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function oneRun(browser: Browser, resetSandbox: () => Promise<void>) {
  await resetSandbox();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions, EVENT_TIMING_FLOOR_MS);
    await logIn(page);

    await page.goto(`${ORIGIN}/en/activity/${ENROL_ACTIVITY_ID}`);
    const enrolment = page.locator('section.enrolment');
    const enrol = await clickLatency(
      page,
      enrolment.getByRole('button', { name: 'Enrol now' }),
      enrolment.getByText('You’re enrolled'),
    );

    await page.goto(`${ORIGIN}/en/activity/${DETAIL_ACTIVITY_ID}`);
    const tasks = page.locator('section.tasks');
    const claim = await clickLatency(
      page,
      tasks.getByRole('button', { name: 'Claim reward' }).first(),
      tasks.getByText('Reward granted'),
    );
    return { enrol, claim };
  } finally {
    await context.close();
  }
}

/** The median INP of each click over `RUNS` visits, each on fresh sandbox data. */
export async function measureInteractions(browser: Browser, resetSandbox: () => Promise<void>) {
  const runs: { enrol: number; claim: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser, resetSandbox));
  return {
    enrol: median(runs.map((run) => run.enrol)),
    claim: median(runs.map((run) => run.claim)),
  };
}
