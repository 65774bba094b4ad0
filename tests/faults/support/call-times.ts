import type { Page } from '@playwright/test';

interface SentCall {
  path: string;
  at: number;
}

/**
 * Wraps the page's fetch so each call leaves its path and the page's time (Date.now, the
 * Playwright clock's when installed) as it is sent. In the page itself, so self-contained.
 */
function recordSentCalls() {
  const page = window as unknown as { __faultSentCalls?: SentCall[] };
  if (page.__faultSentCalls) return;
  const sent: SentCall[] = [];
  page.__faultSentCalls = sent;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    sent.push({ path: new URL(url, location.href).pathname, at: Date.now() });
    return send(input, init);
  };
}

/**
 * When the page sent a call, in the page's own time. The call's deadline starts just before it
 * is sent (src/api/client.ts); the time a test reads after Playwright's request event reaches
 * it is later, by more than a second on a loaded 2-core machine, which put a check meant for a
 * second before the deadline after it (the flaky "activity detail × latency 15 s").
 */
export class SentCalls {
  private constructor(private readonly page: Page) {}

  /** Starts recording, in the page as it is and in every page it opens next. */
  static async watch(page: Page): Promise<SentCalls> {
    await page.addInitScript(recordSentCalls);
    await page.evaluate(recordSentCalls);
    return new SentCalls(page);
  }

  /** Forgets the calls sent so far (a new document starts with none). */
  async forget(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __faultSentCalls?: SentCall[] }).__faultSentCalls?.splice(0);
    });
  }

  /** The page's time when the first call to `path` since `forget` left; throws when none did. */
  async firstSentAt(path: string): Promise<number> {
    const at = await this.page.evaluate(
      (p) =>
        (window as unknown as { __faultSentCalls?: SentCall[] }).__faultSentCalls?.find(
          (call) => call.path === p,
        )?.at,
      path,
    );
    if (at === undefined) throw new Error(`the page sent no call to ${path} through fetch`);
    return at;
  }
}
