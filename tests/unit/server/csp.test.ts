import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPageServerConfig } from '../../../server/config.ts';
import {
  appCsp,
  builtInApiHosts,
  connectSourcesOf,
  imageSourcesOf,
  inlineScriptHashes,
} from '../../../server/csp.ts';

describe('the hashes of inline scripts', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('are taken of each script a browser runs, exactly as written', async () => {
    const html =
      '<script>a()</script><script type="module">\n b()\n</script><SCRIPT TYPE="text/javascript">c("é")</SCRIPT>';
    expect(await inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b()\n'), sha('c("é")')]);
  });

  it('leave out scripts loaded from a file and data that does not run', async () => {
    const html =
      '<script type="module" src="/assets/index.js"></script><script type="application/json" id="first-view">{"a":1}</script><script src=/x.js>y()</script>';
    expect(await inlineScriptHashes(html)).toEqual([]);
  });
});

describe("the app's policy", () => {
  it('allows no inline script, eval, plugin, foreign base or framing by default', () => {
    expect(appCsp()).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'",
    );
  });
});

/** Whether a CSP source list lets a page reach `url` (CSP3 host and port matching, enough here). */
function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    const match = /^([a-z]+):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port] = match;
    if (`${scheme}:` !== target.protocol) return false;
    if ((port ?? '') !== target.port) return false;
    return wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
  });
}

describe("the exchange's hosts in the policy (use pass 2, finding 3)", () => {
  it("lets the app reach an API origin's gateways and sockets with API_ORIGIN and MAIN_DOMAIN alone", () => {
    const config = readPageServerConfig({
      API_ORIGIN: 'https://api.exchange-cdn.example',
      MAIN_DOMAIN: 'exchange.example',
    });
    const connect = connectSourcesOf(config);
    for (const url of [
      'https://api.exchange-cdn.example/v1/health',
      'https://gateway1.api.exchange-cdn.example/v1/activity/list',
      'https://gateway2.api.exchange-cdn.example/v1/activity/list',
      'wss://http-gateway2.api.exchange-cdn.example/v1/stream',
      'wss://contract1.api.exchange-cdn.example/websocket',
      'https://gateway2.api-1.exchange.example/v1/user/info',
      'wss://exchange.example/ws',
    ]) {
      expect(allows(connect, url), url).toBe(true);
    }
    expect(allows(connect, 'https://evil.example/v1/health')).toBe(false);
  });

  it("allows the sandbox's hosts over http with their ports, and the build's built-in hosts", () => {
    const config = readPageServerConfig({ API_ORIGIN: 'http://127.0.0.1:9560' });
    const html =
      '<head><link rel="preconnect" href="http://api-1.localhost:9561" crossorigin><link rel="preconnect" href="http://api-2.localhost:9562" crossorigin></head>';
    expect(builtInApiHosts(html)).toEqual([
      'http://api-1.localhost:9561',
      'http://api-2.localhost:9562',
    ]);
    const connect = connectSourcesOf(config, builtInApiHosts(html));
    for (const url of [
      'http://127.0.0.1:9560/v1/health',
      'ws://127.0.0.1:9560/ws',
      'http://gateway1.api-1.localhost:9561/v1/activity/list',
      'ws://http-gateway2.api-2.localhost:9562/v1/stream',
    ]) {
      expect(allows(connect, url), url).toBe(true);
    }
    // An IP host takes no gateway label: no wildcard of an address.
    expect(connect.some((source) => source.includes('*.127.0.0.1'))).toBe(false);
    expect(allows(connect, 'http://gateway1.api-1.localhost:8081/v1/health')).toBe(false);
  });

  it("lets the exchange's images in from its asset origin and main domain", () => {
    const config = readPageServerConfig({
      ASSET_ORIGIN: 'http://127.0.0.1:9560',
      MAIN_DOMAIN: 'exchange.example',
    });
    const img = imageSourcesOf(config);
    expect(allows(img, 'http://127.0.0.1:9560/sandbox-assets/banner-1.webp')).toBe(true);
    expect(allows(img, 'https://static.exchange.example/banner.webp')).toBe(true);
    expect(appCsp({ img })).toContain(
      "img-src 'self' data: blob: http://127.0.0.1:9560 https://exchange.example https://*.exchange.example;",
    );
    expect(imageSourcesOf(readPageServerConfig({}))).toEqual([]);
  });
});
