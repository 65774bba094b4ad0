import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLeakWatch } from '../../../sandbox/leak-watch.ts';
import { loopback, useRunningSandbox } from './control-support.ts';

const TOKEN = 'a1'.repeat(32);

describe('the leak watch, on its own', () => {
  it('finds a token in a URL, raw or percent-encoded, and reports it redacted', () => {
    const watch = createLeakWatch();
    watch.remember(TOKEN, '', 'short', 42);
    watch.checkUrl('api-1', `http://api-1.localhost/v1/x?t=${TOKEN}`);
    watch.checkUrl('main', `http://127.0.0.1/a?next=${encodeURIComponent(`/b?token=${TOKEN}`)}`);
    watch.checkUrl('main', 'http://127.0.0.1/clean?token=abc');
    const { tokens, leaks } = watch.report();
    expect(tokens).toBe(1);
    expect(leaks).toEqual([
      { where: 'url', host: 'api-1', url: 'http://api-1.localhost/v1/x?t=[token]' },
      { where: 'url', host: 'main', url: 'http://127.0.0.1/a?next=/b?token=[token]' },
    ]);
    expect(JSON.stringify(leaks)).not.toContain(TOKEN);
  });

  it('finds a token in a beacon and in an envelope, and forgets leaks but not tokens', () => {
    const watch = createLeakWatch();
    watch.remember(TOKEN);
    watch.checkText('beacon', 'main', 'page_view', JSON.stringify({ props: { t: TOKEN } }));
    watch.checkText('envelope', 'main', `TypeError: ${TOKEN}`, `{"message":"${TOKEN}"}`);
    watch.checkText('beacon', 'main', 'page_view', '{"clean":true}');
    expect(watch.report().leaks).toEqual([
      { where: 'beacon', host: 'main', kind: 'page_view' },
      { where: 'envelope', host: 'main', kind: 'TypeError: [token]' },
    ]);
    watch.clearLeaks();
    expect(watch.report()).toEqual({ tokens: 1, leaks: [] });
  });
});

describe('the leak watch in a running sandbox', () => {
  const ctx = useRunningSandbox({ SANDBOX_HANG: 'off' });
  const main = (path: string) => `http://127.0.0.1:${ctx.sandbox.ports.main}${path}`;
  const leaks = async () =>
    (await (await fetch(main('/sandbox/api/leaks'))).json()) as {
      tokens: number;
      leaks: { where: string; host: string; url?: string; kind?: string }[];
    };

  /** Logs in as a demo user; answers the main token from the session cookie. */
  async function logIn(email = 'trader@demo.test'): Promise<string> {
    const response = await fetch(main('/login'), {
      method: 'POST',
      body: new URLSearchParams({ email, password: 'demo1234', redirect: '/' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(response.headers.get('set-cookie') ?? '');
    const token = /"token":"([0-9a-f]+)"/.exec(cookie)?.[1];
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    return token!;
  }

  it('counts the tokens it issues, and keeps them across a data reset', async () => {
    const before = (await leaks()).tokens;
    await logIn();
    // Main token, rToken and refresh token.
    expect((await leaks()).tokens).toBe(before + 3);
    const reset = await fetch(main('/sandbox/api/reset'), { method: 'POST' });
    expect(reset.ok).toBe(true);
    expect((await leaks()).tokens).toBe(before + 3);
    expect((await leaks()).leaks).toEqual([]);
  });

  it('catches a token in a URL on an API host, in a beacon and in an error envelope', async () => {
    const token = await logIn();
    ctx.sandbox.runtime.leaks.clearLeaks();
    const api = loopback(ctx.sandbox.urls.api[0]!.url);
    await fetch(`${api}/v1/health?token=${token}`);
    await fetch(main('/collect'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ event: 'claim_click', properties: { auth: token } }),
    });
    const event = { exception: { values: [{ type: 'Error', value: `bad token ${token}` }] } };
    const envelope = [
      JSON.stringify({ event_id: 'e1' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    await fetch(main('/sentry/api/1/envelope/?sentry_key=sandbox'), {
      method: 'POST',
      body: envelope,
    });
    const { leaks: found } = await leaks();
    expect(found).toEqual(
      expect.arrayContaining([
        { where: 'url', host: 'api-1', url: expect.stringContaining('token=[token]') },
        { where: 'beacon', host: 'main', kind: '/collect' },
        { where: 'beacon', host: 'main', kind: 'claim_click' },
        { where: 'envelope', host: 'main', kind: '/sentry/api/1/envelope/' },
        { where: 'envelope', host: 'main', kind: 'Error: bad token [token]' },
      ]),
    );
    expect(JSON.stringify(found)).not.toContain(token);
  });

  it('catches a token in a websocket URL, and lists what a user was granted', async () => {
    const token = await logIn('newbie@demo.test');
    ctx.sandbox.runtime.leaks.clearLeaks();
    const api = loopback(ctx.sandbox.urls.api[1]!.url).replace('http', 'ws');
    const socket = new WebSocket(`${api}/api/v1/private/ws?token=${token}`);
    await new Promise((resolve) => {
      socket.once('open', resolve);
      socket.once('error', resolve);
      socket.once('unexpected-response', resolve);
    });
    socket.terminate();
    expect((await leaks()).leaks).toEqual([
      { where: 'url', host: 'api-2', url: expect.stringContaining('/api/v1/private/ws?token=') },
    ]);
    const grants = await (await fetch(main('/sandbox/api/grants?email=newbie@demo.test'))).json();
    expect(grants.user.email).toBe('newbie@demo.test');
    expect(Array.isArray(grants.rewards)).toBe(true);
    expect((await fetch(main('/sandbox/api/grants?email=nobody@demo.test'))).status).toBe(404);
  });
});
