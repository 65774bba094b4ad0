import { createHmac } from 'node:crypto';
import { canonicalRequest, SIGNATURE_KEY, type SignedParts } from '../../src/api/signature.ts';

/**
 * A call's signature as the exchange checks it: node:crypto's HMAC-SHA256 over the client's
 * canonical request, synchronous, and made apart from the client's WebCrypto (signature.ts), so
 * the two must agree for any call to pass.
 */
export function exchangeSignature(parts: SignedParts, key: string = SIGNATURE_KEY): string {
  return createHmac('sha256', key).update(canonicalRequest(parts), 'utf8').digest('hex');
}
