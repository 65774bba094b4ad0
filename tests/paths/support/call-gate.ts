import { expect, type Page, type Route } from '@playwright/test';

/**
 * Sends a held call on, unless it is gone: the page may have given up on it meanwhile (a race
 * won elsewhere aborts the other probes), or unrouting may already have let it through.
 */
async function continueUnlessGone(route: Route) {
  try {
    await route.continue();
  } catch (error) {
    if (!/already handled|closed|aborted/i.test(String(error))) throw error;
  }
}

/**
 * Holds the app's calls to one API route (on whichever host it chose) until the path decides
 * their fate, so the state a call leaves the machine in (`claiming`, `loading`) can be seen
 * before the answer arrives. Releasing sends the call on to the sandbox, which answers it for
 * real (with whatever fault the path switched on).
 */
export class CallGate {
  private readonly held: Route[] = [];

  private constructor(
    private readonly page: Page,
    private readonly pattern: RegExp,
  ) {}

  /** Starts holding calls whose path is `route` (`/v1/activity/obtainReward`). */
  static async hold(page: Page, route: string): Promise<CallGate> {
    const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const gate = new CallGate(page, new RegExp(`^https?://[^/]+${escaped}(\\?|$)`));
    await page.route(gate.pattern, (held) => {
      gate.held.push(held);
    });
    return gate;
  }

  /** Starts holding calls whose whole URL matches `pattern` (several routes, any host). */
  static async holdMatching(page: Page, pattern: RegExp): Promise<CallGate> {
    const gate = new CallGate(page, pattern);
    await page.route(gate.pattern, (held) => {
      gate.held.push(held);
    });
    return gate;
  }

  /** How many calls are waiting. */
  get waiting(): number {
    return this.held.length;
  }

  /** The addresses of the calls waiting, oldest first. */
  urls(): string[] {
    return this.held.map((held) => held.request().url());
  }

  /** Waits until the app made a call (10 s at most) and answers it. */
  async next(): Promise<Route> {
    await expect.poll(() => this.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return this.held.shift()!;
  }

  /** Sends the next held call on to the sandbox. */
  async pass() {
    await (await this.next()).continue();
  }

  /** Answers the next held call as the network would fail it. */
  async drop() {
    await (await this.next()).abort('connectionreset');
  }

  /** Stops holding: calls held now and later go on to the sandbox. */
  async open() {
    const held = this.held.splice(0);
    await this.page.unroute(this.pattern);
    for (const route of held) await continueUnlessGone(route);
  }
}
