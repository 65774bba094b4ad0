import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decryptHostList,
  encryptHostList,
  HostListDecryptError,
} from '../../../src/api/host-list-cipher.ts';
import { decryptHostListNative } from '../../../src/api/host-list-decrypt.ts';

const RUNS = { numRuns: 300 };

const host = fc
  .tuple(fc.constantFrom('', 'http://', 'https://'), fc.domain())
  .map(([scheme, domain]) => `${scheme}${domain}`);
const hosts = fc.array(host, { minLength: 1, maxLength: 6 });

/** What a decryption ends in: the hosts, or that it failed cleanly. */
async function outcome(decrypt: () => string[] | Promise<string[]>) {
  try {
    return { hosts: await decrypt() };
  } catch (error) {
    expect(error).toBeInstanceOf(HostListDecryptError);
    return { failed: true };
  }
}

describe("the app's WebCrypto decryption of the mirrors' host list (SPEC §7)", () => {
  it('reads every list the crypto-js side encrypts', async () => {
    await fc.assert(
      fc.asyncProperty(hosts, async (list) => {
        expect(await decryptHostListNative(encryptHostList(list))).toEqual(list);
      }),
      RUNS,
    );
  });

  it('ends as crypto-js does on a tampered text: the same hosts, or a clean failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        hosts,
        fc.nat(),
        fc.constantFrom('A', 'z', '+', '0'),
        async (list, at, to) => {
          const text = encryptHostList(list);
          const i = at % text.length;
          const tampered = text.slice(0, i) + to + text.slice(i + 1);
          const native = await outcome(() => decryptHostListNative(tampered));
          if ('hosts' in native) {
            expect(native.hosts).toEqual((await outcome(() => decryptHostList(tampered))).hosts);
          }
        },
      ),
      RUNS,
    );
  });

  it('fails cleanly on foreign input', async () => {
    for (const text of ['', 'not base64 at all', 'AAAA', btoa('plain text, not encrypted')]) {
      await expect(decryptHostListNative(text)).rejects.toBeInstanceOf(HostListDecryptError);
    }
  });
});
