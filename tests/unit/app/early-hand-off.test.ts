import { describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse } from '../../../src/api/http.ts';
import { type EarlyCall, earlyCallKey } from '../../../src/app/first-view/early-calls.ts';
import { handOffEarlyCalls } from '../../../src/app/first-view/early-hand-off.ts';
import { EARLY_CALLS_GLOBAL } from '../../../src/app/first-view/markers.ts';

const request: HttpRequest = {
  method: 'GET',
  url: 'https://www.exchange.test/v1/activity/list',
  params: { languageType: 'en_US' },
  headers: {},
};

/** A page whose head left `calls` (or nothing), and the app's own transport with its calls. */
function page(calls?: unknown) {
  const win = (calls === undefined ? {} : { [EARLY_CALLS_GLOBAL]: calls }) as typeof globalThis;
  const own: HttpRequest[] = [];
  const transport = async (sent: HttpRequest): Promise<HttpResponse> => {
    own.push(sent);
    return { status: 200, text: 'own' };
  };
  return { win, own, transport };
}

describe("a static shell's early calls, handed to the app", () => {
  it('leave every other page with its own transport and nothing to wait for', () => {
    for (const calls of [undefined, []]) {
      const { win, transport } = page(calls);
      const handOff = handOffEarlyCalls(win, transport);
      expect(handOff.transport).toBe(transport);
      expect(handOff.firstViewPainted).toBeUndefined();
      expect(EARLY_CALLS_GLOBAL in win).toBe(false);
    }
  });

  it("give their answer to the app's same call, once, and the first image's wait", async () => {
    const call: EarlyCall = {
      key: earlyCallKey({ ...request, token: '' }),
      answer: Promise.resolve({ status: 200, text: 'early' }),
    };
    const { win, own, transport } = page([call]);
    const handOff = handOffEarlyCalls(win, transport);
    expect(EARLY_CALLS_GLOBAL in win).toBe(true);
    expect((await handOff.transport(request)).text).toBe('early');
    expect((await handOff.transport(request)).text).toBe('own');
    expect(own).toHaveLength(1);
    expect(handOff.firstViewPainted).toBeInstanceOf(Promise);
    await handOff.firstViewPainted;
    expect(EARLY_CALLS_GLOBAL in win).toBe(false);
  });
});
