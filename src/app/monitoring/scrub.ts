import { NO_SECRETS, removeSecretPieces, type SecretIndex } from './secrets.ts';

/**
 * Removes what must never leave the page in an error or tracking event: the session's values
 * and any piece of them (see secrets.ts), token-like values, email addresses and phone
 * numbers. It works on every string, wherever it sits, because a token can hide in a message,
 * a URL or a breadcrumb as well as in a field named `token`.
 */
const SECRET_KEY = /token|authorization|password|secret|cookie|email|mobile|phone/i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const TOKEN_PARAM =
  /([?&#;,\s"'{]*(?:[\w-]*token|authorization|password|secret)["']?\s*[=:]\s*["']?)[^&\s"',;}]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** A long run of letters and digits mixed, as opaque tokens are; ids and hashes of traces are hex. */
const OPAQUE = /\b(?=[A-Za-z0-9_-]*[A-Za-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{40,}\b/g;
const PHONE = /(?<![\w-])\+?\d[\d\s().-]{6,}\d(?![\w-])/g;

/** What replaces a removed value. */
export const FILTERED = '[Filtered]';

/**
 * A string with the session's values (and pieces of them), tokens, emails and phone numbers
 * replaced by [Filtered].
 */
export function scrubString(text: string, secrets: SecretIndex = NO_SECRETS): string {
  // The session's pieces first, before the patterns below cut a value into shorter runs.
  return removeSecretPieces(text, secrets, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(TOKEN_PARAM, `$1${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(EMAIL, FILTERED)
    .replace(OPAQUE, FILTERED)
    .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? FILTERED : match));
}

/**
 * A copy of `value` with every string scrubbed, every number that is a session expiry and
 * every field whose name speaks of a secret or a contact (token, email, mobile…) replaced whole.
 * An object met twice (or in a cycle) maps to the one copy, so no path reaches an unscrubbed
 * original.
 */
export function scrub<T>(value: T, secrets: SecretIndex = NO_SECRETS): T {
  return scrubValue(value, secrets, new Map()) as T;
}

function scrubValue(value: unknown, secrets: SecretIndex, copies: Map<object, unknown>): unknown {
  if (typeof value === 'string') return scrubString(value, secrets);
  if (typeof value === 'number') return secrets.numbers.has(value) ? FILTERED : value;
  if (value === null || typeof value !== 'object') return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const list: unknown[] = [];
    copies.set(value, list);
    for (const item of value) list.push(scrubValue(item, secrets, copies));
    return list;
  }
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_KEY.test(key) && item != null && item !== ''
        ? FILTERED
        : scrubValue(item, secrets, copies);
  }
  return copy;
}

/** A scrub with the session's values in it: what reports and beacons go through. */
export type Scrub = <T>(value: T) => T;

/** A scrub that reads the secrets' index at each call (it grows as sessions come). */
export function scrubWith(secrets: () => SecretIndex): Scrub {
  return (value) => scrub(value, secrets());
}
