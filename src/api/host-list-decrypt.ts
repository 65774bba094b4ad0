import {
  HOST_LIST_IV,
  HOST_LIST_KEY,
  HostListDecryptError,
  hostsOfPlainText,
} from './host-list-text.ts';

const utf8 = new TextEncoder();

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decrypts a published host list (SPEC §7: AES-128-CBC, PKCS#7, base64) with WebCrypto, which
 * every browser and edge runtime has: the same result as host-list-cipher.ts's crypto-js, with
 * no library in the app's start (issue 17). Tampered or foreign input gives a
 * HostListDecryptError, never another rejection.
 */
export async function decryptHostListNative(cipherText: string): Promise<string[]> {
  let plain: string;
  try {
    const key = await crypto.subtle.importKey('raw', utf8.encode(HOST_LIST_KEY), 'AES-CBC', false, [
      'decrypt',
    ]);
    const bytes = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: utf8.encode(HOST_LIST_IV) },
      key,
      base64Bytes(cipherText.trim()),
    );
    plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new HostListDecryptError('host list could not be decrypted', { cause });
  }
  return hostsOfPlainText(plain);
}
