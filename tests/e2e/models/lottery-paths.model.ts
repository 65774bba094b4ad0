import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { pickPrizeIndex } from '../../../src/domain/draw-verify.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { ActivityPage } from './activity.model.ts';
import type { SandboxControl } from './sandbox-control.model.ts';
import { SessionFlow } from './session.model.ts';
import { RouteHold, replay } from './task-paths.model.ts';

/** The lottery's two calls (sandbox/RULES.md: ours, SPEC §7 names none). */
export const LOTTERY_ROUTES = {
  info: '/v1/activity/general/lottery/info',
  draw: '/v1/activity/general/lottery/draw',
} as const;

/** The live lottery of a fresh seed (RULES.md: the live ids are 2, 5, 8, …). */
export const LIVE_LOTTERY_ID = 8;
/** RULES.md: the upcoming lottery of a fresh seed. */
export const UPCOMING_LOTTERY_ID = LIVE_LOTTERY_ID - 1;
/** A lottery task that a follow completes (sandbox/db/catalog-tasks.ts). */
export const FOLLOW_TASK = 'Follow us on social media';
/** The draw chances the follow task grants. */
export const FOLLOW_DRAWS = 2;

/** The sandbox database of this e2e port (tests/e2e/playwright.config.ts). */
const SANDBOX_DB = path.resolve(
  import.meta.dirname,
  `../../../.data/e2e-${E2E_PORT}/sandbox.sqlite`,
);
/** src/platform/ids.ts: a client seed's characters, each from one random byte. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CLIENT_SEED_LENGTH = 16;
/** The prize that gives a draw back: the number of draws left stays as it was. */
const EXTRA_DRAW = 'Extra draw';

/**
 * Makes the app's next random bytes of a client seed's length the ones a path chose, once.
 * Installed before the page opens.
 */
export async function installClientSeedSteering(page: Page) {
  await page.addInitScript(() => {
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: ArrayBufferView | null) => {
      const holder = window as unknown as { __pathsClientSeed?: number[] };
      const chosen = holder.__pathsClientSeed;
      if (chosen && array instanceof Uint8Array && array.length === chosen.length) {
        holder.__pathsClientSeed = undefined;
        array.set(chosen);
        return array;
      }
      return original(array as Uint8Array<ArrayBuffer>);
    }) as typeof crypto.getRandomValues;
  });
}

/**
 * Chooses the client seed of the user's next draw so that it does not win an extra draw: the
 * model counts one draw used per draw, and an extra draw gives it back. The user picks the
 * client seed after the commitment; only a test can read the committed seed, from the
 * sandbox's database, to know what that seed will win. Answers the seed chosen.
 */
export async function steerNextDraw(page: Page, email: string): Promise<string> {
  const db = new Database(SANDBOX_DB, { readonly: true, fileMustExist: true });
  let seed: string;
  let prizes: { name: string; weight: number }[];
  try {
    seed = db
      .prepare(`SELECT s.seed FROM lottery_seeds s JOIN users u ON u.id = s.user_id
        WHERE u.email = ? AND s.activity_id = ?`)
      .pluck()
      .get(email, LIVE_LOTTERY_ID) as string;
    prizes = db
      .prepare('SELECT name, weight FROM lottery_prizes WHERE activity_id = ? ORDER BY sort, id')
      .all(LIVE_LOTTERY_ID) as { name: string; weight: number }[];
  } finally {
    db.close();
  }
  expect(seed, 'the lottery was read, so a seed is committed').toBeTruthy();
  const weights = prizes.map((p) => p.weight);
  for (;;) {
    const bytes = [...randomBytes(CLIENT_SEED_LENGTH)].map((b) => b % ALPHABET.length);
    const clientSeed = bytes.map((b) => ALPHABET[b]).join('');
    const digest = createHmac('sha256', seed).update(clientSeed, 'utf8').digest('hex');
    if (prizes[pickPrizeIndex(digest, weights)]!.name === EXTRA_DRAW) continue;
    await page.evaluate((chosen) => {
      (window as unknown as { __pathsClientSeed?: number[] }).__pathsClientSeed = chosen;
    }, bytes);
    return clientSeed;
  }
}

