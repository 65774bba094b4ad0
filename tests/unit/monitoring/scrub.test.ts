import { describe, expect, it } from 'vitest';
import { FILTERED, scrub, scrubString } from '../../../src/app/monitoring/scrub.ts';
import { prepareEvent } from '../../../src/app/monitoring/sentry-start.ts';

const TOKEN = 'tk_9f8e7d6c5b4a39281706f5e4d3c2b1a0ZyXwVuTsRqPo';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEyMzQ1fQ.c2lnbmF0dXJlLXZhbHVl';

describe('scrubbing (never a token or personal data in an event)', () => {
  it.each([
    [`GET /v1/user?token=${TOKEN}&lang=en failed`, TOKEN],
    [`Authorization: Bearer ${TOKEN}`, TOKEN],
    [`{"exchange-token":"${TOKEN}"}`, TOKEN],
    [`session ${JWT} expired`, JWT],
    ['mail alice.smith+x@example.co.uk for help', 'alice.smith+x@example.co.uk'],
    ['call +44 20 7946 0958 now', '20 7946 0958'],
    ['mobile 13812345678 is taken', '13812345678'],
  ])('removes the secret from %s', (text, secret) => {
    const out = scrubString(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(FILTERED);
  });

  it('keeps what is no secret: trace ids, routes, HTTP statuses, small numbers', () => {
    const text = 'HTTP 500 on /en/activity/12 trace 0123456789abcdef0123456789abcdef at 2026';
    expect(scrubString(text)).toBe(text);
  });

  it('replaces fields named after secrets or contacts and scrubs nested strings', () => {
    const out = scrub({
      token: 'abc',
      user: { email: 'a@b.io', mobile: '123', name: 'reach me at a@b.io' },
      list: [`x?token=${TOKEN}`],
      count: 3,
    });
    expect(out).toEqual({
      token: FILTERED,
      user: { email: FILTERED, mobile: FILTERED, name: `reach me at ${FILTERED}` },
      list: [`x?token=${FILTERED}`],
      count: 3,
    });
    expect(JSON.stringify(out)).not.toContain(TOKEN);
  });

  it('prepares a Sentry event: page tags, the trace id, no user, nothing secret', () => {
    const error = Object.assign(new Error(`bad ${TOKEN}`), { traceId: 'trace-1' });
    const event = prepareEvent(
      {
        type: undefined,
        message: `failed for bob@example.com with ${TOKEN}`,
        user: { ip_address: '10.0.0.1', email: 'bob@example.com' },
        request: { url: `http://x/?token=${TOKEN}`, headers: { 'exchange-token': TOKEN } },
        breadcrumbs: [{ message: `fetch /v1?token=${TOKEN}` }],
      },
      { originalException: error },
      { route: '/en/rewards', locale: 'en', platform: 'web', host: 'http://api-1.localhost:8081' },
      scrub,
    );
    expect(event.tags).toMatchObject({ route: '/en/rewards', locale: 'en', platform: 'web' });
    expect(event.user).toBeUndefined();
    const text = JSON.stringify(event);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('bob@example.com');
  });
});
