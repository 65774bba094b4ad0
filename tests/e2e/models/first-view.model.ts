import { expect, type Page } from '@playwright/test';

/** The calls a page's first view answers in advance (src/app/first-view/). */
const FIRST_CALLS = /\/v1\/(activity\/(list|detail|noLoginDetail)|mix\/index\/mainBanner)\b/;

/** A page as the page server sends it: with its first view, or without. */
export class FirstViewPage {
  /** The first-view calls the app made, by path. */
  readonly calls: string[] = [];
  /** The site's own files in the order they were asked for and came: `asked /a.js`, `came /b.svg`. */
  readonly files: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'OPTIONS' && FIRST_CALLS.test(url.pathname)) {
        this.calls.push(url.pathname);
      }
      if (this.isSiteFile(url)) this.files.push(`asked ${url.pathname}`);
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (this.isSiteFile(url)) this.files.push(`came ${url.pathname}`);
    });
  }

  private isSiteFile(url: URL): boolean {
    return url.origin === new URL(this.page.url()).origin && /\.\w+$/.test(url.pathname);
  }

  /** Opens a page with no script allowed to run: what the HTML alone shows. */
  async openWithoutScripts(path: string) {
    await this.page.route('**/*.js', (route) => route.abort());
    await this.page.goto(path);
  }

  async allowScripts() {
    await this.page.unroute('**/*.js');
  }

  /** The page's largest image, drawn from the HTML, loaded. */
  async seeImageLoaded(selector: string) {
    const image = this.page.locator(`#root ${selector}`);
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }

  /**
   * Opens `path` and waits until React has hydrated it: the account, which only the browser
   * fills in, is drawn. Returns what went wrong on the way: every console error and uncaught
   * error (React reports a hydration mismatch there), and whether the page's heading and main
   * content are still the very elements the server's HTML made (hydrated, not drawn again).
   */
  async openAndHydrate(path: string) {
    const errors: string[] = [];
    this.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    this.page.on('pageerror', (error) => errors.push(error.message));
    await this.page.addInitScript(() => {
      // Every layout shift of the page, with what moved (see layoutShifts).
      const shifts: string[] = [];
      (window as unknown as Record<string, unknown>).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[]) {
          const moved = entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : (source.node?.textContent?.slice(0, 30) ?? '?'),
          );
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as Record<string, unknown>;
        marks.__serverHeading = document.querySelector('#main h1');
        marks.__serverContent = document.querySelector('#main > *');
      });
    });
    await this.page.goto(path);
    await expect(this.page.locator('.account')).not.toHaveAttribute('data-state', 'starting');
    const kept = await this.page.evaluate(() => {
      const marks = window as unknown as Record<string, unknown>;
      const heading = document.querySelector('#main h1');
      return {
        heading: heading !== null && marks.__serverHeading === heading,
        content: marks.__serverContent === document.querySelector('#main > *'),
      };
    });
    return { errors, kept };
  }

  /**
   * The page's layout shifts so far (after openAndHydrate), each as its score and what moved,
   * and their sum (the page's CLS so far).
   */
  async layoutShifts(): Promise<{ total: number; shifts: string[] }> {
    const shifts = await this.page.evaluate(
      () => (window as unknown as { __layoutShifts: string[] }).__layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
    return { total, shifts };
  }

  /** Whether the page came with its answers. */
  async hasFirstView(): Promise<boolean> {
    return (await this.page.locator('script#first-view').count()) === 1;
  }
}
