import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseNativeLogin } from '../../src/app/native-entry.ts';
import { NATIVE_PATH_TABLE } from '../../src/domain/native-paths.ts';
import { callNative, checkNativeCall } from '../../src/platform/native-bridge.ts';
import { callNativeWhenInApp, hasNativeHost } from '../../src/platform/native-host.ts';

const TOKEN = 'ab'.repeat(32);
const APP_INFO = { appVersion: '3.5.0', uid: '7', uToken: TOKEN };
const TOKENS = {
  token: TOKEN,
  tokenExpiresAt: 1_900_000_000_000,
  rToken: 'cd'.repeat(16),
  refreshToken: 'ef'.repeat(32),
  refreshExpiresAt: 1_900_000_000_000,
};

/** A native host that records what it receives, put on a stand-in window. */
function withHost(postMessage: (message: string) => void = () => {}) {
  const posted: string[] = [];
  globalThis.window = {
    ExchangeNative: {
      postMessage: (m: string) => {
        posted.push(m);
        postMessage(m);
      },
    },
  } as never;
  return posted;
}

describe('the native bridge sends only calls the app may receive', () => {
  const original = globalThis.window;
  afterEach(() => {
    globalThis.window = original;
  });

  it('sends every mapping of the deep-link targets of SPEC §2, as it is', () => {
    const posted = withHost();
    const reports: string[] = [];
    for (const entry of NATIVE_PATH_TABLE) {
      for (const call of [entry.oldAppObj, entry.newAppObj]) {
        if (call)
          expect(callNative(call.method, { ...call.param }, reports.push.bind(reports))).toBe(true);
      }
    }
    expect(reports).toEqual([]);
    expect(posted.length).toBeGreaterThanOrEqual(NATIVE_PATH_TABLE.length);
  });

  it('is called through the bridge in the app, and outside it is not called at all', async () => {
    expect(hasNativeHost()).toBe(false);
    expect(await callNativeWhenInApp('login')).toBe(false);
    const posted = withHost();
    expect(hasNativeHost()).toBe(true);
    expect(await callNativeWhenInApp('login')).toBe(true);
    // The bridge's own checks still stand between the page and the app.
    expect(await callNativeWhenInApp('router.open', { page: 'nowhere' })).toBe(false);
    expect(posted.map((m) => JSON.parse(m))).toEqual([{ method: 'login', params: {} }]);
  });

  it('sends login, poster saving and sharing with well-formed fields', () => {
    const posted = withHost();
    expect(callNative('login')).toBe(true);
    expect(callNative('saveImage', { base64Image: 'iVBORw0KGgo=' })).toBe(true);
    expect(
      callNative('nativeShareImage', {
        base64Image: 'iVBORw0KGgo=',
        linkUrl: 'https://www.sandbox-exchange.com/activity/8?inviteCode=ADA',
      }),
    ).toBe(true);
    expect(callNative('navigationShowShare', { isShow: 0 })).toBe(true);
    expect(callNative('navigationShowShare', { isShow: 1 })).toBe(true);
    expect(posted).toHaveLength(5);
  });

  it.each([
    ['a deep link to a target outside SPEC §2', 'router.open', { page: 'withdraw' }],
    ['a known target with an extra parameter', 'router.open', { page: 'kyc', url: 'x' }],
    ['a jump with a hostile target', 'jumpTo', { target: 'javascript:alert(1)' }],
    ['an unknown method', 'evalScript', { code: '1' }],
    ['a method name with markup', '<img onerror=x>', {}],
    ['login with parameters', 'login', { token: TOKEN }],
    ['an image that is not base64', 'saveImage', { base64Image: '<svg onload=x>' }],
    ['a huge image', 'saveImage', { base64Image: 'A'.repeat(13 * 1024 * 1024) }],
    [
      'a share link to javascript:',
      'nativeShareImage',
      { base64Image: 'AAAA', linkUrl: 'javascript:alert(1)' },
    ],
    [
      'a share link with credentials',
      'nativeShareImage',
      { base64Image: 'AAAA', linkUrl: 'https://a:b@evil.test/' },
    ],
    ['isShow as a string', 'navigationShowShare', { isShow: 'true' }],
    ['isShow as a boolean (SPEC §7: 0 or 1)', 'navigationShowShare', { isShow: true }],
    ['isShow out of range', 'navigationShowShare', { isShow: 2 }],
  ])('refuses %s, with a report and without posting', (_, method, params) => {
    const posted = withHost();
    const reports: string[] = [];
    expect(callNative(method, params as Record<string, unknown>, (m) => reports.push(m))).toBe(
      false,
    );
    expect(posted).toEqual([]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).not.toContain(TOKEN);
  });

  it('never throws, whatever it is given or however the host fails', () => {
    withHost(() => {
      throw new Error('bridge gone');
    });
    const reports: string[] = [];
    expect(callNative('login', {}, (m) => reports.push(m))).toBe(false);
    expect(reports).toEqual(['login could not be delivered: Error']);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (method, params) => {
        expect(() => checkNativeCall(method, params)).not.toThrow();
        expect(() => callNative(method as string, params as never, () => {})).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('reports nothing delivered outside the app', () => {
    globalThis.window = {} as never;
    expect(callNative('login', {}, () => {})).toBe(false);
  });
});

describe('the native login entry validates what the app hands over', () => {
  it('accepts well-formed app info and tokens', () => {
    const reports: string[] = [];
    expect(parseNativeLogin(APP_INFO, TOKENS, (m) => reports.push(m))).toEqual({
      appInfo: APP_INFO,
      tokens: TOKENS,
    });
    expect(reports).toEqual([]);
  });

  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter');
      },
    },
  );

  it.each([
    ['a token with a quote and markup', APP_INFO, { ...TOKENS, token: `${TOKEN}"><script>` }],
    ['a token with a newline', APP_INFO, { ...TOKENS, token: `${TOKEN}\nSet-Cookie: x=1` }],
    ['a token with spaces', APP_INFO, { ...TOKENS, token: 'a b' }],
    ['a uToken that is a number', { ...APP_INFO, uToken: 42 }, TOKENS],
    ['a uid with markup', { ...APP_INFO, uid: '<b>7</b>' }, TOKENS],
    ['a version of 40 characters', { ...APP_INFO, appVersion: '1.'.repeat(20) }, TOKENS],
    ['an expiry of Infinity', APP_INFO, { ...TOKENS, tokenExpiresAt: Number.POSITIVE_INFINITY }],
    ['a negative expiry', APP_INFO, { ...TOKENS, refreshExpiresAt: -1 }],
    ['a refresh token that is an object', APP_INFO, { ...TOKENS, refreshToken: {} }],
    ['app info whose getters throw', throwing, TOKENS],
    ['tokens whose getters throw', APP_INFO, throwing],
    ['a string for tokens', APP_INFO, JSON.stringify(TOKENS)],
  ])('refuses %s with a report that names no value, and never throws', (_, info, tokens) => {
    const reports: string[] = [];
    expect(parseNativeLogin(info, tokens, (m) => reports.push(m))).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^refused: /);
    expect(reports[0]).not.toContain(TOKEN);
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (info, tokens) => {
        expect(() => parseNativeLogin(info, tokens, () => {})).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
