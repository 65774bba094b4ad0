import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIRST_VIEW_DEADLINE_MS,
  PageServerConfigError,
  readPageServerConfig,
} from '../../../server/config.ts';
import { SIGNATURE_KEY } from '../../../src/api/signature.ts';

describe("the page server's environment", () => {
  it('has a default for every value', () => {
    expect(readPageServerConfig({})).toEqual({
      apiOrigins: [],
      mainDomain: undefined,
      clientKey: SIGNATURE_KEY,
      loginPage: undefined,
      assetOrigin: undefined,
      connectSources: [],
      firstViewDeadlineMs: DEFAULT_FIRST_VIEW_DEADLINE_MS,
      firstView: true,
    });
  });

  it('reads a real exchange', () => {
    expect(
      readPageServerConfig({
        API_ORIGIN: 'https://api.exchange.example/, https://api2.exchange.example',
        MAIN_DOMAIN: 'Exchange.Example',
        CLIENT_KEY: 'key-1',
        LOGIN_PAGE: 'https://www.exchange.example/login',
        ASSET_ORIGIN: 'https://static.exchange.example/',
        CONNECT_SRC: 'https://metrics.example',
        FIRST_VIEW_DEADLINE_MS: '250',
        FIRST_VIEW: 'off',
      }),
    ).toEqual({
      apiOrigins: ['https://api.exchange.example', 'https://api2.exchange.example'],
      mainDomain: 'exchange.example',
      clientKey: 'key-1',
      loginPage: 'https://www.exchange.example/login',
      assetOrigin: 'https://static.exchange.example',
      connectSources: ['https://metrics.example'],
      firstViewDeadlineMs: 250,
      firstView: false,
    });
  });

  it.each([
    [{ API_ORIGIN: 'api.exchange.example' }, /API_ORIGIN/],
    [{ API_ORIGIN: 'ftp://api.exchange.example' }, /API_ORIGIN/],
    [{ MAIN_DOMAIN: 'https://exchange.example' }, /MAIN_DOMAIN/],
    [{ FIRST_VIEW_DEADLINE_MS: 'soon' }, /FIRST_VIEW_DEADLINE_MS/],
    [{ LOGIN_PAGE: 'javascript:alert(1)' }, /LOGIN_PAGE/],
    [{ LOGIN_PAGE: '//evil.test/login' }, /LOGIN_PAGE/],
    [{ ASSET_ORIGIN: 'https://static.exchange.example/images' }, /ASSET_ORIGIN/],
    [{ ASSET_ORIGIN: 'static.exchange.example' }, /ASSET_ORIGIN/],
    [{ FIRST_VIEW: 'maybe' }, /FIRST_VIEW/],
  ])('refuses %o', (env, message) => {
    expect(() => readPageServerConfig(env)).toThrow(PageServerConfigError);
    expect(() => readPageServerConfig(env)).toThrow(message);
  });
});
