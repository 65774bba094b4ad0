/**
 * Removes what must never leave the page in an error or tracking event: tokens, email
 * addresses and phone numbers. It works on every string, wherever it sits, because a token can
 * hide in a message, a URL or a breadcrumb as well as in a field named `token`.
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

/** A string with its tokens, emails and phone numbers replaced by [Filtered]. */
export function scrubString(text: string): string {
  return text
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(TOKEN_PARAM, `$1${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(EMAIL, FILTERED)
    .replace(OPAQUE, FILTERED)
    .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? FILTERED : match));
}

/**
 * A copy of `value` with every string scrubbed and every field whose name speaks of a secret
 * or a contact (token, email, mobile…) replaced whole.
 */
export function scrub<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubString(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item != null && item !== '' ? FILTERED : scrub(item, seen);
  }
  return copy as T;
}
