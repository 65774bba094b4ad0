import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { AgentPage } from '../e2e/models/agent.model.ts';
import { SessionFlow } from '../e2e/models/session.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import { defineFaultSuite } from './support/suite.ts';

defineFaultSuite({
  name: 'agent dashboard',
  user: 'agent@demo.test',
  path: '/agent',
  call: '/v1/mix/agent/is_agent',
  open: async ({ page }) => {
    await page.goto('/agent');
  },
  seeBusy: async ({ page }) => {
    await expect(new AgentPage(page).root).toHaveAttribute('data-state', 'checkingAgent');
  },
  seeFailure: async ({ page }, failure) => {
    const agent = new AgentPage(page);
    await expect(agent.root).toHaveAttribute('data-state', 'failed');
    const alert = agent.root.getByRole('alert');
    await expect(alert).toContainText(failureWords(failure));
    await expect(alert.getByRole('button', { name: en.agent.retry })).toBeEnabled();
  },
  retry: async ({ page }) => {
    await new AgentPage(page).root.getByRole('button', { name: en.agent.retry }).click();
  },
  seeDone: async ({ page }) => {
    const agent = new AgentPage(page);
    await agent.seeState('dashboard');
    for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
      await agent.seeLoaded(part);
    }
    await expect(agent.rowAt('referrals', 1)).toHaveAttribute('data-loaded', 'true');
    await new SessionFlow(page).seeSignedIn('Alex');
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
    await new AgentPage(page).seeState('anonymous');
  },
  seeLive: async ({ page, sandbox }) => {
    const agent = new AgentPage(page);
    await agent.seeState('dashboard');
    const badge = page.locator('.app-header .inbox-badge');
    const before = await badge.getAttribute('aria-label');
    // A trade completes Alex's lucky-draw task: the message it writes is pushed to the header.
    await sandbox.simulate('trade', { email: 'agent@demo.test', volume: 100, market: 'spot' });
    await expect(badge).not.toHaveAttribute('aria-label', before ?? '');
  },
});
