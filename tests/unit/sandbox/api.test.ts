import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { revokeSession } from '../../../sandbox/db/sessions.ts';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { CALLS, HEADERS } from '../../../src/api/contract.ts';
import { ACTIVITY_TYPES, ActivityType, stageAt } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { callApi, postLogin, sessionFromResponse, signedCall, useTempStore } from './helpers.ts';

const DAY = 86_400_000;

describe('sandbox API host', () => {
  const ctx = useTempStore('all');
  const api = () => createApiApp({ store: ctx.store });
  const main = () => createMainApp({ store: ctx.store, apiHostUrls: [], distDir: '/nonexistent' });
  const loginToken = async (email = 'trader@demo.test') =>
    sessionFromResponse(await postLogin(main(), email)).token;

  it('answers the health probe without any headers', async () => {
    const res = await api().request(CALLS.health.path);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ code: '00000', msg: 'success', data: { status: 'ok' } });
    expect(Math.abs(body.data.serverTime - Date.now())).toBeLessThan(5_000);
  });

  it('lists the activities in the contract shape, stage computed by the sandbox clock', async () => {
    const { status, envelope } = await callApi(api(), 'activityList');
    expect(status).toBe(200);
    expect(envelope.code).toBe(ResponseCode.Success);
    const { activities, serverTime } = envelope.data;
    expect(activities).toHaveLength(27);
    for (const a of activities) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'activityId',
          'alias',
          'endTime',
          'imageUrl',
          'participants',
          'rewardCurrency',
          'rewardPool',
          'stage',
          'startTime',
          'summary',
          'title',
          'type',
        ].sort(),
      );
      expect(ACTIVITY_TYPES).toContain(a.type);
      expect(a.stage).toBe(stageAt(a.startTime, a.endTime, serverTime));
    }
  });

  it('filters the list by type and follows the sandbox clock', async () => {
    const { envelope } = await callApi(api(), 'activityList', {
      query: { type: String(ActivityType.Lottery) },
    });
    expect(envelope.data.activities.map((a) => a.type)).toEqual([5, 5, 5]);

    ctx.store.clock.setOffsetMs(400 * DAY);
    try {
      const later = await callApi(api(), 'activityList');
      expect(later.envelope.data.activities.every((a) => a.stage === 'FINISHED')).toBe(true);
    } finally {
      ctx.store.clock.setOffsetMs(0);
    }
  });

  it('answers the banners', async () => {
    const { envelope } = await callApi(api(), 'mainBanner');
    expect(envelope.code).toBe(ResponseCode.Success);
    expect(envelope.data.mainBannerList.length).toBeGreaterThanOrEqual(3);
    expect(envelope.data.mainBannerList[0]).toMatchObject({
      link: expect.stringMatching(/^\/activity\/\d+$/),
    });
  });

  it('answers userinfo for the token a real login gave', async () => {
    const token = await loginToken('agent@demo.test');
    const { envelope } = await callApi(api(), 'userInfo', { token });
    expect(envelope.code).toBe(ResponseCode.Success);
    expect(envelope.data.loginName).toBe('Alex Agent');
    expect(envelope.data.userInfo).toMatchObject({
      loginName: 'Alex Agent',
      email: 'agent@demo.test',
      isLogin: true,
      agent: true,
      isOverseas: false,
      token,
    });
    expect(envelope.data.settings).toEqual(envelope.data.userInfo.settings);
  });

  it('sends a user call without a token to login (600)', async () => {
    const { status, envelope } = await callApi(api(), 'userInfo');
    expect(status).toBe(200);
    expect(envelope).toEqual({
      code: ResponseCode.LoginRequired,
      msg: 'login required',
      data: null,
    });
  });

  it('logs out an unknown, revoked or expired token (00004)', async () => {
    const unknown = await callApi(api(), 'userInfo', { token: 'f'.repeat(64) });
    expect(unknown.envelope).toMatchObject({ code: ResponseCode.LoggedOut, msg: 'logged out' });

    const revoked = await loginToken();
    revokeSession(ctx.store.db, revoked);
    expect((await callApi(api(), 'userInfo', { token: revoked })).envelope.code).toBe('00004');

    const expiring = await loginToken();
    ctx.store.clock.setOffsetMs(8 * DAY);
    try {
      expect((await callApi(api(), 'userInfo', { token: expiring })).envelope.code).toBe('00004');
    } finally {
      ctx.store.clock.setOffsetMs(0);
    }
    expect((await callApi(api(), 'userInfo', { token: expiring })).envelope.code).toBe('00000');
  });

  it('treats a bad token on an optional-user call as a visitor', async () => {
    const { envelope } = await callApi(api(), 'activityList', { token: 'unknown' });
    expect(envelope.code).toBe(ResponseCode.Success);
  });

  const setHeader = (name: string, value: string) => (h: Record<string, string>) => {
    h[name] = value;
  };
  const dropHeader = (name: string) => (h: Record<string, string>) => {
    delete h[name];
  };

  it.each([
    {
      fault: 'a wrong signature',
      tamper: setHeader(HEADERS.signature, 'f'.repeat(64)),
      msg: 'bad signature',
    },
    {
      fault: 'a token added after signing',
      tamper: setHeader(HEADERS.token, 'abc'),
      msg: 'bad signature',
    },
    {
      fault: 'no signature',
      tamper: dropHeader(HEADERS.signature),
      msg: `missing header ${HEADERS.signature}`,
    },
    {
      fault: 'no trace id',
      tamper: dropHeader(HEADERS.traceId),
      msg: `missing header ${HEADERS.traceId}`,
    },
    {
      fault: 'no language header',
      tamper: dropHeader(HEADERS.language),
      msg: `missing header ${HEADERS.language}`,
    },
    {
      fault: 'another terminal',
      tamper: setHeader(HEADERS.terminal, '2'),
      msg: `bad header ${HEADERS.terminal}: expected 1`,
    },
    {
      fault: 'another version',
      tamper: setHeader(HEADERS.version, '1.0.0'),
      msg: `bad header ${HEADERS.version}: expected 1.1.0`,
    },
  ])('refuses a call with $fault (HTTP 400)', async ({ msg, ...options }) => {
    const res = await api().request(...signedCall('mainBanner', options));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '400', msg, data: null });
  });

  it('refuses a call whose body changed after signing', async () => {
    const [url, init] = signedCall('mainBanner', { body: '{"page":1}' });
    const res = await api().request(url, { ...init, body: '{"page":2}' });
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('bad signature');
  });

  it('accepts calls signed with the sandbox clock after it moved by days', async () => {
    ctx.store.clock.setOffsetMs(30 * DAY);
    try {
      const timestamp = ctx.store.clock.now();
      expect((await callApi(api(), 'mainBanner', { timestamp })).status).toBe(200);
    } finally {
      ctx.store.clock.setOffsetMs(0);
    }
  });

  it('refuses a GET call without the languageType query', async () => {
    const [url, init] = signedCall('activityList');
    const res = await api().request(url.split('?')[0]!, init);
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('missing query parameter languageType');
  });

  it('answers CORS preflights at once, allowing the contract headers', async () => {
    // A latency far above any scheduling jitter: a preflight that waited for it would show.
    const slow = createApiApp({ store: ctx.store, latencyMs: 10_000 });
    const started = performance.now();
    const res = await slow.request(CALLS.userInfo.path, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `${HEADERS.signature},content-type`,
      },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')?.split(',') ?? [];
    expect(allowed).toEqual(expect.arrayContaining([...Object.values(HEADERS), 'content-type']));
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
  });

  it('delays every other answer by the host latency', async () => {
    const slow = createApiApp({ store: ctx.store, latencyMs: 120 });
    const started = performance.now();
    const res = await slow.request(CALLS.health.path, { headers: { origin: 'http://x.test' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
