import type { Page, Request } from '@playwright/test';
import en from '../../../locales/en.json' with { type: 'json' };
import { expect, test } from '../../e2e/fixtures.ts';
import { CHOSEN_HOST_KEY } from '../../e2e/models/host-paths.model.ts';
import { SandboxControl } from '../../e2e/models/sandbox-control.model.ts';
import { SessionFlow } from '../../e2e/models/session.model.ts';
import { SentCalls } from './call-times.ts';
import { FAULTS, type FaultCase } from './catalogue.ts';
import { watchAppErrors } from './console.ts';
import { hasSessionCookie, logIn } from './login.ts';
import { PendingCalls } from './pending-calls.ts';
import { QUICK_POLL } from './poll.ts';
import type { FaultContext, FaultScreen, SeenFailure } from './screen.ts';
import { SocketWatch } from './sockets.ts';

/** SPEC §9: the call time-out. */
const CALL_TIMEOUT_MS = 10_000;
const SESSION_CODES = ['00004', '434'];

const isCall = (screen: FaultScreen) => (request: Request) =>
  new URL(request.url()).pathname === screen.call;

/** Opens the screen and, for an action screen, makes its call. */
async function openAndAct(screen: FaultScreen, ctx: FaultContext) {
  await screen.open(ctx);
  await screen.act?.(ctx);
}

/** The default sandbox's ports (8080-8084), which the build's fallback host list names. */
const DEFAULT_SANDBOX_PORT = /^808[0-4]$/;

/**
 * The build's built-in fallback hosts (src/app/config.ts) are the default sandbox's ports,
 * never this suite's: the browser is kept off them (they belong to `npm start` and other
 * engineers), so a failed host list ends on the main domain's default host, the last fallback
 * of SPEC §4.
 */
async function keepOffDefaultHosts(page: Page) {
  const isDefault = (url: URL) => DEFAULT_SANDBOX_PORT.test(url.port);
  await page.route(isDefault, (route) => route.abort('connectionrefused'));
  await page.routeWebSocket(isDefault, (ws) => ws.close({ code: 1006 }));
}

/**
 * Pauses the page's clock a moment from now and returns when. On a loaded machine the page's
 * time can pass the chosen moment before the pause arrives (Playwright then refuses to go
 * back): the pause is asked again a little further ahead, three times at most.
 */