/** The lucky-draw panel of a Lottery activity's page, as a trader or a visitor uses it. */
export class LotteryPanelPage {
  readonly panel: Locator;
  readonly status: Locator;
  readonly remaining: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('[data-slot="lottery"] section.lottery');
    this.status = this.panel.locator('.lottery-status-text');
    this.remaining = this.panel.locator('[data-field="remaining"]');
  }

  async seeState(state: string | RegExp) {
    await expect(this.panel).toHaveAttribute('data-state', state);
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The draw button: "Draw", "Drawing…", or a visitor's "Log in to draw". */
  get drawButton(): Locator {
    return this.panel.locator('button.lottery-draw');
  }

  async click(name: string) {
    await expect(this.button(name)).toBeEnabled();
    await this.button(name).click();
  }

  /** An upcoming lottery's opening: its date and time, and the countdown to it. */
  get opening(): Locator {
    return this.panel.locator('.lottery-opening');
  }

  async seeDrawsLeft(count: number) {
    await expect(this.remaining).toHaveText(String(count));
  }

  /** The prize won, the browser's own check of the draw, and the draw in this visit's list. */
  async seePrizeVerified() {
    await expect(this.status.locator('[data-field="prize"]')).toContainText('You won: ');
    await expect(this.panel.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
    await expect(this.panel.locator('.lottery-history-list li').first()).toBeVisible();
  }

  /** Draws once and waits for the prize: how a trader uses one of the chances. */
  async drawOnce(email: string) {
    await this.seeState('ready');
    const clientSeed = await steerNextDraw(this.page, email);
    await this.click('Draw');
    await this.seeState('result.settled');
    await this.seePrizeVerified();
    await expect(this.panel.locator('[data-field="clientSeed"]')).toHaveText(clientSeed);
  }
}

/** Who opens the lottery: a trader with draws, a trader without, or a visitor. */
export interface LotteryVisit {
  /** Undefined for a visitor. */
  email: string | undefined;
  /** Draws to use first, so the page opens with as many left as the path expects. */
  drawFirst: number;
  /** The lottery activity to open: the live one unless given. */
  activityId?: number;
}

/** A draw's failure as the path asks for it: a refusal code, or a lost answer. */
export interface DrawFailure {
  kind?: string;
  code?: string;
}

/**
 * The lucky draw driven through the real page and the sandbox: the user's clicks, the lottery's
 * read and the draw held until the path decides their fate, refusals by faults, and the draw
 * whose answer was lost, which the exchange may still receive later.
 */
export class LotteryPathDriver {
  /** The draw whose answer was lost, as the app sent it. */
  private lostDraw: Request | undefined;

  private constructor(
    readonly page: Page,
    readonly sandbox: SandboxControl,
    readonly visit: LotteryVisit,
    readonly panel: LotteryPanelPage,
    readonly info: RouteHold,
    readonly draw: RouteHold,
  ) {}

  /** Opens the lottery's page (logged in unless a visitor) with its first read held. */
  static async open(page: Page, sandbox: SandboxControl, visit: LotteryVisit) {
    const lotteryPath = `/activity/${visit.activityId ?? LIVE_LOTTERY_ID}`;
    const driver = new LotteryPathDriver(
      page,
      sandbox,
      visit,
      new LotteryPanelPage(page),
      await RouteHold.watch(page, LOTTERY_ROUTES.info),
      await RouteHold.watch(page, LOTTERY_ROUTES.draw),
    );
    if (!visit.email) {
      driver.info.arm();
      await page.goto(lotteryPath);
      return driver;
    }
    await installClientSeedSteering(page);
    await new SessionFlow(page).logIn(visit.email, lotteryPath);
    for (let i = 0; i < visit.drawFirst; i += 1) {
      await driver.panel.drawOnce(visit.email);
      await driver.panel.click('OK');
    }
    await driver.panel.seeState(/^(ready|noneLeft|upcoming)$/);
    driver.info.arm();
    await page.reload();
    return driver;
  }

  get isVisitor(): boolean {
    return this.visit.email === undefined;
  }

  /**
   * The user clicks the draw button. A visitor is sent to log in, then comes back; a trader's
   * draw, steered clear of an extra draw (see steerNextDraw), waits.
   */
  async clickDraw() {
    if (!this.visit.email) {
      await this.panel.drawButton.click();
      await expect(this.page).toHaveURL(
        (url) =>
          url.pathname === '/login' &&
          url.searchParams.get('redirect') ===
            `/activity/${this.visit.activityId ?? LIVE_LOTTERY_ID}`,
      );
      // Back on the page, the lottery is read again and offers the draw as before.
      await this.page.goBack();
      return;
    }
    this.draw.arm();
    const clientSeed = await steerNextDraw(this.page, this.visit.email);
    await this.panel.drawButton.click();
    expect((await this.draw.peek()).postData()).toContain(clientSeed);
  }

  /**
   * A task claim on the page grants draw chances: the trader follows the exchange (the
   * sandbox's simulation), the follow task completes, the trader claims it and sees it granted.
   * The grant has the lottery read again; that read waits.
   */
  async grantDraws() {
    if (!this.visit.email) throw new Error('a visitor claims no task');
    const activity = new ActivityPage(this.page);
    this.info.arm();
    await this.sandbox.simulate('follow', { email: this.visit.email });
    await activity.seeTaskState(FOLLOW_TASK, 'completed');
    await activity.claim(FOLLOW_TASK);
    await activity.seeGranted(FOLLOW_TASK);
  }

  /** The trader sends the lost draw again; it waits. */
  async sendDrawAgain() {
    this.draw.arm();
    await this.panel.click('Send the draw again');
  }

  /** The trader asks for the lottery to be read again ("Check again" or "Try again"). */
  async readAgain(button: 'Check again' | 'Try again') {
    this.info.arm();
    await this.panel.click(button);
  }

  /** The held read goes on; when the lost draw went through, the exchange gets it first. */
  async answerRead(lostDrawWentThrough: boolean) {
    if (lostDrawWentThrough) {
      if (!this.lostDraw) throw new Error('no draw was lost');
      expect((await replay(this.page, this.lostDraw)).code).toBe('00000');
    }
    await this.info.pass();
  }

  /** The lottery read loses its connection, on every host the app sends it to. */
  async failRead() {
    await this.info.dropRead();
  }

  /**
   * The held draw goes on and the prize comes back: with the next commitment (as the sandbox
   * answers), or without it, as an exchange may answer (the field is optional), and then the
   * app's re-read of the lottery waits.
   */
  async answerDraw(withNextCommitment: boolean) {
    if (withNextCommitment) {
      await this.draw.pass();
      return;
    }
    this.info.arm();
    await this.draw.passRewritten((body) => {
      delete body.data?.nextSeedHash;
    });
  }

  /**
   * The draw is refused with a code, or its answer is lost; either way the app's re-read of
   * the lottery that follows waits.
   */
  async failDraw(error: DrawFailure) {
    if (error.kind === 'code') {
      await this.sandbox.addFault(`route=${LOTTERY_ROUTES.draw},code=${error.code},times=1`);
      this.info.arm();
      await this.draw.pass();
      return;
    }
    this.info.arm();
    this.lostDraw = await this.draw.peek();
    await this.draw.drop();
  }
}
