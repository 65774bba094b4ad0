import { afterEach, describe, expect, it, vi } from 'vitest';

/** The bridge module as the page would load it: counts its loads and the calls it is given. */
const bridge = vi.hoisted(() => ({ loads: 0, calls: [] as string[] }));
vi.mock('../../src/platform/native-bridge.ts', () => {
  bridge.loads += 1;
  return {
    callNative: (method: string) => {
      bridge.calls.push(method);
      return true;
    },
  };
});

const { callNativeWhenInApp } = await import('../../src/platform/native-host.ts');

describe('native calls (issue 17: the bridge loads only where there is an app)', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('a browser never loads the bridge; the app’s webview loads it with its first call', async () => {
    expect(await callNativeWhenInApp('login')).toBe(false);
    expect(bridge.loads).toBe(0);
    globalThis.window = { ExchangeNative: { postMessage: () => {} } } as never;
    expect(await callNativeWhenInApp('login')).toBe(true);
    expect(bridge.loads).toBe(1);
    expect(bridge.calls).toEqual(['login']);
  });
});