async function pauseSoon(page: Page): Promise<number> {
  for (const ahead of [100, 500, 2_000]) {
    const pausedAt = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await page.clock.pauseAt(pausedAt);
      return pausedAt;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('the page clock could not be paused ahead of its time three times');
}

async function slowOrHung(screen: FaultScreen, ctx: FaultContext, fault: FaultCase) {
  const { page, sandbox } = ctx;
  const pending = new PendingCalls(page);
  await page.clock.install();
  const sent = await SentCalls.watch(page);
  // An action screen is opened first, so only its action's call meets the fault.
  if (screen.act) await screen.open(ctx);
  const faultId = await sandbox.addFault(`route=${screen.call},${fault.effect},times=1`);
  const called = page.waitForRequest(isCall(screen));
  // Only the call the fault meets counts: not one the opening made.
  await sent.forget();
  if (screen.act) await screen.act(ctx);
  else await screen.open(ctx);
  await called;
  // The page's time when the call went out, as the page saw it (the app's timer started just
  // before): read after the request event, it was late by the event's way to the test.
  const calledAt = await sent.firstSentAt(screen.call);
  await screen.seeBusy(ctx);
  // The jump in time must time out the faulted call alone, not the page's other calls.
  await pending.waitForOnly(screen.call);
  // And only once the call has met its fault: on a loaded machine a call the browser has sent
  // may not have reached the sandbox yet. Timed out before it arrives, it is cancelled on its
  // way, the fault waits for the next call, and the retry hangs instead (seen in CI).
  await expect.poll(() => sandbox.faultHits(faultId), QUICK_POLL).toBe(1);
  // From here the page's time moves only when the test says, so the real seconds the checks
  // take never count towards the app's time-out.
  const pausedAt = await pauseSoon(page);
  const untilTimeout = calledAt + CALL_TIMEOUT_MS - pausedAt;
  // A second before the time-out the app still waits for the slow answer, and says so (unless
  // a loaded machine took that long already to get here).
  if (fault.kind === 'slow' && untilTimeout > 1_000) {
    await page.clock.runFor(untilTimeout - 1_000);
    await screen.seeBusy(ctx);
    await page.clock.runFor(1_000);
  } else {
    await page.clock.runFor(Math.max(0, untilTimeout));
  }
  await screen.seeFailure(ctx, { kind: 'timeout' });
  await page.clock.resume();
  await screen.retry(ctx);
  await screen.seeDone(ctx);
}

/** The fault `spec` breaks the screen's call: the user is told `seen` and offered a retry. */
async function failing(screen: FaultScreen, ctx: FaultContext, spec: string, seen: SeenFailure) {
  const { sandbox } = ctx;
  if (screen.act) await screen.open(ctx);
  await sandbox.addFault(spec);
  if (screen.act) await screen.act(ctx);
  else await screen.open(ctx);
  await screen.seeFailure(ctx, seen);
  // With every host down the header's account failed on its own too, with its own retry.
  const accountRetry = ctx.page.getByRole('banner').getByRole('button', { name: en.header.retry });
  if (seen.unchecked && !screen.act) {
    await expect(ctx.page.getByRole('banner')).toContainText(en.header.userFailed);
    await expect(accountRetry).toBeEnabled();
  }
  await sandbox.clearFaults();
  await screen.retry(ctx);
  if (seen.unchecked && !screen.act) await accountRetry.click();
  await screen.seeDone(ctx);
}

async function refused(screen: FaultScreen, ctx: FaultContext, code: string) {
  // As in `failing`: a screen whose call goes out as it opens (a static shell's head may send
  // it before the page has loaded) meets the fault only if it is set before the opening.
  if (screen.act) await screen.open(ctx);
  await ctx.sandbox.addFault(`route=${screen.call},code=${code}`);
  if (screen.act) await screen.act(ctx);
  else await screen.open(ctx);
  await screen.seeRefusal?.(ctx, code);
  await ctx.sandbox.clearFaults();
  await screen.afterRefusal?.(ctx);
  await screen.seeDone(ctx);
}

async function sessionEnded(screen: FaultScreen, ctx: FaultContext, code: string) {
  const { page, sandbox } = ctx;
  if (screen.act) await screen.open(ctx);
  await sandbox.addFault(`route=${screen.call},code=${code}`);
  if (screen.act) await screen.act(ctx);
  else await screen.open(ctx);
  await screen.seeLoggedOut(ctx);
  // SPEC §8: the stored session is cleared.
  await expect.poll(() => hasSessionCookie(page), QUICK_POLL).toBe(false);
  await sandbox.clearFaults();
  await logIn(page, screen.user);
  await page.reload();
  await openAndAct(screen, ctx);
  await screen.seeDone(ctx);
}

async function loginRequired(screen: FaultScreen, ctx: FaultContext) {
  const { page, sandbox } = ctx;
  if (screen.act) await screen.open(ctx);
  await sandbox.addFault(`route=${screen.call},code=600`);
  if (screen.act) await screen.act(ctx);
  else await screen.open(ctx);
  // SPEC §8: code 600 sends the user to log in, and back here afterwards.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === screen.path,
  );
  expect(await hasSessionCookie(page)).toBe(false);
  await sandbox.clearFaults();
  await new SessionFlow(page).loginAs(screen.user);
  await expect(page).toHaveURL((url) => url.pathname === screen.path);
  await openAndAct(screen, { ...ctx, page });
  await screen.seeDone(ctx);
}

async function socketDrop(screen: FaultScreen, ctx: FaultContext) {
  const { page, sandbox } = ctx;
  const sockets = new SocketWatch(page);
  await screen.open(ctx);
  // The public socket and the trader's private one.
  const before = await sockets.waitForOpen(2);
  await sandbox.addFault('ws=drop');
  await sockets.waitForReconnect(before);
  await screen.seeLive(ctx);
  await screen.seeDone(ctx);
}

