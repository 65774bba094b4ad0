/**
 * SPEC §4, §9: the request cache. A call's promise is kept per argument set, so that views
 * asking for the same thing at once share one request: for 3 s by default, for the cache
 * time (from the environment, default 216000 ms) when the caller passes interval 0, or for
 * `interval` ms when it passes a positive number. A rejected promise is dropped at once, so
 * the next caller tries again instead of inheriting the failure.
 */

/** SPEC §9: how long a promise is shared when no interval is given. */
export const DEFAULT_REQUEST_TTL_MS = 3000;
/** SPEC §9: the cache time used for interval 0 when the environment names none. */
export const DEFAULT_CACHE_TIME_MS = 216_000;

/** The clock and the two keeping times (SPEC §9 defaults). */
export interface RequestCacheOptions {
  /** The clock; injected so that tests and the composition root decide what time it is. */
  now: () => number;
  defaultTtlMs?: number;
  cacheTimeMs?: number;
}

/** One cache of call promises. */
export interface RequestCache {
  /**
   * The promise kept for `args` if it is still fresh, else the promise of `run()`, kept for
   * the time `interval` gives (undefined: the default; 0: the cache time; n > 0: n ms).
   */
  cached<T>(args: unknown, interval: number | undefined, run: () => Promise<T>): Promise<T>;
  /** Forgets every kept promise (on logout, for instance). */
  clear(): void;
  /** How many fresh entries are kept; for tests and diagnostics. */
  size(): number;
}

function canonical(value: unknown, seen: Set<object>): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return String(value);
    case 'number':
      // JSON's own reading: -0 is 0; NaN and the infinities have no JSON form, so name them.
      return Number.isFinite(value) ? JSON.stringify(value) : `"#${String(value)}"`;
    case 'bigint':
      return `"#${value}n"`;
    case 'function':
    case 'symbol':
      throw new TypeError(`A request argument cannot be a ${typeof value}`);
  }
  const object = value as object;
  if (seen.has(object)) throw new TypeError('A request argument cannot be circular');
  seen.add(object);
  try {
    if (Array.isArray(object)) return `[${object.map((item) => canonical(item, seen)).join(',')}]`;
    if (object instanceof Date) return JSON.stringify(object.toISOString());
    const entries = Object.keys(object)
      .filter((key) => (object as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) =>
          `${JSON.stringify(key)}:${canonical((object as Record<string, unknown>)[key], seen)}`,
      );
    return `{${entries.join(',')}}`;
  } finally {
    seen.delete(object);
  }
}

/**
 * The cache key of an argument set: JSON with object keys sorted, so that equal argument sets
 * give the same key whatever order their keys were written in. Properties set to undefined
 * count as absent, as in JSON. Throws a TypeError for functions, symbols and cycles, which
 * cannot be part of a request.
 */
export function requestCacheKey(args: unknown): string {
  return canonical(args, new Set());
}

function ttlFor(interval: number | undefined, defaultTtlMs: number, cacheTimeMs: number): number {
  if (interval === undefined) return defaultTtlMs;
  if (interval === 0) return cacheTimeMs;
  if (!Number.isFinite(interval) || interval < 0) {
    throw new RangeError(`interval must be undefined, 0 or a positive number, got ${interval}`);
  }
  return interval;
}

/** Creates one cache; the composition root keeps one per API client. */
export function createRequestCache(options: RequestCacheOptions): RequestCache {
  const {
    now,
    defaultTtlMs = DEFAULT_REQUEST_TTL_MS,
    cacheTimeMs = DEFAULT_CACHE_TIME_MS,
  } = options;
  const entries = new Map<string, { promise: Promise<unknown>; expiresAt: number }>();

  const prune = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };

  return {
    cached<T>(args: unknown, interval: number | undefined, run: () => Promise<T>): Promise<T> {
      const ttl = ttlFor(interval, defaultTtlMs, cacheTimeMs);
      const key = requestCacheKey(args);
      const at = now();
      prune(at);
      const kept = entries.get(key);
      if (kept) return kept.promise as Promise<T>;
      const promise = run();
      const entry = { promise, expiresAt: at + ttl };
      entries.set(key, entry);
      promise.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return promise;
    },
    clear() {
      entries.clear();
    },
    size() {
      prune(now());
      return entries.size;
    },
  };
}
