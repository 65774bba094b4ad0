import type { Page } from '@playwright/test';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { AgentPage } from './models/agent.model.ts';
import { NewcomerEvent } from './models/beginner.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { EventFrame, EventIndexPage } from './models/events.model.ts';
import { InboxPage } from './models/inbox.model.ts';
import { RewardsPage } from './models/rewards.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';
import { SessionFlow } from './models/session.model.ts';
import { RequestLog } from './models/transport.model.ts';

/**
 * Every READ call of SPEC §7, by its name in src/api/contract.ts. Left out: the writes (apply,
 * general/apply, nonProductized/apply, obtainReward, recharge_trans_task/obtainReward,
 * kol/bind, backApply, readPushMsg), the health probe (a host file call of its own) and the
 * lottery calls, which SPEC §7 does not name.
 */
const SPEC_READ_CALLS: readonly CallName[] = [
  'mainBanner',
  'activityList',
  'pushList',
  'pushCount',
  'pushDetail',
  'userInfo',
  'isAgent',
  'noLoginDetail',
  'activityDetail',
  'beginnerTaskCompletions',
  'rewardList',
  'applyStatus',
  'generalApplyStatus',
  'userVipCode',
  'beginnerEligible',
  'beginnerNoLoginEligible',
  'getRegisterCode',
  'getActivityId',
  'generalGetActivityId',
  'nonProductizedDetail',
  'nonProductizedApplyStatus',
  'getAliasList',
  'getAlias',
  'introduce',
  'customizedBaseInfo',
  'agentPermission',
  'agentDetail',
  'agentMarquee',
  'agentRebateList',
  'agentReferralList',
  'agentPerformance',
  'generalTaskCompletions',
  'userShareContent',
  'checkAirdropPosition',
  'airdropProduct',
  'checkAirdropPositionByProduct',
  'checkShowActivity',
  'kline',
  'beginnerShareContent',
  'metaData',
  'areaCodeList',
];

/** The live (or upcoming) activity of a type, as its card in the centre links to it. */
async function activityHref(page: Page, type: string, stage = 'IN_PROGRESS'): Promise<string> {
  const centre = new CentrePage(page);
  await centre.open('/');
  const link = page.locator(
    `article.activity-card[data-type="${type}"][data-stage="${stage}"] a.activity-link`,
  );
  await expect(link.first()).toBeAttached();
  return (await link.first().getAttribute('href')) ?? '';
}

async function logIn(page: Page, email: string) {
  await new SessionFlow(page).logIn(email, '/');
  await expect(page.locator('.account')).toHaveAttribute('data-state', 'ready');
}

async function openActivity(page: Page, href: string) {
  const activity = new ActivityPage(page);
  await activity.open(href);
  return activity;
}

test('the walk lists every read call of SPEC §7', () => {
  // Every GET of the contract is a read: each must be on the list (or be the health probe).
  const gets = (Object.keys(CALLS) as CallName[]).filter(
    (name) => CALLS[name].method === 'GET' && name !== 'health',
  );
  expect(gets.filter((name) => !SPEC_READ_CALLS.includes(name))).toEqual([]);
});

test('a visitor, a trader, a newbie, an overseas user and an agent together make every read call of SPEC §7', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const log = new RequestLog(page, baseURL!);
  await log.clear();

  // A visitor browses the centre, a trading competition (with its chart), a custom campaign,
  // the lottery, the newcomer event (would a new account qualify?), the events index, an
  // /events page and a campaign code link.
  const sprint = await activityHref(page, 'PersonalTrading');
  const custom = await activityHref(page, 'TradingDepositBonus');
  const lottery = await activityHref(page, 'Lottery');
  const newcomer = await activityHref(page, 'NewUser');
  // The upcoming newcomer event asks for a VIP code; the newbie joins it once it has started.
  const upcomingNewcomer = await activityHref(page, 'NewUser', 'NOT_START');
  await openActivity(page, sprint);
  await expect(page.locator('.price-chart')).toHaveAttribute('data-state', 'live');
  await openActivity(page, custom);
  await openActivity(page, lottery);
  await openActivity(page, newcomer);
  await new NewcomerEvent(page).seeEligibility('eligible', /qualif/);
  const events = new EventIndexPage(page);
  await events.open();
  await events.openEvent('BTC Trading Sprint');
  await new EventFrame(page).seeShown();
  await openActivity(page, '/activity/by-code/daily-trading-lottery');

  // A trader: the header's badge, the same pages logged in, the share poster, rewards, inbox.
  await logIn(page, 'trader@demo.test');
  await openActivity(page, sprint);
  await expect(page.locator('[data-slot="share"]')).toBeAttached();
  await openActivity(page, custom);
  // The exchange announces a clock jump while the custom campaign is open: the page reloads it
  // through its own (nonProductized) detail call.
  await new SandboxControl(page.request, baseURL!).moveClock('+1m');
  await expect.poll(async () => (await log.names()).has('nonProductizedDetail')).toBe(true);
  await openActivity(page, '/events/btc-trading-sprint-competition');
  await new ActivityPage(page).seeTasksShown();
  const rewards = new RewardsPage(page);
  await rewards.open();
  await rewards.seeState('ready');
  const inbox = new InboxPage(page);
  await inbox.open();
  await inbox.openMessage(inbox.list.getByRole('link').first());
  await expect(inbox.detail).toHaveAttribute('data-state', 'shown');

  // A newbie: the newcomer event (eligibility, tasks, share content), a KOL bound by phone
  // with the area-code picker, enrolling with the register code.
  await logIn(page, 'newbie@demo.test');
  const activity = await openActivity(page, newcomer);
  const event = new NewcomerEvent(page);
  await event.seeEligibility('eligible', /qualif/);
  await event.bindByPhone('Germany', '0151 1234 5678');
  await event.seeKolBound('Max to the Moon');
  await activity.enrol();
  await expect(activity.enrolment).toHaveAttribute('data-state', /awaitingCode|code/);

  // An overseas user tries the airdrop campaign: its position check runs before enrolling.
  await logIn(page, 'overseas@demo.test');
  const airdrop = await activityHref(page, 'Deposit');
  const deposit = await openActivity(page, airdrop);
  await deposit.enrol();
  await deposit.seeEnrolment('refused');

  // An agent opens the dashboard: permission, detail, marquee, performance and both lists.
  await logIn(page, 'agent@demo.test');
  const agent = new AgentPage(page);
  await agent.open();
  await agent.seeState('dashboard');
  for (const part of ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const) {
    await agent.seeLoaded(part);
  }
  // Under it, the agent's own invitation poster.
  await expect(page.locator('section.share .share-body')).toHaveAttribute('data-state', 'ready');

  // Days later the upcoming newcomer event has started: the newbie joins it with a VIP code,
  // which the page looks up for them (userVipCode).
  await new SandboxControl(page.request, baseURL!).moveClock('+6d');
  await logIn(page, 'newbie@demo.test');
  const later = await openActivity(page, upcomingNewcomer);
  await later.enrol();
  await expect(later.enrolment).toHaveAttribute('data-state', /awaitingCode|code/);
  // The look-up starts as the code step opens, and its answer fills in the hint.
  await expect.poll(async () => (await log.names()).has('userVipCode')).toBe(true);

  const made = await log.names();
  expect(
    SPEC_READ_CALLS.filter((name) => !made.has(name)),
    'read calls of SPEC §7 no screen made',
  ).toEqual([]);
});
