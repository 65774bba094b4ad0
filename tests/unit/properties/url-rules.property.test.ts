import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIpHost, isUrl, numericHostSpeed, withHttps } from '../../../src/platform/url-rules.ts';

const RUNS = { numRuns: 1000 };

const scheme = fc.constantFrom('http://', 'https://', 'HTTP://', 'Https://');
const anyText = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc.domain(),
  fc.tuple(fc.constantFrom('', ' ', '//', '/ ', '\t'), fc.domain()).map(([a, b]) => a + b),
);

describe('withHttps (SPEC §5: https is prefixed when there is no http scheme)', () => {
  it('always gives an http or https URL', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(withHttps(value)).toMatch(/^https?:\/\//i);
      }),
      RUNS,
    );
  });

  it('keeps a URL that has an http scheme as it is (trimmed)', () => {
    fc.assert(
      fc.property(scheme, fc.domain(), fc.constantFrom('', ' ', '\n'), (s, domain, space) => {
        expect(withHttps(`${space}${s}${domain}${space}`)).toBe(`${s}${domain}`);
      }),
      RUNS,
    );
  });

  it('prefixes https to a host without a scheme, dropping leading slashes', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('', '/', '//'), (domain, slashes) => {
        expect(withHttps(`${slashes}${domain}`)).toBe(`https://${domain}`);
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(withHttps(withHttps(value))).toBe(withHttps(value));
      }),
      RUNS,
    );
  });
});

describe('isUrl (SPEC §5: a URL only if it parses as one)', () => {
  it('never throws, and accepts exactly what the URL parser accepts', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        let parses = true;
        try {
          new URL(value);
        } catch {
          parses = false;
        }
        expect(isUrl(value)).toBe(parses);
      }),
      RUNS,
    );
  });

  it('accepts every web URL and every host once https is prefixed', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.domain(), (url, domain) => {
        expect(isUrl(url)).toBe(true);
        expect(isUrl(withHttps(domain))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('isIpHost (SPEC §5: only digits and dots)', () => {
  it('accepts IPv4 addresses and any mix of digits and dots with a digit', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.stringMatching(/^[\d.]*\d[\d.]*$/), (ip, digitsAndDots) => {
        expect(isIpHost(ip)).toBe(true);
        expect(isIpHost(digitsAndDots)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses anything with another character, and dots alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 5 }), (value, dots) => {
        fc.pre(/[^\d.]/.test(value));
        expect(isIpHost(value)).toBe(false);
        expect(isIpHost('.'.repeat(dots))).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('numericHostSpeed (SPEC §4: a numeric first label is the speed)', () => {
  it('reads the number of a numeric first label', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 99_999 }),
        fc.domain().filter((d) => /[a-z]/i.test(d.split('.').at(-1) ?? '')),
        fc.constantFrom('', 'http://', 'https://'),
        fc.constantFrom('', ':8081', '/path'),
        (n, domain, s, tail) => {
          expect(numericHostSpeed(`${s}${n}.${domain}${tail}`)).toBe(n);
        },
      ),
      RUNS,
    );
  });

  it('gives nothing for IP addresses and for a first label with a letter', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.domain(), (ip, domain) => {
        expect(numericHostSpeed(ip)).toBeUndefined();
        expect(numericHostSpeed(`http://${ip}:8081`)).toBeUndefined();
        if (/[^\d]/.test(domain.split('.')[0] ?? '')) {
          expect(numericHostSpeed(domain)).toBeUndefined();
        }
      }),
      RUNS,
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const speed = numericHostSpeed(value);
        expect(speed === undefined || Number.isInteger(speed)).toBe(true);
      }),
      RUNS,
    );
  });
});
