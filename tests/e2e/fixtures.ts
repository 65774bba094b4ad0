import { test as base, expect } from '@playwright/test';
import { watchConsole } from './models/console.ts';
import { InboxPage } from './models/inbox.model.ts';
import { Collector } from './models/monitoring.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';

/**
 * Every test starts from fresh sandbox data, no faults and pages with their first view: what one
 * journey did (enrolments, claims, draws, read marks, a moved clock, a fault, a switch) never
 * leaks into the next.
 */
/** What a suite sets for all its tests (`use` in its Playwright config). */
export interface SandboxOptions {
  /**
   * Whether pages come with their first view (the page server): on for the journeys, off for
   * the fault suite, whose faults must meet the screens' own calls. Every test starts so.
   */
  firstView: boolean;
}

/** What a journey may ask for besides Playwright's own fixtures. */
interface JourneyFixtures {
  freshSandbox: undefined;
  /** The sandbox's control API (its clock, simulations, faults). */
  sandbox: SandboxControl;
  /** The sandbox's collectors (tracking, error reports) and its fault switch. */
  collector: Collector;
  /** Ada logged in, on her inbox with its list shown. */
  traderInbox: InboxPage;
  /** The page's console errors and uncaught exceptions so far, for a journey to assert none. */
  errors: string[];
}

export const test = base.extend<JourneyFixtures & SandboxOptions>({
  firstView: [true, { option: true }],
  sandbox: async ({ request, baseURL }, use) => {
    if (!baseURL) throw new Error('the sandbox fixture needs a baseURL in the Playwright config');
    await use(new SandboxControl(request, baseURL));
  },
  collector: async ({ request, baseURL }, use) => {
    if (!baseURL) throw new Error('the collector fixture needs a baseURL in the Playwright config');
    await use(new Collector(request, baseURL));
  },
  errors: async ({ page }, use) => {
    await use(watchConsole(page));
  },
  // After the console watch: an error while the inbox opens counts too.
  traderInbox: async ({ page, errors }, use) => {
    void errors;
    const inbox = new InboxPage(page);
    await inbox.openAsTrader();
    await use(inbox);
  },
  freshSandbox: [
    async ({ request, baseURL, firstView: on }, use) => {
      const response = await request.post(`${baseURL}/sandbox/api/reset`);
      expect(response.ok(), await response.text()).toBe(true);
      // A reset keeps faults: one a failed test left on must not reach the next.
      const faults = await request.delete(`${baseURL}/sandbox/api/faults`);
      expect(faults.ok(), await faults.text()).toBe(true);
      // So are the page server's switches: a journey that turned the first view off (links.spec)
      // must not send every later journey pages without one.
      const firstView = await request.post(`${baseURL}/sandbox/api/first-view`, { data: { on } });
      expect(firstView.ok(), await firstView.text()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
