import { describe, expect, it } from 'vitest';
import {
  assetAddress,
  exchangeSiteOf,
  loginPageAddress,
  siteMetaTags,
} from '../../src/domain/exchange-site.ts';

const PAGE = 'http://127.0.0.1:9567';

describe("the exchange's login page (use pass 2, finding 3)", () => {
  it("is /login of the page's own origin by default, with the way back as a path", () => {
    const site = exchangeSiteOf({}, {});
    expect(loginPageAddress(site, PAGE)).toBe('/login');
    expect(loginPageAddress(site, PAGE, '/activity/8')).toBe('/login?redirect=%2Factivity%2F8');
  });

  it('is the configured page on another origin, with the way back as an absolute address', () => {
    const site = exchangeSiteOf({ loginPage: 'http://127.0.0.1:9560/login' });
    expect(loginPageAddress(site, PAGE, '/fr/activity/8?x=1')).toBe(
      `http://127.0.0.1:9560/login?redirect=${encodeURIComponent(`${PAGE}/fr/activity/8?x=1`)}`,
    );
    expect(loginPageAddress(site, PAGE)).toBe('http://127.0.0.1:9560/login');
  });

  it("keeps a login page's own query", () => {
    const site = exchangeSiteOf({
      loginPage: 'https://www.exchange.example/account/login?from=web',
    });
    expect(loginPageAddress(site, PAGE, '/rewards')).toBe(
      `https://www.exchange.example/account/login?from=web&redirect=${encodeURIComponent(`${PAGE}/rewards`)}`,
    );
  });

  it("takes the page's setting first, then the build's, and skips unusable ones", () => {
    const build = { loginPage: 'https://build.example/login', assetOrigin: 'https://cdn.example' };
    expect(exchangeSiteOf({ loginPage: 'https://page.example/login' }, build)).toEqual({
      loginPage: 'https://page.example/login',
      assetOrigin: 'https://cdn.example',
    });
    expect(exchangeSiteOf({ loginPage: 'javascript:alert(1)', assetOrigin: '//x' }, build)).toEqual(
      build,
    );
    expect(exchangeSiteOf({ loginPage: '//evil.test/login' })).toEqual({
      loginPage: '/login',
      assetOrigin: undefined,
    });
  });
});

describe("the exchange's asset paths", () => {
  const site = exchangeSiteOf({ assetOrigin: 'http://127.0.0.1:9560' });

  it('resolve against the asset origin', () => {
    expect(assetAddress('/sandbox-assets/banner-1.webp', site)).toBe(
      'http://127.0.0.1:9560/sandbox-assets/banner-1.webp',
    );
    expect(assetAddress('img/a.png', site)).toBe('http://127.0.0.1:9560/img/a.png');
  });

  it('leave absolute addresses, and any path when no asset origin is set', () => {
    expect(assetAddress('https://cdn.example/a.webp', site)).toBe('https://cdn.example/a.webp');
    expect(assetAddress('data:image/png;base64,AA', site)).toBe('data:image/png;base64,AA');
    expect(assetAddress('//cdn.example/a.webp', site)).toBe('//cdn.example/a.webp');
    expect(assetAddress('/sandbox-assets/a.webp', exchangeSiteOf({}))).toBe(
      '/sandbox-assets/a.webp',
    );
  });
});

describe("the page's meta elements", () => {
  it('name only what is set, escaped', () => {
    expect(siteMetaTags({})).toBe('');
    expect(siteMetaTags({ loginPage: 'https://x.example/login?a=1&b="2"' })).toBe(
      '<meta name="exchange-login-page" content="https://x.example/login?a=1&amp;b=&quot;2&quot;" />',
    );
  });
});
