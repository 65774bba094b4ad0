import { type APIRequestContext, expect } from '@playwright/test';

/** The sandbox's control API (sandbox/CONTROLS.md), as QA drives it from a test. */
export class SandboxControl {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /** Moves the sandbox clock: '+2h', an ISO date, epoch ms, or 'real'. */
  async moveClock(to: string | number) {
    const response = await this.request.post(`${this.baseURL}/sandbox/api/clock`, {
      data: { to: String(to) },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
