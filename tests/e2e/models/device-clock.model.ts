import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { ANSWER_HEADERS, HEADERS } from '../../../src/api/contract.ts';
import { SIGNATURE_MAX_SKEW_MS } from '../../../src/api/signature.ts';
import { RequestCode } from '../../../src/domain/codes.ts';

/**
 * A phone whose clock is wrong: every `Date` of the page reads `offsetMs` from real time, from
 * before the app's first script. Timers and the page's own timeline are untouched, as on a
 * phone whose wall clock alone is set wrong.
 */
export async function shiftDeviceClock(page: Page, offsetMs: number) {
  await settableDeviceClock(page, offsetMs);
}

/**
 * A phone whose clock is set while the page is open: `shiftDeviceClock` that answers `set`,
 * which moves every `Date` of the page to `offsetMs` from real time from then on. Its steady
 * clock (`performance.now`) and its timers go on, as when a phone's wall clock alone is set.
 */
export async function settableDeviceClock(page: Page, offsetMs = 0) {
  await page.addInitScript((initial: number) => {
    const RealDate = Date;
    const realNow = RealDate.now.bind(RealDate);
    const device = globalThis as typeof globalThis & { __deviceShiftMs: number };
    device.__deviceShiftMs = initial;
    class DeviceDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(realNow() + device.__deviceShiftMs);
        else super(...(args as [string | number | Date]));
      }
      static override now() {
        return realNow() + device.__deviceShiftMs;
      }
    }
    globalThis.Date = DeviceDate as DateConstructor;
  }, offsetMs);
  return {
    set: (shiftMs: number) =>
      page.evaluate((shift: number) => {
        (globalThis as typeof globalThis & { __deviceShiftMs: number }).__deviceShiftMs = shift;
      }, shiftMs),
  };
}

/** What the page reads as now: the shifted device clock. */
export function deviceNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * The calls the exchange refused for their timestamp (40001) while a page was open: each is
 * one resend. Read it at the end of a journey. A refusal's body is gone once its page has been
 * left; then its headers tell: the exchange refuses a timestamp further than the signature's
 * skew from its own time, which the refusal names.
 */
export function watchTimestampRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', async (response: Response) => {
    if (response.status() !== 400) return;
    const signedAt = Number(response.request().headers()[HEADERS.timestamp]);
    const exchangeTime = Number(response.headers()[ANSWER_HEADERS.exchangeTime]);
    const body = await response.text().catch(() => undefined);
    const timestampRefused =
      body === undefined
        ? Math.abs(signedAt - exchangeTime) > SIGNATURE_MAX_SKEW_MS
        : body.includes(`"code":"${RequestCode.TimestampOutOfRange}"`);
    if (timestampRefused) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

/** The paths of the calls answered 200 while a page was open, in the order they came. */
export function watchAnsweredCalls(page: Page): string[] {
  const answered: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 200) answered.push(new URL(response.url()).pathname);
  });
  return answered;
}

/** The lucky draw's panel on an activity page. */
export class LotteryPanel {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('[data-slot="lottery"]');
  }

  async seeDrawsLeft() {
    await expect(this.root.getByText('Draws left')).toBeVisible();
  }

  async draw() {
    await this.root.getByRole('button', { name: 'Draw', exact: true }).click();
  }

  async seeWon() {
    await expect(this.root.getByText(/You won: /)).toBeVisible();
  }
}
