import type { ErrorEvent } from '@sentry/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FILTERED, scrubWith } from '../../../src/app/monitoring/scrub.ts';
import { createSecretKeeper, SECRET_PIECE } from '../../../src/app/monitoring/secrets.ts';
import { prepareEvent } from '../../../src/app/monitoring/sentry-start.ts';
import { createTracker } from '../../../src/app/tracking.ts';
import type { SessionTokens } from '../../../src/domain/session.ts';

const RUNS = { numRuns: 500 };
const TAGS = { route: '/', locale: 'en', platform: 'web', host: 'http://api-1.localhost' } as const;

/** Tokens as the sandbox makes them (hex), base64-ish ones, and printable ones with symbols. */
const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });
const tokenText = fc.oneof(
  hex(64),
  hex(32),
  fc.string({
    unit: fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_.',
    ),
    minLength: 16,
    maxLength: 80,
  }),
  fc.string({ unit: 'grapheme-ascii', minLength: 16, maxLength: 64 }),
);
const expiry = fc.integer({ min: 1_600_000_000_000, max: 2_200_000_000_000 });
const session: fc.Arbitrary<SessionTokens> = fc.record({
  token: tokenText,
  tokenExpiresAt: expiry,
  rToken: tokenText,
  refreshToken: tokenText,
  refreshExpiresAt: expiry,
});

