import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, withSecurityHeaders } from '../../../server/security-headers.ts';
import { CALLS } from '../../../src/api/contract.ts';
import { loopback, useRunningSandbox } from './control-support.ts';

// The platform's Response, taken before the sandbox starts: @hono/node-server 2 then puts a
// lighter Response in its place, whose redirects' headers can change.
const PlatformResponse = globalThis.Response;

describe('security headers on every answer of a running sandbox', () => {
  const ctx = useRunningSandbox({ SANDBOX_HANG: 'off' });
  const main = (path: string) => `http://127.0.0.1:${ctx.sandbox.ports.main}${path}`;
  const api = (n: number, path: string) => `${loopback(ctx.sandbox.urls.api[n - 1]!.url)}${path}`;
  const post = (body: string, type = 'application/json'): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });

  // Pages, assets, API calls, collectors, the control plane, refusals, errors and 404s.
  const routes: [string, () => string, RequestInit?][] = [
    ['the app page (503 without a build)', () => main('/')],
    ['an activity page', () => main('/activity/1')],
    ['an app file', () => main('/assets/index.js')],
    ['a generated image', () => main('/sandbox-assets/none.png')],
    ['the login page', () => main('/login')],
    [
      'a failed login',
      () => main('/login'),
      post('email=a%40b.c&password=x', 'application/x-www-form-urlencoded'),
    ],
    ['the control page', () => main('/sandbox')],
    ['the control API', () => main('/sandbox/api/state')],
    ['a refused control action', () => main('/sandbox/api/clock'), post('{"to":"soon"}')],
    ['an unknown control route', () => main('/sandbox/api/nothing')],
    ['a mirror file', () => main('/mirrors/a/web_base.txt')],
    ['a missing mirror file', () => main('/mirrors/a/none.txt')],
    ['a tracking beacon', () => main('/collect'), post('{"event":"x"}')],
    [
      'a malformed error envelope',
      () => main('/sentry/api/1/envelope/?sentry_key=sandbox'),
      post('{'),
    ],
    ['the app simulator', () => main('/app-simulator')],
    ['the health probe on the main origin', () => main(CALLS.health.path)],
    ['the health probe on an API host', () => api(1, CALLS.health.path)],
    ['a call without its headers', () => api(2, CALLS.activityList.path)],
    ['an unknown call', () => api(3, '/v1/nothing')],
    [
      'a preflight',
      () => api(1, CALLS.activityList.path),
      {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'GET' },
      },
    ],
    ['the hang host switched off', () => api(4, CALLS.health.path)],
  ];

  it.each(routes)('%s', async (_, url, init) => {
    const res = await fetch(url(), { redirect: 'manual', ...init });
    await res.arrayBuffer();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(res.headers.get(name), `${name} on ${res.status}`).toBe(value);
    }
  });
});

describe('withSecurityHeaders', () => {
  it('sets the headers on an answer whose headers cannot change, by copying it', async () => {
    const redirect = PlatformResponse.redirect('http://127.0.0.1:8080/sandbox', 303);
    expect(() => redirect.headers.set('x-test', '1')).toThrow();
    const res = withSecurityHeaders(redirect);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:8080/sandbox');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(res.headers.get(name)).toBe(value);
    }
  });
});
