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
export async function signRequest(
  parts: SignedParts,
  key: string = SIGNATURE_KEY,
): Promise<string> {
  // WebCrypto, which every browser and edge runtime has: HMAC-SHA256 over UTF-8 as crypto-js
  // computed it, with no library in the start (issue 17). Keys are few, so each is imported once.
  const message = canonicalRequest(parts);
  // A page on plain http away from localhost (a phone on the LAN) has no WebCrypto: crypto-js,
  // loaded for it alone, gives the same signature.
  if (!globalThis.crypto?.subtle) {
    const { default: hmacSHA256 } = await import('crypto-js/hmac-sha256');
    return hmacSHA256(message, key).toString();
  }
  const hmac = await (hmacKeys.get(key) ?? importHmacKey(key));
  const mac = await crypto.subtle.sign('HMAC', hmac, utf8.encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const utf8 = new TextEncoder();
const hmacKeys = new Map<string, Promise<CryptoKey>>();

function importHmacKey(key: string): Promise<CryptoKey> {
  const imported = crypto.subtle.importKey(
    'raw',
    utf8.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  hmacKeys.set(key, imported);
  return imported;
}
