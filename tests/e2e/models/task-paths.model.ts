import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { CutReads } from './cut-reads.model.ts';
import type { SandboxControl } from './sandbox-control.model.ts';
import { SessionFlow } from './session.model.ts';

const DAY = 86_400_000;

/** Playwright's own requests run in Node, which does not resolve `*.localhost` to loopback. */
export const nodeReachable = (url: string): string =>
  url.replace(/^(https?:\/\/)[^/:]+\.localhost(?=[:/])/, '$1127.0.0.1');

/**
 * Holds the app's calls to one API route, but only the calls it was armed for: the next one
 * after `arm()` waits for the path to decide its fate, later ones go on to the sandbox. So the
 * re-read of a task can wait while the list's own reload of the same call goes through.
 */
export class RouteHold {
  private armed = 0;
  private readonly held: Route[] = [];
  private readonly cut = new CutReads();

  private constructor(private readonly pattern: RegExp) {}

  /** Starts watching calls whose path is `route`, on whichever host the app chose. */
  static async watch(page: Page, route: string): Promise<RouteHold> {
    const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const hold = new RouteHold(new RegExp(`^https?://[^/]+${escaped}(\\?|$)`));
    await page.route(hold.pattern, async (call) => {
      if (await hold.cut.dropResend(call)) return;
      if (call.request().method() === 'OPTIONS' || hold.armed === 0) {
        await call.fallback();
        return;
      }
      hold.armed -= 1;
      hold.held.push(call);
    });
    return hold;
  }

  /** The next call (one more each time) will be held. */
  arm() {
    this.armed += 1;
  }

  /** Forgets calls it was armed for that never came. */
  disarm() {
    this.armed = 0;
  }

  /** How many calls wait. */
  get waiting(): number {
    return this.held.length;
  }

