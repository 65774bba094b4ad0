import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { withFirstCalls } from '../../../src/app/first-calls.ts';

/** A client that counts its calls and answers each with its number. */
function setup() {
  let time = 1_000;
  let token: string | undefined;
  const sent: unknown[] = [];
  const raw = ((name: string, request: unknown) => {
    sent.push([name, request]);
    return Promise.resolve({ answer: sent.length });
  }) as unknown as ApiClient;
  const calls = withFirstCalls(raw, { now: () => time, token: () => token, keepMs: 3000 });
  return {
    calls,
    sent,
    later: (ms: number) => {
      time += ms;
    },
    logIn: () => {
      token = 'user-token';
    },
  };
}

const detail = (calls: ReturnType<typeof setup>['calls'], activityId: number) =>
  calls.client('noLoginDetail', { activityId }) as unknown as Promise<{ answer: number }>;

describe("a page's first call, made before its machine exists", () => {
  it('is handed to the first caller asking the same, and only to it', async () => {
    const { calls, sent } = setup();
    calls.start('noLoginDetail', { activityId: 5 });
    expect(sent).toHaveLength(1);
    expect(await detail(calls, 5)).toEqual({ answer: 1 });
    expect(sent).toHaveLength(1);
    // A refresh (after an enrolment, say) asks the exchange again.
    expect(await detail(calls, 5)).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('is not handed over for another request, in another session, or once stale', async () => {
    for (const change of [
      (s: ReturnType<typeof setup>) => s.logIn(),
      (s: ReturnType<typeof setup>) => s.later(3000),
    ]) {
      const s = setup();
      s.calls.start('noLoginDetail', { activityId: 5 });
      change(s);
      expect(await detail(s.calls, 5)).toEqual({ answer: 2 });
    }
    const s = setup();
    s.calls.start('noLoginDetail', { activityId: 5 });
    expect(await detail(s.calls, 6)).toEqual({ answer: 2 });
  });

  it("stops the taker's wait when its signal aborts", async () => {
    const { calls } = setup();
    calls.start('noLoginDetail', { activityId: 5 });
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(
      calls.client('noLoginDetail', { activityId: 5 }, { signal: controller.signal }),
    ).rejects.toThrow('left the page');
  });
});
