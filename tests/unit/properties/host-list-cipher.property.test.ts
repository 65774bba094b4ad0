import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decryptHostList,
  encryptHostList,
  HostListDecryptError,
} from '../../../src/api/host-list-cipher.ts';

const RUNS = { numRuns: 1000 };

const HOST =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?\/?$/i;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

const host = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 })),
  )
  .map(([scheme, domain, port]) => `${scheme}${domain}${port === null ? '' : `:${port}`}`);
const hosts = fc.array(host, { minLength: 1, maxLength: 6 });

/** Decrypting must end in one of two ways: a clean HostListDecryptError, or real hosts. */
function expectCleanOutcome(cipherText: string) {
  let result: string[];
  try {
    result = decryptHostList(cipherText);
  } catch (error) {
    expect(error).toBeInstanceOf(HostListDecryptError);
    return;
  }
  expect(result.length).toBeGreaterThan(0);
  for (const h of result) expect(h).toMatch(HOST);
}

type TamperChange =
  | { kind: 'flip'; at: number; to: string }
  | { kind: 'truncate'; at: number }
  | { kind: 'append'; text: string };

/** A change an attacker or a broken mirror could make to a published list. */
const tampering: fc.Arbitrary<TamperChange> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), to: fc.constantFrom(...BASE64) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('append' as const), text: fc.string({ maxLength: 24 }) }),
);

function tamper(text: string, change: TamperChange): string {
  const at = text.length === 0 ? 0 : ('at' in change ? change.at : 0) % text.length;
  switch (change.kind) {
    case 'flip':
      return text.slice(0, at) + change.to + text.slice(at + 1);
    case 'truncate':
      return text.slice(0, at);
    case 'append':
      return text + change.text;
  }
}

describe('host list cipher (SPEC §7 mirrors)', () => {
  it('gives back the hosts it encrypted', () => {
    fc.assert(
      fc.property(hosts, (list) => {
        expect(decryptHostList(encryptHostList(list))).toEqual(list);
      }),
      RUNS,
    );
  });

  it('ends tampered input in a HostListDecryptError or valid hosts, never another throw', () => {
    fc.assert(
      fc.property(hosts, fc.array(tampering, { minLength: 1, maxLength: 3 }), (list, changes) => {
        let text = encryptHostList(list);
        for (const change of changes) text = tamper(text, change);
        expectCleanOutcome(text);
      }),
      RUNS,
    );
  });

  it('ends foreign input the same way', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.string({ unit: 'binary' }),
          fc.base64String().map((b) => `U2FsdGVkX1${b}`),
        ),
        (text) => expectCleanOutcome(text),
      ),
      RUNS,
    );
  });
});
