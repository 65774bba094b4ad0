import { test as base, expect } from '@playwright/test';

/**
 * Every test starts from fresh sandbox data, no faults and pages with their first view: what one
 * journey did (enrolments, claims, draws, read marks, a moved clock, a fault, a switch) never
 * leaks into the next.
 */
export const test = base.extend<{ freshSandbox: undefined }>({
  freshSandbox: [
    async ({ request, baseURL }, use) => {
      const response = await request.post(`${baseURL}/sandbox/api/reset`);
      expect(response.ok(), await response.text()).toBe(true);
      // A reset keeps faults: one a failed test left on must not reach the next.
      const faults = await request.delete(`${baseURL}/sandbox/api/faults`);
      expect(faults.ok(), await faults.text()).toBe(true);
      // So are the page server's switches: a journey that turned the first view off (links.spec)
      // must not send every later journey pages without one.
      const firstView = await request.post(`${baseURL}/sandbox/api/first-view`, {
        data: { on: true },
      });
      expect(firstView.ok(), await firstView.text()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
