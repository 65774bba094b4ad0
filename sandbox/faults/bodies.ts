import AES from 'crypto-js/aes';
import encUtf8 from 'crypto-js/enc-utf8';
import type { BodyFault } from './types.ts';

/** What a proxy in front of a broken backend sends: a page, under the original JSON type. */
export const MALFORMED_BODY =
  '<html><head><title>Service Unavailable</title></head><body><h1>Service temporarily unavailable</h1></body></html>';

/**
 * A host list in the mirrors' format (AES, base64) under a key the client does not have, so
 * it fetches fine and then fails to decrypt, as after a botched key rotation.
 */
export const UNDECRYPTABLE_HOST_LIST = AES.encrypt(
  'https://api-rotated.example.com,https://api-next.example.com',
  encUtf8.parse('rotated-key-0002'),
  { iv: encUtf8.parse('rotated-iv-00002') },
).toString();

/** The spoiled text of an answer. */
export function spoilBody(fault: BodyFault, text: string): string {
  switch (fault) {
    case 'malformed':
      return MALFORMED_BODY;
    case 'truncated':
      // Cut inside the text, so a JSON parser meets an unexpected end.
      return text.slice(0, Math.floor(text.length / 2));
    case 'empty':
      return '';
    case 'undecryptable':
      return UNDECRYPTABLE_HOST_LIST;
    case 'wrong-types':
      return wrongTypes(text);
  }
}

/**
 * The same answer with every field of `data` of the wrong type: numbers and booleans become
 * strings, arrays become objects keyed by index. Text that is not JSON is left alone.
 */
function wrongTypes(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (isRecord(value) && 'data' in value) {
    return JSON.stringify({ ...value, data: retype(value.data) });
  }
  return JSON.stringify(retype(value));
}

/** Exported for tests: the wrong-typed copy of a JSON value. */
export function retype(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((item, i) => [String(i), retype(item)]));
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, retype(v)]));
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A response with the spoiled body and the original status and headers. */
export async function spoilResponse(fault: BodyFault, res: Response): Promise<Response> {
  const body = spoilBody(fault, await res.text());
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(body, { status: res.status, headers });
}