  /** Waits for the oldest held call (10 s at most) and hands it over. */
  async next(): Promise<Route> {
    await expect.poll(() => this.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return this.held.shift()!;
  }

  /** The oldest held call, without releasing it. */
  async peek(): Promise<Request> {
    await expect.poll(() => this.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return this.held[0]!.request();
  }

  /** Sends the oldest held call on to the sandbox, which answers it for real. */
  async pass() {
    await (await this.next()).fallback();
  }

  /** The oldest held call, a write, never reaches the exchange: the connection is cut. */
  async drop() {
    await (await this.next()).abort('connectionreset');
  }

  /**
   * The oldest held call, a read, never reaches the exchange, nor does the app's resend of it
   * to another host: the read fails for the app.
   */
  async dropRead() {
    await this.cut.drop(await this.next());
  }

  /** Sends the oldest held call on, and rewrites the sandbox's real answer on its way back. */
  async passRewritten(rewrite: (body: { data?: Record<string, unknown> }) => void) {
    const call = await this.next();
    const request = call.request();
    const response = await call.fetch({ url: nodeReachable(request.url()) });
    const body = (await response.json()) as { data?: Record<string, unknown> };
    rewrite(body);
    await call.fulfill({ response, body: JSON.stringify(body) });
  }

  /**
   * Releases the held calls to the sandbox, but for the oldest `keep` (a re-read that still
   * waits for the path), and holds no more.
   */
  async release(keep = 0) {
    this.disarm();
    for (const call of this.held.splice(keep)) await call.fallback();
  }
}

/** One request sent again as it was: same headers, signature, token and idempotency key. */
export async function replay(page: Page, request: Request) {
  const response = await page.request.fetch(nodeReachable(request.url()), {
    method: request.method(),
    headers: await request.allHeaders(),
    data: request.postData() ?? undefined,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { code: string };
}

/** More list reloads than the trades of one target can push. */
const QUIET_RELOADS = 10;

/** The first moment of the next UTC day, plus a minute: a daily task starts a new period. */
export const nextUtcDay = (now: number): number => (Math.floor(now / DAY) + 1) * DAY + 60_000;

/** One task card of the activity page and the task list around it, as the trader uses them. */
export class TaskCardPage {
  readonly list: Locator;
  readonly card: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.list = page.locator('section.tasks');
    this.card = this.list.locator('article.task-card', {
      has: page.getByRole('heading', { name: title, exact: true }),
    });
  }

  async seeState(state: string) {
    await expect(this.card).toHaveAttribute('data-state', state);
  }

  async seeStatus(text: string) {
    await expect(this.card.locator('.task-status')).toHaveText(text);
  }

  button(name: string): Locator {
    return this.card.getByRole('button', { name, exact: true });
  }

  /** Clicks the card's one claim button: "Claim reward", or "Claim again" after a refusal. */
  async claim() {
    const button = this.card.getByRole('button', { name: /^(Claim reward|Claim again)$/ });
    await expect(button).toBeEnabled();
    await button.click();
  }

  async recheck() {
    await expect(this.button('Check again')).toBeEnabled();
    await this.button('Check again').click();
  }

  /** Reloads the list with its "Refresh tasks" button and waits for the reload's answer. */
  async refreshList() {
    const refresh = this.list.getByRole('button', { name: 'Refresh tasks' });
    await expect(refresh).toBeEnabled();
    const answered = this.page.waitForResponse((r) => /\/taskCompletions(\?|$)/.test(r.url()));
    await refresh.click();
    await answered;
    await expect(this.list).toHaveAttribute('data-state', 'ready');
  }

  /** Moves the sandbox clock into the next UTC day: a daily task starts over. */
  static async nextDay(sandbox: SandboxControl) {
    await sandbox.moveClock(nextUtcDay(await sandbox.now()));
  }
}

/** Where a task of the sandbox can be driven, and how its target is reached. */
export interface TaskSetting {
  /**
   * A daily task (three orders complete it, the next UTC day starts it over) or a
   * campaign-long one (a big trade completes it, the campaign's end leaves it unsatisfied).
   */
  kind: 'daily' | 'campaign';
  email: string;
  title: string;
  /** The page the task is on. */
  open: string;
  /** The list's completions call (beginnerTask or general), which the re-read uses too. */
  completions: string;
  claim: string;
}

/** A claim's failure as the path asks for it: a code, a cut connection or an HTTP error. */
export interface ClaimFailure {
  kind?: string;
  code?: string;
}

/**
 * One task driven through the real page and the sandbox: the trader's clicks, the claim and
 * the re-read held until the path decides their fate, the exchange's side by trades, time and
 * faults. Keeps what the exchange knows (target reached, the claim whose answer was lost).
 */
export class TaskPathDriver {
  /** Whether the exchange counts the task's target as reached in its current period. */
  reached: boolean;
  /** The claim whose answer was lost, as the app sent it. */
  lostClaim: Request | undefined;

  private constructor(
    readonly page: Page,
    readonly sandbox: SandboxControl,
    readonly setting: TaskSetting,
    readonly card: TaskCardPage,
    readonly claims: RouteHold,
    readonly reads: RouteHold,
  ) {
    this.reached = setting.kind === 'daily';
  }

  /** Logs the trader in and opens the task's page; a daily task is completed first. */
  static async open(page: Page, sandbox: SandboxControl, setting: TaskSetting) {
    const claims = await RouteHold.watch(page, setting.claim);
    const reads = await RouteHold.watch(page, setting.completions);
    const driver = new TaskPathDriver(
      page,
      sandbox,
      setting,
      new TaskCardPage(page, setting.title),
      claims,
      reads,
    );
    if (setting.kind === 'daily') await driver.trade();
    await new SessionFlow(page).logIn(setting.email, setting.open);
    await expect(driver.card.card).toBeVisible();
    return driver;
  }

  /** The trader clicks Claim; the claim waits. */
  async claim() {
    this.claims.arm();
    await this.card.claim();
  }

  /** The trader clicks Check again; the re-read waits. */
  async recheck() {
    this.reads.arm();
    await this.card.recheck();
  }

  /** The claim goes on to the exchange, which grants it. */
  async grantClaim() {
    await this.claims.pass();
  }

  /** The claim fails: refused with a code, or lost (then the app's re-read waits). */
  async failClaim(error: ClaimFailure) {
    if (error.kind === 'code') {
      await this.sandbox.addFault(`route=${this.setting.claim},code=${error.code},times=1`);
      await this.claims.pass();
      return;
    }
    this.reads.arm();
    this.lostClaim = await this.claims.peek();
    if (error.kind === 'http') {
      await this.sandbox.addFault(`route=${this.setting.claim},status=503,times=1`);
      await this.claims.pass();
    } else {
      await this.claims.drop();
    }
  }

  /** The re-read answers the task in `status`, made so on the exchange first. */
  async answerRead(status: string) {
    if (status === 'GRANTED') {
      // The grant's push reloads the list too: that reload waits until the re-read has told.
      this.reads.arm();
      await this.grantSentClaim(false);
      await this.reads.pass();
      await this.card.seeState('granted');
      await this.reads.release();
      return;
    }
    // PENDING: the day turns first, unless it has and the new day's target is not reached yet.
    if (status === 'PENDING') {
      if (this.reached) await this.nextDay();
    }
    // Trades complete the task again; their push reloads the list, which the re-read outlasts.
    else await this.reach();
    await this.reads.pass();
  }

  /** The re-read loses its connection, on every host the app sends it to. */
  async failRead() {
    await this.reads.dropRead();
  }

  /** The list shows the task in `status`: the exchange moves it, the list reloads. */
  async update(status: string, claiming: boolean) {
    switch (status) {
      case 'GRANTED':
        // The sandbox pushes the task's change and the list reloads by itself.
        return this.grantSentClaim(claiming);
      case 'COMPLETED': {
        // Trades push the change and the list reloads by itself; otherwise the trader reloads.
        if (this.reached) return this.card.refreshList();
        // The daily task takes three orders, and each pushes: the list's reloads wait until the
        // last, so the card hears the target reached at once, not first one order of three (a
        // task still pending, which the machine rightly routes back to pending).
        // A re-read held already (the card is rereading) keeps waiting for the path.
        const waiting = this.reads.waiting;
        for (let i = 0; i < QUIET_RELOADS; i += 1) this.reads.arm();
        await this.reach();
        await this.reads.release(waiting);
        return;
      }
      case 'PENDING':
        await this.nextDay();
        return this.card.refreshList();
      default:
        // The campaign ends before the target.
        await this.sandbox.moveClock('+3d');
        return this.card.refreshList();
    }
  }

  /** The exchange grants the claim the app sent (held, or lost) without the app hearing. */
  private async grantSentClaim(claiming: boolean) {
    const claim = claiming ? await this.claims.peek() : this.lostClaim;
    if (!claim) throw new Error('no claim was sent');
    expect((await replay(this.page, claim)).code).toBe('00000');
  }

  /** The trader trades enough to reach the task's target; the sandbox pushes the change. */
  private async trade() {
    const email = this.setting.email;
    if (this.setting.kind === 'campaign') {
      await this.sandbox.simulate('trade', { email, volume: 40_000, market: 'futures' });
      return;
    }
    for (let i = 0; i < 3; i += 1) {
      await this.sandbox.simulate('trade', { email, volume: 10, market: 'spot' });
    }
  }

  /** Brings the exchange's task to its target, unless it is there: answers whether it traded. */
  private async reach(): Promise<boolean> {
    if (this.reached) return false;
    await this.trade();
    this.reached = true;
    return true;
  }

  /** A new UTC day: the daily task starts a new period, short of its target. */
  private async nextDay() {
    await TaskCardPage.nextDay(this.sandbox);
    this.reached = false;
  }
}