/**
 * A host list that cannot be had (both mirrors down, or undecryptable): the app falls back to
 * the built-in list, then to the main domain's default host, and the user never hears of it.
 */
async function hostListLost(screen: FaultScreen, ctx: FaultContext, fault: FaultCase) {
  const { page, sandbox, baseURL } = ctx;
  await keepOffDefaultHosts(page);
  await sandbox.addFault(fault.effect);
  const called = page.waitForRequest(isCall(screen));
  await openAndAct(screen, ctx);
  // The call went to the main domain's default host: every other way was down.
  expect(new URL((await called).url()).origin).toBe(new URL(baseURL).origin);
  await screen.seeDone(ctx);
  // SPEC §8: a failed host list is not shown to the user.
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/**
 * Every API host is down, numeric names included, once the page has its chosen host (adopted
 * from session storage on the next page). The first call that gets no answer makes the app
 * leave that host and race the others (use pass 2, finding 1); calls made meanwhile go to the
 * main domain's default host (plain static files), the last fallback of SPEC §4, which is up.
 * So a read is sent once more there and its screen works with no failure shown. A write is
 * not resent (it may have arrived): the check after it reaches the exchange and finds it not
 * done, so the user is offered the same action again, never a re-check that fails as well.
 */
async function chosenHostDown(screen: FaultScreen, ctx: FaultContext, fault: FaultCase) {
  const { page } = ctx;
  const storedHost = () => page.evaluate((key) => sessionStorage.getItem(key), CHOSEN_HOST_KEY);
  await screen.open(ctx);
  await expect.poll(storedHost, QUICK_POLL).not.toBeNull();
  const chosen = await storedHost();
  if (screen.act) {
    await failing(screen, ctx, fault.effect, { kind: 'network' });
  } else {
    await ctx.sandbox.addFault(fault.effect);
    await screen.open(ctx);
    await screen.seeDone(ctx);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // The tab no longer keeps the host that stopped answering: a reload does not adopt it.
  expect(await storedHost()).not.toBe(chosen);
}

const onCall = (screen: FaultScreen, fault: FaultCase) => `route=${screen.call},${fault.effect}`;

async function runFault(screen: FaultScreen, ctx: FaultContext, fault: FaultCase) {
  switch (fault.kind) {
    case 'slow':
    case 'hang':
      return slowOrHung(screen, ctx, fault);
    case 'failure':
      return failing(screen, ctx, onCall(screen, fault), { kind: fault.failure });
    case 'code':
      if (SESSION_CODES.includes(fault.code)) return sessionEnded(screen, ctx, fault.code);
      if (fault.code === '600') return loginRequired(screen, ctx);
      if (screen.refusals?.includes(fault.code)) return refused(screen, ctx, fault.code);
      return failing(screen, ctx, onCall(screen, fault), { kind: 'code', code: fault.code });
    case 'socket':
      return socketDrop(screen, ctx);
    case 'hosts':
      if (fault.hosts === 'api') return chosenHostDown(screen, ctx, fault);
      return hostListLost(screen, ctx, fault);
  }
}

/**
 * One test per fault of the catalogue on this screen, named `<screen> × <fault>`. Each asserts
 * what the user sees, that no uncaught error reached the console, and the data afterwards.
 */
export function defineFaultSuite(screen: FaultScreen): void {
  test.describe(screen.name, () => {
    for (const fault of FAULTS) {
      test(`${screen.name} × ${fault.name}`, async ({ page, request, baseURL }) => {
        const errors = watchAppErrors(page);
        const ctx: FaultContext = {
          page,
          request,
          baseURL: baseURL ?? '',
          sandbox: new SandboxControl(request, baseURL ?? ''),
        };
        // A fault left by a failed test must not reach this one (a reset keeps faults).
        await ctx.sandbox.clearFaults();
        await logIn(page, screen.user);
        await runFault(screen, ctx, fault);
        await expect(page.getByRole('heading', { name: en.errors.crashed.title })).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  });
}
