/**
 * What a decrypted host list must read as (SPEC §7), whichever code decrypted it: the
 * client's WebCrypto (host-list-decrypt.ts) or crypto-js (host-list-cipher.ts, which the
 * sandbox encrypts with).
 */

/** The list's key and IV: they ship with the client, as the exchange's do. */
export const HOST_LIST_KEY = 'sbx-host-list-k1';
export const HOST_LIST_IV = 'sbx-host-list-iv';

/** A host name or origin: optional http(s) scheme, labels, optional port, optional slash. */
const HOST_ENTRY =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?\/?$/i;

export class HostListDecryptError extends Error {
  override name = 'HostListDecryptError';
}

/** The hosts of a decrypted list; a HostListDecryptError when it holds none or a non-host. */
export function hostsOfPlainText(plain: string): string[] {
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
