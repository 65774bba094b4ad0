import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createExchangeClock } from '../../src/api/exchange-clock.ts';
import type { HttpRequest } from '../../src/api/http.ts';
import { CACHED_CALLS, withRequestCache } from '../../src/app/cached-client.ts';
import { createRequestCache } from '../../src/platform/request-cache.ts';

const BANNERS = { mainBannerList: [] };
const META = {
  route: 'centre',
  locale: 'en',
  title: 'Centre',
  description: 'All activities',
  keywords: [],
};

/** A client over a transport that answers after `release()`, counting what reached it. */
function setup() {
  let time = 1_000;
  let token: string | undefined;
  const sent: HttpRequest[] = [];
  const waiting: (() => void)[] = [];
  const raw = createApiClient({
    transport: (r) => {
      sent.push(r);
      const data = r.url.includes('mainBanner') ? BANNERS : META;
      return new Promise((resolve) =>
        waiting.push(() =>
          resolve({ status: 200, text: JSON.stringify({ code: '00000', msg: 'ok', data }) }),
        ),
      );
    },
    baseUrl: async () => 'http://api-1.localhost:8081',
    token: () => token,
    language: () => 'en_US',
    clock: createExchangeClock(() => 1_700_000_000_000),
    traceId: () => `trace-${sent.length}`,
  });
  const cache = createRequestCache({ now: () => time, cacheTimeMs: 216_000 });
  const client = withRequestCache(raw, cache, { token: () => token, language: () => 'en_US' });
  /** Answers the calls once `calls` of them reached the transport (signing is asynchronous). */
  const release = async (calls = 1) => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThanOrEqual(calls));
    for (const answer of waiting.splice(0)) answer();
  };
  return {
    client,
    sent,
    release,
    advance: (ms: number) => {
      time += ms;
    },
    login: (t: string) => {
      token = t;
    },
  };
}

describe('request cache in front of the client (SPEC §4, §9)', () => {
  it('makes one call when two views ask for the banners at once', async () => {
    const { client, sent, release } = setup();
    const first = client('mainBanner', {});
    const second = client('mainBanner', {});
    await release();
    expect(await first).toEqual(BANNERS);
    expect(await second).toEqual(BANNERS);
    expect(sent).toHaveLength(1);
  });

  it('asks again once the 3 s have passed', async () => {
    const { client, sent, release, advance } = setup();
    const first = client('mainBanner', {});
    await release();
    await first;
    advance(2_999);
    await client('mainBanner', {});
    expect(sent).toHaveLength(1);
    advance(1);
    const again = client('mainBanner', {});
    await release();
    await again;
    expect(sent).toHaveLength(2);
  });

  it('keeps page metadata (interval 0) for the cache time', async () => {
    const { client, sent, release, advance } = setup();
    const first = client('metaData', { route: 'centre', locale: 'en' });
    await release();
    await first;
    advance(215_999);
    await client('metaData', { route: 'centre', locale: 'en' });
    expect(sent).toHaveLength(1);
    expect(CACHED_CALLS.metaData).toBe(0);
  });

  it('never gives a visitor’s answer to a user', async () => {
    const { client, sent, release, login } = setup();
    const visitor = client('mainBanner', {});
    login('user-token');
    const user = client('mainBanner', {});
    await release(2);
    await Promise.all([visitor, user]);
    expect(sent).toHaveLength(2);
  });

  it('does not cache what is not in the list (task completions, writes)', async () => {
    const { client, sent, release } = setup();
    const a = client('pushCount', {}).catch(() => undefined);
    const b = client('pushCount', {}).catch(() => undefined);
    await release(2);
    await Promise.all([a, b]);
    expect(sent).toHaveLength(2);
  });

  it('lets one asker stop waiting without cancelling the call for the other', async () => {
    const { client, sent, release } = setup();
    const leaving = new AbortController();
    const gone = client('mainBanner', {}, { signal: leaving.signal });
    const staying = client('mainBanner', {});
    leaving.abort(new Error('view closed'));
    await expect(gone).rejects.toThrow('view closed');
    await release();
    expect(await staying).toEqual(BANNERS);
    expect(sent).toHaveLength(1);
  });
});
