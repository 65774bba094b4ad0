import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_PROGRAMME_URL } from '../../../src/features/agent/links.ts';
import {
  continuePath,
  DOWNLOAD_PAGE_URL,
  STORE_LINKS,
} from '../../../src/features/download/store-links.ts';
import {
  type LinkPolicy,
  MAIN_DOMAIN,
  safeInternalPath,
  safeLinkUrl,
} from '../../../src/platform/url-rules.ts';

const RUNS = { numRuns: 1000 };
/** The sandbox's share_hosts.txt (sandbox/hosts/mirror-files.ts). */
const POLICY: LinkPolicy = {
  origin: 'http://127.0.0.1:8080',
  shareHosts: [
    '127.0.0.1:8080',
    'sandbox-exchange.com',
    'www.sandbox-exchange.com',
    'm.sandbox-exchange.com',
    'share.sbx.exchange',
    '203.0.113.42',
  ],
};
const ALLOWED_HOSTS = ['127.0.0.1:8080', 'share.sbx.exchange', '203.0.113.42', MAIN_DOMAIN];

const path = fc
  .array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/), { maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`);
const query = fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{0,20}$/), { nil: '' });
/** Hosts that are not allowed, some made to look like allowed ones. */
const foreignHost = fc.oneof(
  fc.domain().filter((d) => d !== MAIN_DOMAIN && !d.endsWith(`.${MAIN_DOMAIN}`)),
  fc.constantFrom(
    'evil.test',
    `${MAIN_DOMAIN}.evil.test`,
    `evil${MAIN_DOMAIN}`,
    'share.sbx.exchange.evil.test',
    '127.0.0.1:8081',
    '203.0.113.43',
    `${MAIN_DOMAIN}:8443`,
  ),
);

describe('links and redirects go only to allowed hosts (issue #8, SPEC §5)', () => {
  it('keeps every http(s) link to the page, a share-list host or the main domain', () => {
    const sub = fc.constantFrom('', 'www.', 'm.', 'promo.');
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'https://'),
        fc.constantFrom(...ALLOWED_HOSTS),
        sub,
        path,
        query,
        (scheme, host, prefix, p, q) => {
          const target = host === MAIN_DOMAIN ? `${prefix}${host}` : host;
          const url = `${scheme}${target}${p}${q ? `?${q}` : ''}`;
          expect(safeLinkUrl(url, POLICY)).toBe(new URL(url).href);
        },
      ),
      RUNS,
    );
  });

  it('refuses every link to any other host, whatever the scheme or disguise', () => {
    const disguise = fc.constantFrom(
      (h: string) => `https://${h}/`,
      (h: string) => `http://${h}/x`,
      (h: string) => `//${h}/x`,
      (h: string) => `/\\${h}/x`,
      (h: string) => `https://${MAIN_DOMAIN}@${h}/`,
      (h: string) => `https://user:pw@${h}/`,
      (h: string) => ` https://${h}`,
      (h: string) => `https:\\\\${h}`,
      (h: string) => `\thttps://${h}`,
      (h: string) => `/\t/${h}`,
      (h: string) => `https://${h}\u200b.${MAIN_DOMAIN}`,
    );
    fc.assert(
      fc.property(foreignHost, disguise, (host, make) => {
        const link = safeLinkUrl(make(host), POLICY);
        if (link !== undefined) {
          // Only a path of this site may survive a disguise.
          expect(new URL(link, POLICY.origin).host).toBe('127.0.0.1:8080');
        }
      }),
      RUNS,
    );
  });

  it('refuses every scheme but http(s), and any non-string', () => {
    const scheme = fc.constantFrom('javascript:', 'JavaScript:', 'data:', 'vbscript:', 'file:');
    fc.assert(
      fc.property(scheme, fc.string(), (s, rest) => {
        expect(safeLinkUrl(`${s}${rest}`, POLICY)).toBeUndefined();
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.object(), fc.constant(null)), (value) => {
        expect(safeLinkUrl(value, POLICY)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('keeps paths of this site as paths, and nothing else, for in-app redirects', () => {
    fc.assert(
      fc.property(path, query, (p, q) => {
        const raw = `${p}${q ? `?${q}` : ''}`;
        expect(safeInternalPath(raw)).toBe(new URL(raw, 'http://x.invalid').href.slice(16));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const kept = safeInternalPath(raw);
        if (kept === undefined) return;
        expect(kept.startsWith('/')).toBe(true);
        expect(kept.startsWith('//')).toBe(false);
        expect(new URL(kept, 'http://x.invalid').host).toBe('x.invalid');
      }),
      RUNS,
    );
  });

  it('lets "continue in the browser" lead only back into the site', () => {
    fc.assert(
      fc.property(foreignHost, (host) => {
        for (const raw of [`https://${host}`, `//${host}`, `/\\${host}`, `/\t/${host}`]) {
          expect(continuePath(raw)).toBe('/');
        }
      }),
      RUNS,
    );
  });

  it("passes the app's own links to other hosts: store, download page, affiliate programme", () => {
    for (const url of [...Object.values(STORE_LINKS), DOWNLOAD_PAGE_URL, AFFILIATE_PROGRAMME_URL]) {
      expect(safeLinkUrl(url, POLICY)).toBe(url);
    }
  });
});
