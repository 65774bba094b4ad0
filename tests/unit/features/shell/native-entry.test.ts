import { describe, expect, it, vi } from 'vitest';
import { parseNativeLogin, webEntryFor } from '../../../../src/app/native-entry.ts';
import { readEnvironment } from '../../../../src/platform/environment.ts';

const APP_INFO = { appVersion: '3.5.0', uid: '7', uToken: 'tok' };
const TOKENS = {
  token: 'tok',
  tokenExpiresAt: 1,
  rToken: 'r',
  refreshToken: 'f',
  refreshExpiresAt: 2,
};

describe('native login entry (SPEC §4 app-mode login)', () => {
  it('accepts the app info and tokens the app hands over', () => {
    expect(parseNativeLogin(APP_INFO, TOKENS)).toEqual({ appInfo: APP_INFO, tokens: TOKENS });
  });

  it('keeps only the known fields', () => {
    const login = parseNativeLogin({ ...APP_INFO, extra: 1 }, { ...TOKENS, evil: '<x>' });
    expect(login?.appInfo).toEqual(APP_INFO);
    expect(login?.tokens).toEqual(TOKENS);
  });

  it.each([
    ['no app info', undefined, TOKENS],
    ['an app version that is not a version', { ...APP_INFO, appVersion: 'v3' }, TOKENS],
    ['an empty uid', { ...APP_INFO, uid: ' ' }, TOKENS],
    ['no token', APP_INFO, { ...TOKENS, token: '' }],
    ['an expiry that is not a number', APP_INFO, { ...TOKENS, tokenExpiresAt: '1' }],
    ['tokens as an array', APP_INFO, [TOKENS]],
    ['a huge token', APP_INFO, { ...TOKENS, token: 'x'.repeat(600) }],
  ])('refuses %s', (_, appInfo, tokens) => {
    expect(parseNativeLogin(appInfo, tokens)).toBeUndefined();
  });
});

describe('app mode (readEnvironment)', () => {
  const browser = 'Mozilla/5.0 Chrome/156';
  it('is on with ExchangeApp/<version> in the user agent', () => {
    const env = readEnvironment('http://x.test/', `${browser} ExchangeApp/3.2.1`);
    expect(env).toMatchObject({ inApp: true, appVersion: '3.2.1' });
  });
  it('is on with ?app=<version> in the address (the simulator iframe)', () => {
    expect(readEnvironment('http://x.test/?app=3.5.0', browser)).toMatchObject({
      inApp: true,
      appVersion: '3.5.0',
    });
  });
  it('prefers the user agent version over the query', () => {
    const env = readEnvironment('http://x.test/?app=9.9.9', `${browser} ExchangeApp/3.2.1`);
    expect(env.appVersion).toBe('3.2.1');
  });
  it.each(['?app=', '?app=latest', '?app=3..1', ''])('is off with %j', (query) => {
    expect(readEnvironment(`http://x.test/${query}`, browser)).toMatchObject({
      inApp: false,
      appVersion: undefined,
    });
  });
});

describe('the page entry the app calls (window.ExchangeWeb)', () => {
  it('hands a well-formed login to the session and answers what the session answered', () => {
    const handed: unknown[] = [];
    const entry = webEntryFor((login) => {
      handed.push(login);
      return handed.length === 1;
    });
    expect(entry.onNativeLogin(APP_INFO, TOKENS)).toBe(true);
    // A second login while the first holds: the session refuses it, and so does the entry.
    expect(entry.onNativeLogin(APP_INFO, TOKENS)).toBe(false);
    expect(handed).toEqual([
      { appInfo: APP_INFO, tokens: TOKENS },
      { appInfo: APP_INFO, tokens: TOKENS },
    ]);
  });

  it('refuses a malformed login without handing it on', () => {
    const handed: unknown[] = [];
    const entry = webEntryFor((login) => handed.push(login) > 0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(entry.onNativeLogin(APP_INFO, { ...TOKENS, token: 'a b' })).toBe(false);
    expect(handed).toEqual([]);
    warn.mockRestore();
  });
});
