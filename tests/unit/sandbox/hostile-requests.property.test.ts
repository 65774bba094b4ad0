import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { CALLS, type CallName, HEADERS } from '../../../src/api/contract.ts';
import { signedCall, tokenFor, useTempStore } from './helpers.ts';

/**
 * Whatever a client sends, the sandbox answers with the contract's envelope and never with a
 * 5xx: unsigned junk, and junk signed correctly so that it reaches the call handlers.
 */

const NAMES = Object.keys(CALLS) as CallName[];

/**
 * A URL carries text: a lone surrogate cannot be sent, only its replacement character
 * (String.prototype.toWellFormed, which the project's TypeScript lib does not yet name).
 */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const BASE = 'http://api-1.localhost:8081';

/** Text a header may carry (no line breaks), including odd but legal bytes. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 300,
});

/** A value of a body or query field as hostile as JSON allows. */
const fieldValue = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' 1',
    '1e3',
    '0x10',
    'NaN',
    '../../etc/passwd',
    '<script>x</script>',
    '%00',
    '\u0000',
    '\ud800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    null,
    true,
    [],
    {},
    { $ne: 1 },
    { __proto__: { admin: true } },
    'x'.repeat(5_000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 50 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Field names the handlers read, and others. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'activityId',
    'taskId',
    'type',
    'pageIndex',
    'pageSize',
    'symbol',
    'interval',
    'id',
    'messageId',
    'status',
    'code',
    'areaCode',
    'productId',
    'chances',
    '__proto__',
    'constructor',
    'languageType',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

const fields = fc.dictionary(fieldName, fieldValue, { maxKeys: 6 });

/** Bodies of every shape: JSON objects, other JSON, broken JSON, deep and large text. */
const body = fc.oneof(
  fields.map((f) => JSON.stringify(f)),
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1, max: 70_000 }).map((n) => '['.repeat(n)),
  fc.integer({ min: 1, max: 40 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 60_000, max: 140_000 }).map((n) => JSON.stringify({ a: 'x'.repeat(n) })),
  fc.constant(''),
);

/** A path: a contract path with hostile parameters, a near miss, or anything. */
const path = fc.oneof(
  fc
    .tuple(fc.constantFrom(...NAMES), fc.string({ maxLength: 20 }))
    .map(([name, param]) =>
      CALLS[name].path.replace(/:([A-Za-z]\w*)/g, () => encodeURIComponent(wellFormed(param))),
    ),
  fc.constantFrom(...NAMES).map((name) => `${CALLS[name].path}/`),
  fc.constantFrom(...NAMES).map((name) => CALLS[name].path.toUpperCase()),
  fc.webPath(),
  fc.constantFrom('/', '//', '/%2e%2e/', '/v1/../v1/activity/list', '/v1/%00', '/\\evil'),
);

const method = fc.oneof(
  fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  fc.stringMatching(/^[A-Z]{1,8}$/),
);

function assertEnvelope(status: number, method: string, text: string) {
  expect(status, text).toBeLessThan(500);
  // A preflight and a HEAD answer carry no body.
  if (method === 'OPTIONS' || method === 'HEAD' || status === 204) return;
  const envelope = JSON.parse(text) as { code: unknown; msg: unknown };
  expect(typeof envelope.code).toBe('string');
  expect(typeof envelope.msg).toBe('string');
  expect(envelope).toHaveProperty('data');
}

describe('hostile requests never make the sandbox answer 5xx', () => {
  const ctx = useTempStore('all');

  it('answers any method, path, query, headers and body with an envelope', async () => {
    const app = createApiApp({ store: ctx.store });
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(...Object.values(HEADERS), 'content-length', 'content-type'),
            fc.stringMatching(/^x-[a-z]{1,10}$/),
          ),
          headerText,
          { maxKeys: 8 },
        ),
        body,
        async (verb, where, query, headers, text) => {
          let url: URL;
          try {
            url = new URL(where, BASE);
          } catch {
            return;
          }
          for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
          const sendsBody = verb !== 'GET' && verb !== 'HEAD';
          let request: Request;
          try {
            request = new Request(url, {
              method: verb,
              headers,
              ...(sendsBody ? { body: text } : {}),
            });
          } catch {
            // Not a request a client can make (a forbidden method, a bad header).
            return;
          }
          const res = await app.request(request);
          assertEnvelope(res.status, verb, await res.text());
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers correctly signed calls with hostile fields through every handler', async () => {
    const app = createApiApp({ store: ctx.store });
    const token = tokenFor(ctx.store, 'trader@demo.test');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NAMES),
        fields,
        fields,
        fc.string({ maxLength: 20 }),
        fc.boolean(),
        fc.option(headerText.filter((k) => k.length > 0 && k.length <= 200 && !/\s/.test(k))),
        async (name, bodyFields, queryFields, param, loggedIn, idempotencyKey) => {
          const spec = CALLS[name];
          const query = Object.fromEntries(
            Object.entries(queryFields).map(([k, v]) => [
              wellFormed(k),
              wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
            ]),
          );
          const [url, init] = signedCall(name, {
            path: spec.path.replace(/:([A-Za-z]\w*)/g, () =>
              encodeURIComponent(wellFormed(param) || 'x'),
            ),
            query: spec.method === 'GET' ? { languageType: 'en', ...query } : query,
            ...(spec.method === 'POST' ? { body: JSON.stringify(bodyFields) } : {}),
            ...(loggedIn ? { token } : {}),
            ...(idempotencyKey ? { idempotencyKey } : {}),
          });
          const res = await app.request(url, init);
          assertEnvelope(res.status, spec.method, await res.text());
        },
      ),
      { numRuns: 400 },
    );
  });
});
