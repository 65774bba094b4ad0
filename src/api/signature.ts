import hmacSHA256 from 'crypto-js/hmac-sha256';

/**
 * The request signature. The key ships with the web client, so it proves nothing about who
 * sent a call; it guards against a call altered on the way and, with the timestamp, replayed.
 */
export const SIGNATURE_KEY = 'sandbox-exchange-web-1.1.0';
/**
 * A call whose timestamp is further than this from the exchange's clock is refused; the
 * exchange remembers trace ids for as long, so a captured call cannot be sent twice.
 */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

export interface SignedParts {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Query parameters, in any order: they are sorted before signing. */
  query: Record<string, string>;
  /** The raw JSON body, or '' for none. */
  body: string;
  timestamp: string;
  token: string;
  /** The call's trace id: signed, so a captured call cannot be sent again under a new one. */
  traceId: string;
  /** The idempotency key, or '' for none: signed, so a captured call cannot drop or swap it. */
  idempotencyKey: string;
}

/** The canonical text that is signed: one part per line, the query sorted by name. */
export function canonicalRequest(parts: SignedParts): string {
  const query = Object.keys(parts.query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(parts.query[k] ?? '')}`)
    .join('&');
  return [
    parts.method.toUpperCase(),
    parts.path,
    query,
    parts.body,
    parts.timestamp,
    parts.token,
    parts.traceId,
    parts.idempotencyKey,
  ].join('\n');
}

/**
 * The HMAC of the canonical request, as the `HEADERS.signature` header carries it. `key` is the
 * exchange's client key: the built-in one, unless a page server is configured with another.
 */
export function signRequest(parts: SignedParts, key: string = SIGNATURE_KEY): string {
  return hmacSHA256(canonicalRequest(parts), key).toString();
}
