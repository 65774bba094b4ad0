import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AgentPage } from './models/agent.model.ts';
import { SessionFlow } from './models/session.model.ts';

const AGENT = 'agent@demo.test';
/** The agent's rebate list call (sandbox/RULES.md "Agents"). */
const REBATE_LIST = /\/rebate\/list\/\d+/;

const pageOf = (request: Request) => Number(new URL(request.url()).searchParams.get('pageIndex'));

test('scrolling to the end of 10,000 rebates loads the last page with one call', async ({
  page,
  errors,
}) => {
  const agent = new AgentPage(page);
  const calls: number[] = [];
  page.on('request', (request) => {
    if (REBATE_LIST.test(request.url())) calls.push(pageOf(request));
  });
  await new SessionFlow(page).logIn(AGENT, '/agent');
  await agent.seeLoaded('rebates');
  await expect(agent.loadedText('rebates')).toHaveText('50 of 10,000 loaded');
  expect(calls).toEqual([1]);

  await agent.jumpToEnd('rebates');
  await agent.seeRowLoaded('rebates', 10_000);
  await expect(agent.rowAt('rebates', 10_000)).toBeInViewport();
  await expect(agent.rowAt('rebates', 9_993)).toHaveAttribute('data-loaded', 'true');
  // One call, for the last page only: the 198 pages between stay unloaded.
  expect(calls).toEqual([1, 200]);
  await expect(agent.loadedText('rebates')).toHaveText('100 of 10,000 loaded');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an agent’s rows show their dates and statuses whole', async ({ page, errors }) => {
    const agent = new AgentPage(page);
    await new SessionFlow(page).logIn(AGENT, '/agent');
    for (const list of ['rebates', 'referrals'] as const) {
      await agent.seeLoaded(list);
      await agent.seeRowLoaded(list, 1);
      expect(await agent.cutTexts(list)).toEqual([]);
    }
    await expect(agent.rowAt('referrals', 1)).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(agent.rowAt('referrals', 1)).toContainText(/Verified|Not verified/);
    for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
      expect(await agent.overflowingTexts(part)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('in Arabic, every total fits its card and no row text is cut', async ({ page, errors }) => {
    const agent = new AgentPage(page);
    await new SessionFlow(page).logIn(AGENT, '/agent');
    await page.goto('/ar/agent');
    await agent.seeState('dashboard');
    for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
      await agent.seeLoaded(part);
    }
    await agent.seeRowLoaded('referrals', 1);
    await page.screenshot({ path: '/tmp/flows/agent-ar-375.png', fullPage: true });
    for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
      expect(await agent.overflowingTexts(part)).toEqual([]);
    }
    for (const list of ['rebates', 'referrals'] as const) {
      expect(await agent.cutTexts(list)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
