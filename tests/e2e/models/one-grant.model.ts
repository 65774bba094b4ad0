import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';

/** The header that makes a repeat of enrol, claim or draw get the first answer. */
const IDEMPOTENCY_HEADER = 'x-exchange-idempotency-key';

/** What the sandbox holds for a user (`GET /sandbox/api/grants`, sandbox/CONTROLS.md). */
interface UserGrants {
  rewards: { activityId: number; taskId: number | null; source: string; rewardType: string }[];
  enrolments: { activityId: number }[];
}

/** The sandbox's own record of what a user was granted: the effect one action must have once. */
export class GrantLedger {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
    readonly email: string,
  ) {}

  private async read(): Promise<UserGrants> {
    const response = await this.request.get(`${this.baseURL}/sandbox/api/grants`, {
      params: { email: this.email },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as UserGrants;
  }

  /** How many rewards the user holds for claiming tasks of an activity. */
  async taskRewards(activityId: number): Promise<number> {
    const { rewards } = await this.read();
    return rewards.filter((r) => r.source === 'task' && r.activityId === activityId).length;
  }

  /** The prizes the user won in an activity's draws, oldest first, by reward type. */
  async drawnPrizes(activityId: number): Promise<string[]> {
    const { rewards } = await this.read();
    return rewards
      .filter((r) => r.source === 'draw' && r.activityId === activityId)
      .map((r) => r.rewardType);
  }

  /** How many enrolments the user has in an activity. */
  async enrolments(activityId: number): Promise<number> {
    const { enrolments } = await this.read();
    return enrolments.filter((e) => e.activityId === activityId).length;
  }

  /** Waits until the data holds exactly one task reward of the activity, and stays there. */
  async seeOneTaskReward(activityId: number) {
    await expect.poll(() => this.taskRewards(activityId)).toBe(1);
  }

  async seeOneEnrolment(activityId: number) {
    await expect.poll(() => this.enrolments(activityId)).toBe(1);
  }
}

/** Every call of one kind the page sends, with the idempotency key it carries. */
export class CallLog {
  readonly keys: string[] = [];

  constructor(page: Page, path: string) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== path) return;
      if (request.method() === 'OPTIONS') return;
      this.keys.push(request.headers()[IDEMPOTENCY_HEADER] ?? '');
    });
  }

  /** However often the call went, it always carried one and the same key. */
  expectOneKey() {
    expect(this.keys.length).toBeGreaterThan(0);
    expect(new Set(this.keys).size, `keys sent: ${this.keys.join(', ')}`).toBe(1);
    expect(this.keys[0]).not.toBe('');
  }
}

/** A sandbox fault that holds or breaks the next matching call, and tells when it was used. */
export class OneTimeFault {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /** Switches the fault on for the next matching call; answers its id. */
  async add(spec: string): Promise<string> {
    const response = await this.request.post(`${this.baseURL}/sandbox/api/faults`, {
      data: { spec: `${spec},times=1` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { fault: { id: string } }).fault.id;
  }

  /** Waits until the call it covers has reached the sandbox (the fault has been used up). */
  async seeUsed(id: string) {
    await expect
      .poll(async () => {
        const response = await this.request.get(`${this.baseURL}/sandbox/api/faults`);
        const { faults } = (await response.json()) as {
          faults: { id: string; remaining: number | null }[];
        };
        return faults.find((f) => f.id === id)?.remaining ?? 0;
      })
      .toBe(0);
  }
}

/**
 * Holds the page's next call to a path in the browser (it never leaves), so the page can be
 * reloaded with the call in flight; `land()` then delivers that very request to the sandbox, as
 * a request that left just before the reload would arrive.
 */
export class HeldCall {
  private held?: Request;

  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
    readonly path: string,
  ) {}

  async hold() {
    await this.page.route(
      (url) => url.pathname === this.path,
      (route) => {
        if (route.request().method() !== 'POST' || this.held) return route.fallback();
        this.held = route.request();
        // Not continued: the browser waits for it until the page goes away.
        return undefined;
      },
    );
  }

  /**
   * Waits until the page has sent the call. The route stays: removing it would let the held
   * call go on; later calls pass through it untouched.
   */
  async seeHeld() {
    await expect.poll(() => this.held !== undefined).toBe(true);
  }

  /** Delivers the held request, headers and body as the page sent them. */
  async land() {
    const held = this.held;
    if (!held) throw new Error(`no call to ${this.path} was held`);
    // Node cannot resolve the API hosts' `*.localhost` names as Chromium does: same port, loopback.
    const url = new URL(held.url());
    url.hostname = '127.0.0.1';
    const headers = await held.allHeaders();
    for (const name of ['host', 'content-length', 'connection']) delete headers[name];
    const response = await this.request.fetch(url.href, {
      method: held.method(),
      headers,
      data: held.postDataBuffer() ?? undefined,
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { code: string };
  }
}
