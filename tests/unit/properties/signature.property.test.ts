import hmacSHA256 from 'crypto-js/hmac-sha256';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeSignature } from '../../../sandbox/api/signature.ts';
import { canonicalRequest, SIGNATURE_KEY, signRequest } from '../../../src/api/signature.ts';

const RUNS = { numRuns: 300 };

/** Any text a call carries, beyond ASCII too (a language's words in a body, a token). */
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const parts = fc.record({
  method: fc.constantFrom('GET', 'POST', 'get'),
  path: text,
  query: fc.dictionary(text, text, { maxKeys: 4 }),
  body: text,
  timestamp: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 16 }),
  token: text,
  traceId: text,
  idempotencyKey: text,
});

describe("a call's signature (SPEC §7), made with WebCrypto", () => {
  it('is the HMAC-SHA256 crypto-js made, in lower-case hex, with the built-in key or another (server/config.ts: never empty)', async () => {
    await fc.assert(
      fc.asyncProperty(
        parts,
        fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), { nil: undefined }),
        async (call, key) => {
          const signature = await signRequest(call, key);
          expect(signature).toBe(
            hmacSHA256(canonicalRequest(call), key ?? SIGNATURE_KEY).toString(),
          );
          expect(signature).toBe(exchangeSignature(call, key));
        },
      ),
      RUNS,
    );
  });

  it('changes with any part of the call', async () => {
    await fc.assert(
      fc.asyncProperty(parts, text, async (call, extra) => {
        const changed = { ...call, body: `${call.body}${extra}x` };
        expect(await signRequest(changed)).not.toBe(await signRequest(call));
      }),
      RUNS,
    );
  });

  describe('on a page without WebCrypto (plain http away from localhost)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('is the same signature, made by crypto-js', async () => {
      const samples = fc.sample(parts, 50);
      const withWebCrypto = await Promise.all(samples.map((call) => signRequest(call)));
      vi.stubGlobal('crypto', {});
      const without = await Promise.all(samples.map((call) => signRequest(call)));
      expect(without).toEqual(withWebCrypto);
    });
  });
});
