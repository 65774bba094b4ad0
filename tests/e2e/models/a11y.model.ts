import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** The axe engine the sweep runs must know WCAG 2.5.3 (label in name) as 4.14 checks it. */
export const MIN_AXE_VERSION = [4, 14] as const;

/** One screen of the product as the sweep opens it. */
export interface SweepRoute {
  path: string;
  /** What the screen shows when it is ready to be audited. */
  ready: string;
  /** After opening `path`: the steps to the screen (e.g. opening the first message). */
  openFurther?: (page: Page) => Promise<void>;
}

/**
 * An axe run on a page without frames that reports its violations only, every rule on. Only
 * violations are read: collecting the passes and incomplete results as well takes most of an
 * audit's time on a full page. axe.run in the page itself, as AxeBuilder's legacy mode runs it
 * (same context, options and configuration): its default runs each frame apart and joins the
 * results in a fresh blank page, a new page and a second axe per audit; with no frames the
 * rules and nodes checked are the same. Every audit of a page without frames goes through here
 * (the app simulator's, with its frame, does not).
 */
export function axeViolations(page: Page): AxeAudit {
  return new AxeAudit(page);
}

/**
 * One audit: `include` narrows it to parts of the page, as AxeBuilder's does. Unlike AxeBuilder
 * (which evaluated axe's 650 KB source twice per legacy audit), it puts axe into a page only
 * if that document has none yet, once per page rather than twice per audit.
 */
export class AxeAudit {
  private readonly includes: string[] = [];

  constructor(readonly page: Page) {}

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) {
        continue;
      }
      await frame.evaluate(axe.source);
      // AxeBuilder's own configuration in legacy mode: the helpUrls name the same application.
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.configure({
          allowedOrigins: ['<same_origin>'],
          branding: { application: 'playwright' },
        }),
      );
    }
    const context = { exclude: [], include: this.includes };
    return this.page.evaluate(
      (context) =>
        (window as unknown as { axe: typeof axe }).axe.run(context, {
          resultTypes: ['violations'],
        }),
      context,
    );
  }
}

/**
 * Audits a page with axe and returns its violations as lines (rule, help, where), so a failing
 * sweep names every problem of every screen at once. Also checks the engine's version.
 */
export async function audit(page: Page): Promise<string[]> {
  const results = await axeViolations(page).analyze();
  const [major, minor] = results.testEngine.version.split('.').map(Number);
  expect(
    (major ?? 0) > MIN_AXE_VERSION[0] ||
      ((major ?? 0) === MIN_AXE_VERSION[0] && (minor ?? 0) >= MIN_AXE_VERSION[1]),
    `axe ${results.testEngine.version} is older than ${MIN_AXE_VERSION.join('.')}`,
  ).toBe(true);
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Opens a screen and waits until its content (not its skeleton) is shown. */
export async function openForAudit(page: Page, prefix: string, route: SweepRoute) {
  await page.goto(`${prefix}${route.path}`);
  await route.openFurther?.(page);
  await expect(page.locator(route.ready).first()).toBeVisible();
  // Let skeletons give way to content before the audit.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The shell's sample dialogs of the debug label, in the order its buttons come (any language). */
export const SAMPLE_DIALOGS = {
  success: { button: 0, state: 'success' },
  confirm: { button: 1, state: 'confirming' },
  countdown: { button: 2, state: 'countdown' },
  ended: { button: 3, state: 'countdown' },
  error: { button: 4, state: 'notice' },
} as const;

/** The debug label's samples, driven without reading their (translated) names. */
export class DialogSamples {
  constructor(readonly page: Page) {}

  /** Six quick clicks on the brand open the debug label (SPEC §2); again if a render split them. */
  async reveal() {
    const panel = this.page.locator('.debug-label');
    await expect(async () => {
      if (!(await panel.isVisible())) {
        await this.page.locator('.app-header .brand').click({ clickCount: 6 });
      }
      await expect(panel).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  async open(kind: keyof typeof SAMPLE_DIALOGS) {
    const sample = SAMPLE_DIALOGS[kind];
    await this.page.locator('.debug-try button').nth(sample.button).click();
    await expect(this.page.locator('.dialog-host')).toHaveAttribute('data-state', sample.state);
    await expect(this.page.locator('.modal')).toBeVisible();
  }

  /**
   * Escape closes the dialog. The dialog listens for it from its first effects, just after it is
   * drawn: a key pressed between the two (a test does, a person cannot) is pressed again.
   */
  async close() {
    const host = this.page.locator('.dialog-host');
    await expect(async () => {
      await this.page.keyboard.press('Escape');
      await expect(host).toHaveAttribute('data-state', 'closed', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
}
