import AES from 'crypto-js/aes';
import encUtf8 from 'crypto-js/enc-utf8';
import {
  HOST_LIST_IV,
  HOST_LIST_KEY,
  HostListDecryptError,
  hostsOfPlainText,
} from './host-list-text.ts';

export { HostListDecryptError } from './host-list-text.ts';

/**
 * The mirrors publish the API host list AES-encrypted (SPEC §7): a comma-separated list of
 * domains, CBC with PKCS#7, base64. The key ships with the client, as the exchange's does.
 * This is the synchronous crypto-js side, which the sandbox encrypts with; the app decrypts
 * with the browser's own WebCrypto (host-list-decrypt.ts), so crypto-js's AES is not in its
 * start.
 */
const KEY = encUtf8.parse(HOST_LIST_KEY);
const IV = encUtf8.parse(HOST_LIST_IV);

export function encryptHostList(hosts: readonly string[]): string {
  return AES.encrypt(hosts.join(','), KEY, { iv: IV }).toString();
}

/** Decrypts a published list. Tampered or foreign input gives a HostListDecryptError, never another throw. */
export function decryptHostList(cipherText: string): string[] {
  let plain: string;
  try {
    plain = AES.decrypt(cipherText.trim(), KEY, { iv: IV }).toString(encUtf8);
  } catch (cause) {
    throw new HostListDecryptError('host list could not be decrypted', { cause });
  }
  return hostsOfPlainText(plain);
}
