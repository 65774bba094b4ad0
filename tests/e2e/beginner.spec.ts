import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { NewcomerEvent } from './models/beginner.model.ts';
import type { Collector } from './models/monitoring.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** The live NewUser (newcomer) event and the live TeamTrading race of a fresh seed. */
const LIVE_NEWCOMER = 2;
const LIVE_TEAM_TRADING = 14;

/** The KOL form's drafts this tab keeps (session storage), by key. */
const keptKolDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('kol:draft:')));

/**
 * Nico types MOONMAX in the newcomer event's KOL form and presses Bind as his session ends
 * (00004, once); then `email` logs in from the login page, which brings them back to the event.
 */
async function kolCodeTypedAsSessionEndsAtBind(page: Page, collector: Collector, email: string) {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  const session = new SessionFlow(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, 'newbie@demo.test');
  await activity.seeTasksShown();
  await newcomer.typeKol('code', 'MOONMAX');
  await collector.addFault('route=/v1/activity/beginner/kol/bind,code=00004,times=1');
  await newcomer.pressBind();
  await expect(session.account).toHaveAttribute('data-state', 'anonymous');

  await session.startLogin();
  await session.loginAs(email);
  await expect(page).toHaveURL((url) => url.pathname === `/activity/${LIVE_NEWCOMER}`);
  return { activity, newcomer, session };
}

test('a visitor learns that a new account qualifies for the newcomer event, and is offered Sign up', async ({
  page,
  errors,
}) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  await activity.open(`/activity/${LIVE_NEWCOMER}`);
  await activity.seeEnrolment('visitor');
  await newcomer.seeEligibility('eligible', 'A new account qualifies for this newcomer event.');
  await newcomer.seeSignUpOffered();
  await activity.expectAccessible();
  expect(errors).toEqual([]);
});

test('an old account is told why the newcomer event is not for it', async ({ page }) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`);
  await newcomer.seeEligibility('notEligible', 'accounts registered in the last 30 days');
  await expect(newcomer.eligibility).toContainText("haven't made a deposit yet");
});

test('a newbie sees their account created, then binds a KOL in place: a refusal, then by phone', async ({
  page,
  errors,
}) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, 'newbie@demo.test');
  await newcomer.seeEligibility('eligible', 'Your account qualifies');
  await activity.seeTasksShown();
  await newcomer.seeTaskDone('Create your account');

  await newcomer.bindByCode('x');
  await newcomer.seeKolError('A KOL code has 3 to 20 letters and digits.');
  await newcomer.bindByCode('NOBODY');
  await newcomer.seeKolError('unknown KOL code: NOBODY');
  await activity.expectAccessible();

  await newcomer.bindByPhone('Germany', '0151 1234 5678');
  await newcomer.seeKolBound('Max to the Moon');
  expect(errors).toEqual([]);
});

// Use pass 2, finding 10: the session ends on the Bind call (00004); after logging in again the
// form still holds what was typed and the way chosen, so Bind is simply pressed again.
test('a KOL code typed before the session ended at Bind is there again after logging in', async ({
  page,
  collector,
}) => {
  const { activity, newcomer } = await kolCodeTypedAsSessionEndsAtBind(
    page,
    collector,
    'newbie@demo.test',
  );
  await activity.seeTasksShown();
  await newcomer.seeKolTyped('code', 'MOONMAX');
  await newcomer.pressBind();
  await newcomer.seeKolBound('Max to the Moon');
  // Bound: nothing is kept for the next visit.
  expect(await keptKolDrafts(page)).toEqual([]);
});

// A shared phone: what one trader typed in the KOL form is theirs. The next trader to log in on
// the same tab never sees it, and a logout forgets it (the same trader finds an empty form too).
test('a KOL code typed before a logout is not shown to the next trader on the tab, nor kept', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  const session = new SessionFlow(page);
  const path = `/activity/${LIVE_NEWCOMER}`;
  /** `email` (`name`) logs in, opens the event again and finds the KOL form empty. */
  const logInToAnEmptyForm = async (email: string, name: string) => {
    await session.loginAs(email);
    await expect(page).not.toHaveURL(/\/login/);
    await activity.open(path);
    await session.seeSignedIn(name);
    await activity.seeTasksShown();
    await newcomer.seeKolTyped('code', '');
  };

  await activity.openAsTrader(path, 'newbie@demo.test');
  await activity.seeTasksShown();
  await newcomer.typeKol('code', 'MOONMAX');
  await session.logout();

  await logInToAnEmptyForm('twin@demo.test', 'Tess Twin');
  expect(await keptKolDrafts(page)).toEqual([]);

  // Nico again: the logout forgot what he typed.
  await session.logout();
  await logInToAnEmptyForm('newbie@demo.test', 'Nico Newbie');
});

// The session ends at Bind (00004) and someone else logs in on the tab: the draft waited for its
// own account only (the journey above it), so the other account neither sees nor keeps it.
test('a KOL code kept after the session ended at Bind is not shown to another trader logging in', async ({
  page,
  collector,
}) => {
  const { activity, newcomer, session } = await kolCodeTypedAsSessionEndsAtBind(
    page,
    collector,
    'twin@demo.test',
  );
  await session.seeSignedIn('Tess Twin');
  await activity.seeTasksShown();
  await newcomer.seeKolTyped('code', '');
  await expect.poll(() => keptKolDrafts(page)).toEqual([]);
});

test('the phone way, its area code and the number come back after a reload', async ({ page }) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, 'newbie@demo.test');
  await activity.seeTasksShown();
  await newcomer.chooseCountry('Germany');
  await newcomer.typeKol('phone', '0151 1234 5678');
  await page.reload();
  await activity.seeTasksShown();
  await newcomer.seeKolTyped('phone', '0151 1234 5678');
  await newcomer.seeCountry('Germany');
  await newcomer.pressBind();
  await newcomer.seeKolBound('Max to the Moon');
});

test('a trader withdraws a fresh enrolment, and cannot once a task is completed', async ({
  page,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  const newcomer = new NewcomerEvent(page);
  await activity.openAsTrader(`/activity/${LIVE_TEAM_TRADING}`);
  await activity.enrol();
  await activity.seeEnrolled();
  await newcomer.withdraw();
  await activity.seeEnrolment('notApplied');

  await activity.enrol();
  await activity.seeEnrolled();
  await sandbox.trade('trader@demo.test', 20_000);
  await newcomer.withdraw();
  await newcomer.seeWithdrawRefused('a task is already completed');
  await activity.seeEnrolment('applied');
});

test('on a phone, a newbie who can enrol and claim sees one pinned action, not two on one spot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const activity = new ActivityPage(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, 'newbie@demo.test');
  await activity.seeTasksShown();
  // Both want the bottom of the screen: the enrol button and the claim of the account task.
  await expect(activity.enrolment.getByRole('button', { name: 'Enrol now' })).toBeVisible();
  await expect(page.locator('.claim-bar-item')).not.toHaveCount(0);
  const pinned = await page.locator('.activity-detail .phone-action').evaluateAll((elements) =>
    elements
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { text: el.textContent, top: box.top, bottom: box.bottom };
      }),
  );
  expect(pinned.map((p) => p.text)).toContain('Enrol now');
  for (const [i, a] of pinned.entries()) {
    for (const b of pinned.slice(i + 1)) {
      const overlap = a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `"${a.text}" and "${b.text}" overlap`).toBe(false);
    }
  }
});
