import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createRequestCache, requestCacheKey } from '../../../src/platform/request-cache.ts';

const RUNS = { numRuns: 1000 };

/** A deep copy whose object keys are written in another order, chosen by `seed`. */
function reorder(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item) => reorder(item, seed));
  if (typeof value !== 'object' || value === null) return value;
  const rank = (key: string) => {
    let h = seed;
    for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0;
    return h;
  };
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((k) => [k, reorder((value as Record<string, unknown>)[k], seed + 1)]),
  );
}

/** JSON's own reading of a value (-0 is 0). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('request cache keys', () => {
  it('are the same for equal argument sets whatever their key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        expect(requestCacheKey(reorder(value, seed))).toBe(requestCacheKey(value));
      }),
      RUNS,
    );
  });

  it('differ exactly when the argument sets differ', () => {
    const small = fc.jsonValue({ maxDepth: 2 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(requestCacheKey(a) === requestCacheKey(b)).toBe(
          isDeepStrictEqual(asJson(a), asJson(b)),
        );
      }),
      RUNS,
    );
  });

  it('tell apart values JSON would confuse, and refuse what cannot be a request', () => {
    expect(requestCacheKey({ a: 1 })).not.toBe(requestCacheKey({ a: '1' }));
    expect(requestCacheKey([1, 2])).not.toBe(requestCacheKey([2, 1]));
    expect(requestCacheKey({ a: undefined, b: 1 })).toBe(requestCacheKey({ b: 1 }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => requestCacheKey(cyclic)).toThrow(TypeError);
    expect(() => requestCacheKey({ f: () => 1 })).toThrow(TypeError);
  });
});

describe('request cache (SPEC §4, §9)', () => {
  it('shares one promise per argument set for 3 s by default', async () => {
    let now = 0;
    const cache = createRequestCache({ now: () => now });
    const run = vi.fn(async () => 'list');
    const first = cache.cached({ page: 1, size: 10 }, undefined, run);
    now = 2999;
    expect(cache.cached({ size: 10, page: 1 }, undefined, run)).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    now = 3000;
    expect(cache.cached({ page: 1, size: 10 }, undefined, run)).not.toBe(first);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps a promise for the cache time (216000 ms by default) when interval is 0', () => {
    let now = 0;
    const cache = createRequestCache({ now: () => now });
    const run = vi.fn(async () => 'meta');
    const first = cache.cached('meta', 0, run);
    now = 215_999;
    expect(cache.cached('meta', 0, run)).toBe(first);
    now = 216_000;
    expect(cache.cached('meta', 0, run)).not.toBe(first);
  });

  it('takes the cache time from the environment when given', () => {
    let now = 0;
    const cache = createRequestCache({ now: () => now, cacheTimeMs: 60_000 });
    const first = cache.cached('meta', 0, async () => 'meta');
    now = 59_999;
    expect(cache.size()).toBe(1);
    now = 60_000;
    expect(cache.size()).toBe(0);
    expect(cache.cached('meta', 0, async () => 'meta')).not.toBe(first);
  });

  it('drops a rejected promise so that the next caller tries again', async () => {
    const cache = createRequestCache({ now: () => 0 });
    const failed = cache.cached('x', undefined, () => Promise.reject(new Error('503')));
    await expect(failed).rejects.toThrow('503');
    const run = vi.fn(async () => 'ok');
    await expect(cache.cached('x', undefined, run)).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refuses a negative or non-finite interval', () => {
    const cache = createRequestCache({ now: () => 0 });
    expect(() => cache.cached('x', -1, async () => 1)).toThrow(RangeError);
    expect(() => cache.cached('x', Number.NaN, async () => 1)).toThrow(RangeError);
  });

  it('runs a call exactly when no fresh, unrejected promise is kept for its args', async () => {
    const call = fc.record({
      args: fc.constantFrom({ id: 1 }, { id: 2 }, { id: 1, tab: 'a' }, { tab: 'a', id: 1 }),
      interval: fc.constantFrom(undefined, 0, 500),
      wait: fc.nat({ max: 4000 }),
      fails: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { maxLength: 15 }), async (calls) => {
        let now = 0;
        const cache = createRequestCache({ now: () => now, cacheTimeMs: 6000 });
        // The test's own reading of the rule: when each argument set's promise expires.
        const kept = new Map<string, number>();
        for (const c of calls) {
          now += c.wait;
          const key = JSON.stringify(Object.entries(c.args).sort());
          const fresh = (kept.get(key) ?? -1) > now;
          const run = vi.fn(() =>
            c.fails ? Promise.reject(new Error('down')) : Promise.resolve(1),
          );
          const promise = cache.cached(c.args, c.interval, run);
          expect(run).toHaveBeenCalledTimes(fresh ? 0 : 1);
          if (!fresh) {
            const ttl = c.interval === undefined ? 3000 : c.interval === 0 ? 6000 : c.interval;
            kept.set(key, now + ttl);
            if (c.fails) kept.delete(key);
          }
          await promise.catch(() => undefined);
        }
      }),
      RUNS,
    );
  });
});
