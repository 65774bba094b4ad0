import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { findSession, revokeSession } from '../../../sandbox/db/sessions.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { HEADERS } from '../../../src/api/contract-wire.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { safeRedirect } from '../../../src/domain/link-policy.ts';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';
import {
  callApi,
  postLogin,
  sessionCookieLine,
  sessionFromResponse,
  useTempStore,
} from './helpers.ts';

const DAY = 86_400_000;

describe('sandbox login page', () => {
  const ctx = useTempStore('all');
  const app = () => createMainApp({ store: ctx.store, apiHostUrls: [], distDir: '/nonexistent' });

  it('shows a labelled form and a one-click button per demo account', async () => {
    const res = await app().request('/login?redirect=/activity/2');
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    for (const email of [
      'trader@demo.test',
      'newbie@demo.test',
      'agent@demo.test',
      'overseas@demo.test',
    ]) {
      expect(page).toContain(`name="email" value="${email}"`);
    }
    expect(page).toContain('aria-label="Log in as Ada Trader"');
    expect(page).toContain('name="redirect" value="/activity/2"');
    expect(page).not.toContain('<script');
  });

  it('sets one readable session cookie for 365 days and redirects', async () => {
    const res = await postLogin(app(), 'trader@demo.test', 'demo1234', '/activity/2?tab=tasks');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/activity/2?tab=tasks');
    expect(res.headers.getSetCookie()).toHaveLength(1);
    const attributes = sessionCookieLine(res)!
      .split(';')
      .map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'Secure', 'SameSite=Lax']),
    );
    expect(attributes.some((a) => a.toLowerCase() === 'httponly')).toBe(false);
  });

  it('stores a session row matching the cookie tokens', async () => {
    const before = ctx.store.clock.now();
    const tokens = sessionFromResponse(await postLogin(app(), 'newbie@demo.test'));
    expect(tokens.token).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.tokenExpiresAt - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(tokens.tokenExpiresAt - before).toBeLessThan(7 * DAY + 60_000);
    expect(tokens.refreshExpiresAt - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(tokens.rToken).not.toBe('');
    const session = findSession(ctx.store.db, tokens.token);
    expect(session).toMatchObject({ ...tokens, revoked: false });
    expect(session?.userId).toBe(findUserByEmail(ctx.store.db, 'newbie@demo.test')?.id);
  });

  it('answers a wrong password with 401, an error and the email kept', async () => {
    const res = await postLogin(app(), 'trader@demo.test', 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('Wrong email or password.');
    expect(page).toContain('value="trader@demo.test"');
  });

  it('answers an unknown email like a wrong password, escaping what was typed', async () => {
    const res = await postLogin(app(), '"><script>x</script>@demo.test', 'demo1234');
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  /** Forms that become `//evil.test/x` or another host once parsed, decoded or cleaned. */
  const OFF_SITE = [
    '/.//evil.test/x',
    '/..//evil.test/x',
    '/a/..//evil.test/x',
    '/./%2f/evil.test/x',
    '//evil.test',
    '/\\evil.test',
    '/%2f%2fevil.test/x',
    '/%252F%252Fevil.test/x',
    '/%5c%5cevil.test/x',
    '/%09/evil.test/x',
    '/\t/evil.test',
    'https://evil.test',
    'http://localhost@evil.test/x',
    'javascript:alert(1)',
    ' JaVa\nScRiPt:alert(1)',
  ];

  it('only follows same-origin paths after login (issue 14: /.//evil.test/x)', async () => {
    expect(safeRedirect('/activity/2#tasks')).toBe('/activity/2#tasks');
    expect(safeRedirect('/a/./b/../../activity/2')).toBe('/activity/2');
    for (const bad of [...OFF_SITE, '', 3]) expect(safeRedirect(bad)).toBe('/');
    for (const bad of OFF_SITE) {
      const res = await postLogin(app(), 'trader@demo.test', 'demo1234', bad);
      expect(res.status, bad).toBe(303);
      expect(res.headers.get('location'), bad).toBe('/');
      const page = await (await app().request(`/login?redirect=${encodeURIComponent(bad)}`)).text();
      expect(page, bad).toContain('name="redirect" value="/"');
    }
    const kept = await postLogin(app(), 'trader@demo.test', 'demo1234', '/./inbox/../rewards');
    expect(kept.headers.get('location')).toBe('/rewards');
  });

  it('ends the earlier session when the same user logs in elsewhere (434)', async () => {
    const api = createApiApp({ store: ctx.store });
    const first = sessionFromResponse(await postLogin(app(), 'overseas@demo.test')).token;
    expect((await callApi(api, 'userInfo', { token: first })).envelope.code).toBe('00000');

    const second = sessionFromResponse(await postLogin(app(), 'overseas@demo.test')).token;
    const replaced = await callApi(api, 'userInfo', { token: first });
    expect(replaced.envelope).toEqual({
      code: ResponseCode.SessionInvalid,
      msg: 'session ended: the account logged in elsewhere',
      data: null,
    });
    expect(findSession(ctx.store.db, first)).toMatchObject({
      revoked: true,
      revokedReason: 'replaced',
    });
    expect((await callApi(api, 'userInfo', { token: second })).envelope.code).toBe('00000');

    // Another user's login leaves this session alone; a logout ends it with 00004, not 434.
    await postLogin(app(), 'trader@demo.test');
    expect((await callApi(api, 'userInfo', { token: second })).envelope.code).toBe('00000');
    revokeSession(ctx.store.db, second);
    expect((await callApi(api, 'userInfo', { token: second })).envelope.code).toBe(
      ResponseCode.LoggedOut,
    );
    // A call open to visitors just treats the replaced token as a visitor's.
    expect((await callApi(api, 'activityList', { token: first })).envelope.code).toBe('00000');
  });

  it('ends the session on logout: its token then answers 00004 and the cookie goes', async () => {
    const api = createApiApp({ store: ctx.store });
    const token = sessionFromResponse(await postLogin(app(), 'trader@demo.test')).token;
    expect((await callApi(api, 'userInfo', { token })).envelope.code).toBe('00000');

    const res = await app().request('/logout', {
      method: 'POST',
      headers: { [HEADERS.token]: token },
    });
    expect(res.status).toBe(204);
    expect(sessionCookieLine(res)).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Max-Age=0`));
    expect(findSession(ctx.store.db, token)).toMatchObject({
      revoked: true,
      revokedReason: 'logout',
    });
    expect((await callApi(api, 'userInfo', { token })).envelope.code).toBe(ResponseCode.LoggedOut);
  });

  it('ends the session of the cookie a logout form posts, and keeps a replaced one 434', async () => {
    const api = createApiApp({ store: ctx.store });
    const login = await postLogin(app(), 'newbie@demo.test');
    const first = sessionFromResponse(login).token;
    const cookie = sessionCookieLine(login)!.split(';')[0]!;
    await app().request('/logout', { method: 'POST', headers: { cookie } });
    expect((await callApi(api, 'userInfo', { token: first })).envelope.code).toBe(
      ResponseCode.LoggedOut,
    );

    const replaced = sessionFromResponse(await postLogin(app(), 'agent@demo.test')).token;
    await postLogin(app(), 'agent@demo.test');
    await app().request('/logout', { method: 'POST', headers: { [HEADERS.token]: replaced } });
    expect(findSession(ctx.store.db, replaced)?.revokedReason).toBe('replaced');
  });
});
