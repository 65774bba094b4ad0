import { type APIRequestContext, expect } from '@playwright/test';

/** The sandbox's control API (sandbox/CONTROLS.md), as QA drives it from a test. */
export class SandboxControl {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /** Moves the sandbox clock: '+2h', an ISO date, epoch ms, or 'real'. */
  async moveClock(to: string | number) {
    await this.post('/sandbox/api/clock', { to: String(to) });
  }

  /** The sandbox clock now, in epoch ms. */
  async now(): Promise<number> {
    const response = await this.request.get(`${this.baseURL}/sandbox/api/clock`);
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { now: number }).now;
  }

  /** Switches a fault on (`route=/v1/activity/list,status=503,times=1`); answers its id. */
  async addFault(spec: string): Promise<string> {
    const answer = (await this.post('/sandbox/api/faults', { spec })) as { fault: { id: string } };
    return answer.fault.id;
  }

  /** How many requests the fault `id` has met so far: a request the browser sent counts here
   * only once the sandbox has received it. */
  async faultHits(id: string): Promise<number> {
    const response = await this.request.get(`${this.baseURL}/sandbox/api/faults`);
    expect(response.ok(), await response.text()).toBe(true);
    const { faults } = (await response.json()) as { faults: { id: string; hits: number }[] };
    const fault = faults.find((f) => f.id === id);
    if (!fault) throw new Error(`no fault ${id} in the sandbox`);
    return fault.hits;
  }

  /** Switches every fault off and forgets them. */
  async clearFaults() {
    const response = await this.request.delete(`${this.baseURL}/sandbox/api/faults`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Holds or releases the hanging API host. */
  async setHang(on: boolean) {
    await this.post('/sandbox/api/hang', { on });
  }

  /** Whether the page server sends pages with their first view (on unless switched off). */
  async setFirstView(on: boolean) {
    await this.post('/sandbox/api/first-view', { on });
  }

  /** A user's activity on the exchange: deposit, trade, kyc, invite, share, follow, earn. */
  async simulate(kind: string, body: Record<string, unknown>) {
    return this.post(`/sandbox/api/simulate/${kind}`, body);
  }

  /** Trades `volume` USDT for the user; answers the tasks it moved. */
  async trade(email: string, volume: number, market: 'spot' | 'futures' = 'spot') {
    return (await this.simulate('trade', { email, volume, market })) as {
      changedTasks: { activityId: number; taskId: number }[];
    };
  }

  private async post(route: string, data: unknown): Promise<unknown> {
    const response = await this.request.post(`${this.baseURL}${route}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  }
}