/** The session's fields as text: what a piece is cut from. */
function fieldTexts(s: SessionTokens): string[] {
  return [s.token, String(s.tokenExpiresAt), s.rToken, s.refreshToken, String(s.refreshExpiresAt)];
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

type Form = 'plain' | 'upper' | 'url' | 'base64' | 'split';

/** A slice of at least 8 characters of one field, written in one form. */
interface Chunk {
  field: number;
  start: number;
  length: number;
  form: Form;
  /** For a split: where the second half starts within the slice. */
  cut: number;
}

const chunk: fc.Arbitrary<Chunk> = fc.record({
  field: fc.nat({ max: 4 }),
  start: fc.nat({ max: 80 }),
  length: fc.integer({ min: SECRET_PIECE, max: 80 }),
  form: fc.constantFrom<Form>('plain', 'upper', 'url', 'base64', 'split'),
  cut: fc.nat({ max: 80 }),
});
/** Text around the pieces: anything, including symbols an encoder or a URL uses. */
const filler = fc.string({ maxLength: 12 });

/** What a chunk writes into a report, and the pieces of it that must not survive. */
function writeChunk(
  s: SessionTokens,
  c: Chunk,
  between: string,
): { text: string; pieces: string[] } {
  const field = fieldTexts(s)[c.field]!;
  const length = Math.min(c.length, field.length);
  const start = c.start % (field.length - length + 1);
  const slice = field.slice(start, start + length);
  const one = (text: string) => ({ text, pieces: [text] });
  switch (c.form) {
    case 'plain':
      return one(slice);
    case 'upper':
      return one(slice.toUpperCase());
    case 'url':
      return one(encodeURIComponent(slice));
    case 'base64':
      // The '=' padding is no part of the secret.
      return { text: base64(slice), pieces: [base64(slice).replace(/=+$/, '')] };
    case 'split': {
      // Two halves of at least 8 characters each, where the slice is long enough for that.
      if (slice.length < 2 * SECRET_PIECE) return one(slice);
      const cut = SECRET_PIECE + (c.cut % (slice.length - 2 * SECRET_PIECE + 1));
      const [head, tail] = [slice.slice(0, cut), slice.slice(cut)];
      return { text: `${head}${between}${tail}`, pieces: [head, tail] };
    }
  }
}

/** A report's text: pieces of the session among other text. */
function compose(
  s: SessionTokens,
  parts: { before: string; chunk: Chunk; between: string }[],
  end: string,
): { text: string; pieces: string[] } {
  let text = '';
  const pieces: string[] = [];
  for (const part of parts) {
    const written = writeChunk(s, part.chunk, part.between);
    pieces.push(...written.pieces);
    text += part.before + written.text;
  }
  return { text: text + end, pieces };
}

const composed = fc
  .tuple(
    session,
    fc.array(fc.record({ before: filler, chunk, between: filler }), {
      minLength: 1,
      maxLength: 4,
    }),
    filler,
  )
  .map(([s, parts, end]) => ({ session: s, ...compose(s, parts, end) }));

/** Every string in a value (and every number, as text), each on its own. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out);
  return out;
}

/**
 * Asserts that no 8-character window of any written piece is left in any string of `sent`,
 * compared without case.
 */
function expectNoPiece(sent: unknown, pieces: string[]): void {
  const texts = strings(sent).map((t) => t.toLowerCase());
  for (const piece of pieces) {
    const lower = piece.toLowerCase();
    for (let i = 0; i + SECRET_PIECE <= lower.length; i++) {
      const window = lower.slice(i, i + SECRET_PIECE);
      const hit = texts.find((t) => t.includes(window));
      expect(hit, `"${window}" of "${piece}" left in "${hit}"`).toBeUndefined();
    }
  }
}

/** Where in an error event a text may sit: messages, frames, the request, breadcrumbs, extras. */
function eventWith(text: string, place: number): ErrorEvent {
  const event: ErrorEvent = {
    type: undefined,
    message: 'call failed',
    exception: {
      values: [
        {
          type: 'ApiError',
          value: 'HTTP 500',
          stacktrace: { frames: [{ filename: 'http://127.0.0.1/assets/app.js', function: 'f' }] },
        },
      ],
    },
    request: { url: 'http://127.0.0.1/activity/4' },
    breadcrumbs: [{ category: 'fetch', data: { url: 'http://api-1.localhost/v1/x' } }],
    extra: {},
  };
  const exception = event.exception!.values![0]!;
  switch (place % 8) {
    case 0:
      event.message = text;
      break;
    case 1:
      exception.value = text;
      break;
    case 2:
      exception.stacktrace!.frames![0]!.filename = `http://127.0.0.1/assets/app.js?v=${text}`;
      break;
    case 3:
      exception.stacktrace!.frames![0]!.vars = { state: { note: text } };
      break;
    case 4:
      event.request!.url = `http://127.0.0.1/activity/4?${text}`;
      event.request!.query_string = text;
      break;
    case 5:
      event.request!.data = { body: text };
      break;
    case 6:
      event.breadcrumbs![0]!.data = { url: `http://api-1.localhost/v1/x?q=${text}` };
      event.breadcrumbs![0]!.message = text;
      break;
    default:
      event.extra = { call: 'claim', detail: [text] };
  }
  return event;
}

describe('the session is scrubbed from every report and beacon', () => {
  it('leaves no 8-character piece of any session field in an error event, wherever it sits', () => {
    fc.assert(
      fc.property(composed, fc.nat(), ({ session: s, text, pieces }, place) => {
        const clean = scrubWith(createSecretKeeper(() => [s]));
        const event = prepareEvent(eventWith(text, place), {}, TAGS, clean);
        expectNoPiece(event, pieces);
      }),
      RUNS,
    );
  });

  it('leaves no piece in a tracking beacon, in its fields or its page address', () => {
    fc.assert(
      fc.property(composed, ({ session: s, text, pieces }) => {
        const send = vi.fn((_url: string, _body: string) => true);
        const tracker = createTracker({
          enabled: true,
          url: '/collect',
          common: () => ({
            platform: 'web',
            domain_name: `127.0.0.1/?ref=${text}`,
            is_login_user: true,
            activity_name: 'other',
            activity_page_name: 'centre',
            anonymous_id: 'anon',
          }),
          send,
          scrub: scrubWith(createSecretKeeper(() => [s])),
        });
        tracker.track('page_view', { referrer: text, nested: { note: [text] } });
        expectNoPiece(JSON.parse(send.mock.calls[0]![1]), pieces);
      }),
      RUNS,
    );
  });

  it('keeps text with no piece of the session as it was', () => {
    fc.assert(
      fc.property(session, hex(32), ({ token, ...rest }, traceId) => {
        // A fresh trace id shares no 8-character run with the tokens but by chance.
        fc.pre(
          ![token, rest.rToken, rest.refreshToken].some((t) => t.includes(traceId.slice(0, 8))),
        );
        const clean = scrubWith(createSecretKeeper(() => [{ token, ...rest }]));
        const text = `HTTP 500 on /en/activity/12 trace ${traceId}`;
        expect(clean({ message: text, count: 3 })).toEqual({ message: text, count: 3 });
      }),
      RUNS,
    );
  });
});

describe('session scrubbing by example', () => {
  const SESSION: SessionTokens = {
    token: 'a3f1c9e2b7d4058e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
    tokenExpiresAt: 1_795_000_000_000,
    rToken: '5c2e9f10a4b7d3e8c1f60a9b2d7e4c13',
    refreshToken: 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f',
    refreshExpiresAt: 1_797_592_000_000,
  };
  const clean = scrubWith(createSecretKeeper(() => [SESSION]));

  it.each([
    ['the rToken in a query no pattern names', `GET /v1/x?r=${SESSION.rToken}&lang=en`],
    [
      'a token split in two',
      `token part ${SESSION.token.slice(0, 30)} then ${SESSION.token.slice(30)}`,
    ],
    [
      'the refresh token URL-encoded twice',
      encodeURIComponent(encodeURIComponent(SESSION.refreshToken)),
    ],
    ['the cookie in base64', base64(JSON.stringify(SESSION))],
    ['an expiry in a message', `token valid until ${SESSION.tokenExpiresAt}`],
    ['an expiry in seconds', `exp=${Math.floor(SESSION.refreshExpiresAt / 1000)}`],
  ])('removes %s', (_, text) => {
    const out = clean({ message: text }).message;
    expect(out).toContain(FILTERED);
    expectNoPiece(out, [SESSION.token, SESSION.rToken, SESSION.refreshToken]);
    expect(out).not.toContain(String(SESSION.tokenExpiresAt).slice(0, 10));
    expect(out).not.toContain(String(SESSION.refreshExpiresAt).slice(0, 10));
  });

  it('replaces an expiry given as a number, and an object met twice is scrubbed both times', () => {
    const shared = { url: `/x?r=${SESSION.rToken}` };
    const out = clean({ expires: SESSION.refreshExpiresAt, a: shared, b: [shared] });
    expect(out.expires).toBe(FILTERED);
    expect(JSON.stringify(out)).not.toContain(SESSION.rToken);
  });

  it('still removes a session after it is replaced or cleared', () => {
    let held: SessionTokens | undefined = SESSION;
    const keeper = scrubWith(createSecretKeeper(() => [held]));
    expect(keeper(SESSION.rToken)).toBe(FILTERED);
    held = undefined;
    expect(keeper(`late breadcrumb ${SESSION.rToken}`)).toBe(`late breadcrumb ${FILTERED}`);
  });
});
