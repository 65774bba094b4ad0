import type { Page } from '@playwright/test';

/**
 * The exchange calls one tab sends, counted by path as the browser sends them (CORS
 * preflights left out): what a trader's phone pays for in data and battery.
 */
export class CallCounter {
  private readonly counts = new Map<string, number>();
  private counting = false;

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!this.counting || request.method() === 'OPTIONS') return;
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/v1/')) return;
      this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
    });
  }

  /** Counts from now on, from zero. */
  start() {
    this.counts.clear();
    this.counting = true;
  }

  /** How many calls went to `path` since `start()`. */
  count(path: string): number {
    return this.counts.get(path) ?? 0;
  }

  /** Every path called since `start()`, with its count, for a failure's message. */
  summary(): string {
    return JSON.stringify(Object.fromEntries(this.counts));
  }
}

/** The exchange paths of the lists pushes make a page read again (src/api/contract.ts). */
export const LIST_PATHS = {
  taskCompletions: '/v1/activity/beginnerTask/taskCompletions',
  inboxList: '/v1/if/push/pushList',
  inboxCount: '/v1/if/push/count',
} as const;
