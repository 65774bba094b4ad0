import { type APIRequestContext, expect } from '@playwright/test';

/** One event the sandbox's collectors received (sandbox/CONTROLS.md "Collectors"). */
export interface CollectedEvent {
  id: number;
  kind: 'tracking' | 'errors';
  name: string;
  receivedAt: number;
  payload: Record<string, unknown>;
}

/** What QA reads from the sandbox's collectors, and the faults that make the app fail. */
export class Collector {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  async clear() {
    const response = await this.request.delete(`${this.baseURL}/sandbox/api/events`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Newest first. */
  async events(kind: 'tracking' | 'errors', name?: string): Promise<CollectedEvent[]> {
    const query = new URLSearchParams({ kind, limit: '1000', ...(name ? { name } : {}) });
    const response = await this.request.get(`${this.baseURL}/sandbox/api/events?${query}`);
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { events: CollectedEvent[] }).events;
  }

  /** The tracking events named exactly `name`, oldest first. */
  async tracked(name: string): Promise<CollectedEvent[]> {
    return (await this.events('tracking', name)).filter((e) => e.name === name).reverse();
  }

  /** Waits until at least `count` tracking events named `name` arrived; answers them. */
  async waitForTracked(name: string, count = 1): Promise<CollectedEvent[]> {
    await expect
      .poll(async () => (await this.tracked(name)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    return this.tracked(name);
  }

  async addFault(spec: string) {
    const response = await this.request.post(`${this.baseURL}/sandbox/api/faults`, {
      data: { spec },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async clearFaults() {
    const response = await this.request.delete(`${this.baseURL}/sandbox/api/faults`);
    expect(response.ok(), await response.text()).toBe(true);
  }
}
