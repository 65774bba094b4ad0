import { test as base, expect } from '@playwright/test';

/**
 * Every test starts from fresh sandbox data: what one journey did (enrolments, claims, draws,
 * read marks, a moved clock) never leaks into the next.
 */
export const test = base.extend<{ freshSandbox: undefined }>({
  freshSandbox: [
    async ({ request, baseURL }, use) => {
      const response = await request.post(`${baseURL}/sandbox/api/reset`);
      expect(response.ok(), await response.text()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
