import AES from 'crypto-js/aes';
import encUtf8 from 'crypto-js/enc-utf8';

/**
 * The mirrors publish the API host list AES-encrypted (SPEC §7): a comma-separated list of
 * domains, CBC with PKCS#7, base64. The key ships with the client, as the exchange's does.
 */
const KEY = encUtf8.parse('sbx-host-list-k1');
const IV = encUtf8.parse('sbx-host-list-iv');

export function encryptHostList(hosts: readonly string[]): string {
  return AES.encrypt(hosts.join(','), KEY, { iv: IV }).toString();
}

/** A host name or origin: optional http(s) scheme, labels, optional port, optional slash. */
const HOST_ENTRY =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?\/?$/i;

export class HostListDecryptError extends Error {
  override name = 'HostListDecryptError';
}

/** Decrypts a published list. Tampered or foreign input gives a HostListDecryptError, never another throw. */
export function decryptHostList(cipherText: string): string[] {
  let plain: string;
  try {
    plain = AES.decrypt(cipherText.trim(), KEY, { iv: IV }).toString(encUtf8);
  } catch (cause) {
    throw new HostListDecryptError('host list could not be decrypted', { cause });
  }
  const hosts = plain
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  if (hosts.length === 0) throw new HostListDecryptError('host list is empty after decryption');
  // A wrong key or a tampered text can still decrypt to bytes; only host names count.
  if (!hosts.every((h) => HOST_ENTRY.test(h))) {
    throw new HostListDecryptError('host list has an entry that is not a host');
  }
  return hosts;
}
