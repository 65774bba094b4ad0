import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { RequestCode } from '../../../src/domain/codes.ts';

/**
 * A phone whose clock is wrong: every `Date` of the page reads `offsetMs` from real time, from
 * before the app's first script. Timers and the page's own timeline are untouched, as on a
 * phone whose wall clock alone is set wrong.
 */
export async function shiftDeviceClock(page: Page, offsetMs: number) {
  await page.addInitScript((offset: number) => {
    const RealDate = Date;
    const realNow = RealDate.now.bind(RealDate);
    class DeviceDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(realNow() + offset);
        else super(...(args as [string | number | Date]));
      }
      static override now() {
        return realNow() + offset;
      }
    }
    globalThis.Date = DeviceDate as DateConstructor;
  }, offsetMs);
}

/** What the page reads as now: the shifted device clock. */
export function deviceNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * The calls the exchange refused for their timestamp (40001) while a page was open: each is
 * one resend. Read it at the end of a journey.
 */
export function watchTimestampRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', async (response: Response) => {
    if (response.status() !== 400) return;
    const body = await response.text().catch(() => '');
    if (body.includes(`"code":"${RequestCode.TimestampOutOfRange}"`)) {
      refused.push(new URL(response.url()).pathname);
    }
  });
  return refused;
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
