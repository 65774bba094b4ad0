import { expect, type Page, type Request } from '@playwright/test';
import { QUICK_POLL } from './poll.ts';

const isApiCall = (request: Request) => {
  const type = request.resourceType();
  return (type === 'fetch' || type === 'xhr') && new URL(request.url()).pathname.startsWith('/');
};

/**
 * The page's calls still waiting for an answer. Before the page's clock jumps to a time-out,
 * a test waits until only the faulted call is left, so no other call times out with it.
 */
export class PendingCalls {
  private readonly pending = new Set<Request>();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (isApiCall(request)) this.pending.add(request);
    });
    const settle = (request: Request) => this.pending.delete(request);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  }

  paths(): string[] {
    return [...this.pending].map((request) => new URL(request.url()).pathname);
  }

  /** Waits until the call to `path` is the only one under way. */
  async waitForOnly(path: string): Promise<void> {
    await expect.poll(() => this.paths(), QUICK_POLL).toEqual([path]);
  }
}
