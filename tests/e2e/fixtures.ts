import { test as base, expect } from '@playwright/test';

/**
 * Every test starts from fresh sandbox data and no faults: what one journey did (enrolments,
 * claims, draws, read marks, a moved clock, a fault) never leaks into the next.
 */
export const test = base.extend<{ freshSandbox: undefined }>({
  freshSandbox: [
    async ({ request, baseURL }, use) => {
      const response = await request.post(`${baseURL}/sandbox/api/reset`);
      expect(response.ok(), await response.text()).toBe(true);
      // A reset keeps faults: one a failed test left on must not reach the next.
      const faults = await request.delete(`${baseURL}/sandbox/api/faults`);
      expect(faults.ok(), await faults.text()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
