import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './models/a11y.model.ts';
import { AgentPage } from './models/agent.model.ts';
import { SessionFlow } from './models/session.model.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await axeViolations(page).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('an agent sees every part, and scrolls the referrals far down a virtualised list', async ({
  page,
  errors,
}) => {
  // The dashboard, its 10,000-row lists, the programme links and the poster, each audited by axe.
  test.setTimeout(60_000);
  const agent = new AgentPage(page);
  await new SessionFlow(page).logIn('agent@demo.test', '/agent');
  await agent.seeState('dashboard');
  for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
    await agent.seeLoaded(part);
  }
  await expect(agent.part('detail')).toContainText('Gold agent');
  await expect(agent.part('detail')).toContainText('30%');
  await expect(agent.part('detail')).toContainText('2,000');
  await expect(agent.loadedText('rebates')).toHaveText('50 of 10,000 loaded');
  await expect(agent.loadedText('referrals')).toHaveText('50 of 2,000 loaded');
  await expect(agent.part('referrals').getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  await expectNoAxeViolations(page);

  await agent.scrollToRow('referrals', 1200);
  await expect(agent.rowAt('referrals', 1200)).toContainText(/\d{8}/);
  // Virtualised: a handful of rows in the page, however far down the user is.
  expect(await agent.rowsInPage('referrals')).toBeLessThan(40);
  // The pages scrolled through (those a fast scroll skipped stay unloaded), none below.
  await expect(agent.loadedText('referrals')).toHaveText(/^(\d{2,3}|1,[0-2]\d\d) of 2,000 loaded$/);
  // The other list did not load a single page more.
  await expect(agent.loadedText('rebates')).toHaveText('50 of 10,000 loaded');
  expect(errors).toEqual([]);
});

test('an affiliate without the performance view sees the dashboard without it', async ({
  page,
  errors,
}) => {
  // The dashboard, its 10,000-row lists, the programme links and the poster, each audited by axe.
  test.setTimeout(60_000);
  const agent = new AgentPage(page);
  await new SessionFlow(page).logIn('affiliate@demo.test', '/agent');
  await agent.seeState('dashboard');
  for (const part of ['detail', 'marquee', 'rebates', 'referrals'] as const) {
    await agent.seeLoaded(part);
  }
  await agent.seeHidden('performance');
  await expect(agent.part('detail')).toContainText('Bronze agent');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a trader who is no agent is told so and pointed to the affiliate programme', async ({
  page,
  errors,
}) => {
  const agent = new AgentPage(page);
  await new SessionFlow(page).logIn('trader@demo.test', '/agent');
  await agent.seeState('notAgent');
  await expect(page.getByRole('heading', { name: 'This dashboard is for agents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the affiliate programme' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the download page offers the stores and a way back to the browser', async ({
  page,
  errors,
}) => {
  await page.goto('/en/download?redirect=%2Factivity%2F2');
  await expect(page.locator('.download')).toHaveAttribute('data-state', 'ready');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get the Sandbox Exchange app' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.sandbox-exchange\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.sandbox-exchange\.com\//,
  );
  await expect(page.getByRole('img', { name: 'QR code to download the app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue in the browser' }).click();
  await expect(page).toHaveURL(/\/en\/activity\/2$/);
  expect(errors).toEqual([]);
});
