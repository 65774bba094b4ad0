import { expect, type Page, type Response, type Route } from '@playwright/test';
import { RequestCode } from '../../../src/domain/codes.ts';
import { CutReads } from '../../e2e/models/cut-reads.model.ts';

/** The envelope's code of an answer, if it has one. */
async function refusalCode(response: Response): Promise<unknown> {
  try {
    return ((await response.json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

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
  private readonly cut = new CutReads();

  private constructor(
    private readonly page: Page,
    private readonly pattern: RegExp,
  ) {}

  /** Starts holding calls whose path is `route` (`/v1/activity/obtainReward`). */
  static async hold(page: Page, route: string): Promise<CallGate> {
    const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const gate = new CallGate(page, new RegExp(`^https?://[^/]+${escaped}(\\?|$)`));
    await page.route(gate.pattern, (held) => gate.take(held));
    return gate;
  }

  /** Starts holding calls whose whole URL matches `pattern` (several routes, any host). */
  static async holdMatching(page: Page, pattern: RegExp): Promise<CallGate> {
    const gate = new CallGate(page, pattern);
    await page.route(gate.pattern, (held) => gate.take(held));
    return gate;
  }

  /** Holds a call, unless it is the resend of a read whose connection was cut. */
  private async take(held: Route) {
    if (!(await this.cut.dropResend(held))) this.held.push(held);
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

  /**
   * Sends the next held call on to the sandbox. A call the exchange refused for its timestamp
   * (400, `RequestCode.TimestampOutOfRange`: the path moved the sandbox's clock before the page
   * learnt it) is signed again by the app with the exchange's time and sent once more: that one
   * is the call the path meant, so it goes on too.
   */
  async pass() {
    const route = await this.next();
    await route.continue();
    // The browser's own answer (a fetch from the test would resolve the API hosts' names
    // without the browser's `*.localhost` rule).
    const response = await route.request().response();
    if (
      response?.status() === 400 &&
      (await refusalCode(response)) === RequestCode.TimestampOutOfRange
    ) {
      await this.pass();
    }
  }

  /** Answers the next held call, a write (or a host's probe), as the network would fail it. */
  async drop() {
    await (await this.next()).abort('connectionreset');
  }

  /**
   * Answers the next held call, a read, as the network would fail it, and the app's resend of
   * it to another host too: the read fails for the app.
   */
  async dropRead() {
    await this.cut.drop(await this.next());
  }

  /** Stops holding: calls held now and later go on to the sandbox. */
  async open() {
    const held = this.held.splice(0);
    await this.page.unroute(this.pattern);
    for (const route of held) await continueUnlessGone(route);
  }
}
