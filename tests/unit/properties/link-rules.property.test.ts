import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LinkPolicy,
  MAIN_DOMAIN,
  resolveLink,
  safeInternalPath,
  safeLinkUrl,
  safeRedirect,
} from '../../../src/domain/link-policy.ts';
import { AFFILIATE_PROGRAMME_URL } from '../../../src/features/agent/links.ts';
import {
  continuePath,
  DOWNLOAD_PAGE_URL,
  STORE_LINKS,
} from '../../../src/features/download/store-links.ts';
import { DISGUISES, foreignHost, tricky } from './link-corpus.ts';

const RUNS = { numRuns: 1000 };
const ORIGIN = 'http://127.0.0.1:8080';
/** The sandbox's share_hosts.txt (sandbox/hosts/mirror-files.ts). */
const SHARE_HOSTS = [
  '127.0.0.1:8080',
  'sandbox-exchange.com',
  'www.sandbox-exchange.com',
  'm.sandbox-exchange.com',
  'share.sbx.exchange',
  '203.0.113.42',
];
const POLICY: LinkPolicy = { origin: ORIGIN, shareHosts: SHARE_HOSTS };
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,11}$/),
  fc.constantFrom('.', '..'),
);
const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{0,20}$/), { nil: '' });
const fragment = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/), { nil: '' });
/** Pages of the site a link may be clicked on: the browser resolves relative hrefs there. */
const PAGES = [`${ORIGIN}/`, `${ORIGIN}/activity/14`, `${ORIGIN}/zh-CN/inbox/3?x=1#y`];

/**
 * The oracle, written apart from the policy: where an accepted link may lead. https only to a
 * share-list host (exact host and port) or the main domain and its subdomains (dot boundary,
 * no empty label, default port), and never with credentials.
 */
function isAllowedElsewhere(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (SHARE_HOSTS.includes(url.host)) return true;
  const { hostname } = url;
  const labelled = !hostname.split('.').includes('');
  return (
    url.port === '' &&
    labelled &&
    (hostname === MAIN_DOMAIN || hostname.endsWith(`.${MAIN_DOMAIN}`))
  );
}

/** Decodes as far as a server or router might, to see what a path becomes. */
function decodedForms(path: string): string[] {
  const forms = [path];
  for (let i = 0; i < 5; i += 1) {
    try {
      const next = decodeURIComponent(forms[forms.length - 1]!);
      if (next === forms[forms.length - 1]) break;
      forms.push(next);
    } catch {
      break;
    }
  }
  return forms;
}

/**
 * The property every accepted link must hold: wherever the browser resolves it on the site,
 * it stays on the site or lands on an allowed host; a path never becomes protocol-relative,
 * however often it is decoded or cleaned of what parsers drop.
 */
function expectStaysOnAllowedHosts(raw: unknown) {
  const target = resolveLink(raw, POLICY);
  if (target === undefined) return;
  if (target.kind === 'internal') {
    expect(target.path.startsWith('/')).toBe(true);
    for (const form of decodedForms(target.path)) {
      // What URL parsers silently remove, so a cleaned form shows what a parser would see.
      const cleaned = [...form].filter((c) => c > ' ' && (c < '\u007f' || c > '\u009f')).join('');
      expect(cleaned, `${String(raw)} → ${target.path}`).not.toMatch(/^[/\\]{2}/);
    }
    for (const page of PAGES) {
      expect(new URL(target.path, page).origin).toBe(ORIGIN);
    }
    expect(new URL(target.href).origin).toBe(ORIGIN);
  } else {
    for (const page of PAGES) {
      expect(isAllowedElsewhere(new URL(target.href, page)), `${String(raw)}`).toBe(true);
    }
  }
}

describe('the one link policy (issue 14, SPEC §5)', () => {
  it('sends no accepted link of the tricky corpus off the allowed hosts', () => {
    fc.assert(fc.property(tricky, expectStaysOnAllowedHosts), { numRuns: 5000 });
  });

  it('sends no accepted link of any string off the allowed hosts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), expectStaysOnAllowedHosts),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.object(), fc.constant(null), fc.constant(undefined)),
        (value) => {
          expect(resolveLink(value, POLICY)).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses every disguise of a foreign host, or keeps it as a path of this site', () => {
    fc.assert(
      fc.property(foreignHost, fc.constantFrom(...DISGUISES), (host, make) => {
        const raw = make(host);
        expectStaysOnAllowedHosts(raw);
        const target = resolveLink(raw, POLICY);
        if (target?.kind === 'external') {
          // Only an allowed host may come out of a disguise, never the foreign one.
          expect(new URL(target.href).hostname).not.toBe(host.split(':')[0]);
        }
      }),
      RUNS,
    );
  });

  it('refuses `/.//evil.test/x` and the other forms that normalise to a protocol-relative path', () => {
    for (const raw of [
      '/.//evil.test/x',
      '/..//evil.test/x',
      '/././/evil.test/x',
      '/%2f%2fevil.test/x',
      '/%2F/evil.test/x',
      '/%252f%252fevil.test/x',
      '/%2f%2fevil.test/%zz',
      '/%2f%2fevil.test/%E0%A4%A',
      '/%5c%5cevil.test/x',
      '/%5C/evil.test/x',
      '/%09/evil.test/x',
      '/\t/evil.test/x',
      '/\\evil.test/x',
      '//evil.test/x',
    ]) {
      expect(resolveLink(raw, POLICY), raw).toBeUndefined();
      expect(safeRedirect(raw), raw).toBe('/');
    }
  });

  it('refuses javascript: in any case, with control characters anywhere in the scheme', () => {
    const scheme = fc
      .tuple(
        fc.constantFrom('javascript', 'vbscript', 'data', 'blob', 'file', 'mailto'),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.nat(10),
        fc.constantFrom('', '\t', '\n', '\r', '\u0000', '\u0001', ' ', '\u00ad', '\u200b'),
        fc.constantFrom('', ' ', '\t', '\u0000'),
      )
      .map(([name, upper, at, hidden, lead]) => {
        const cased = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        const i = at % (cased.length + 1);
        return `${lead}${cased.slice(0, i)}${hidden}${cased.slice(i)}:`;
      });
    fc.assert(
      fc.property(
        scheme,
        fc.constantFrom('alert(1)', `//${MAIN_DOMAIN}/x`, `${ORIGIN}/x`),
        (s, rest) => {
          expect(resolveLink(`${s}${rest}`, POLICY)).toBeUndefined();
        },
      ),
      RUNS,
    );
  });

  it('keeps https links to a share-list host or the main domain, on its default port', () => {
    const sub = fc.constantFrom('', 'www.', 'm.', 'promo.', 'a.b.');
    fc.assert(
      fc.property(
        fc.constantFrom('share.sbx.exchange', '203.0.113.42', MAIN_DOMAIN),
        sub,
        fc.constantFrom('', ':443'),
        path,
        query,
        (host, prefix, port, p, q) => {
          const target = host === MAIN_DOMAIN ? `${prefix}${host}` : host;
          const url = `https://${target}${port}${p}${q ? `?${q}` : ''}`;
          expect(resolveLink(url, POLICY)).toEqual({ kind: 'external', href: new URL(url).href });
        },
      ),
      RUNS,
    );
  });

  it('refuses credentials, even in front of an allowed host or this site', () => {
    const userinfo = fc.constantFrom('user@', 'user:pw@', ':@', '@', `${MAIN_DOMAIN}@`, 'a%40b@');
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'http://', 'HTTPS://', '//'),
        userinfo,
        fc.constantFrom('share.sbx.exchange', `www.${MAIN_DOMAIN}`, MAIN_DOMAIN, '127.0.0.1:8080'),
        path,
        (scheme, info, host, p) => {
          expect(resolveLink(`${scheme}${info}${host}${p}`, POLICY)).toBeUndefined();
        },
      ),
      RUNS,
    );
  });

  it('refuses plain http to another origin, even to the main domain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('share.sbx.exchange', MAIN_DOMAIN, `www.${MAIN_DOMAIN}`),
        path,
        (host, p) => {
          expect(resolveLink(`http://${host}${p}`, POLICY)).toBeUndefined();
        },
      ),
      RUNS,
    );
  });

  it('keeps same-site links, relative or absolute, as their path with dot segments removed', () => {
    const relative = fc.tuple(
      fc.constantFrom('/', '', './', '../', '/./', '/../', `${ORIGIN}/`, 'HTTP://127.0.0.1:8080/'),
      path.map((p) => p.slice(1)),
      query,
      fragment,
    );
    fc.assert(
      fc.property(relative, ([start, p, q, f]) => {
        const raw = `${start}${p}${q ? `?${q}` : ''}${f ? `#${f}` : ''}`;
        if (raw === '') return;
        const url = new URL(raw, ORIGIN);
        const expected = `${url.pathname}${url.search}${url.hash}`;
        expect(resolveLink(raw, POLICY)).toEqual({
          kind: 'internal',
          path: expected,
          href: url.href,
        });
        expect(safeLinkUrl(raw, POLICY)).toBe(expected);
        expect(safeRedirect(raw, ORIGIN)).toBe(expected);
        expect(expected).not.toMatch(/\/\.\.?(?:\/|$)/);
      }),
      RUNS,
    );
  });

  it('keeps paths of this site as paths, and nothing else, for in-app redirects', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string()), (raw) => {
        const kept = safeInternalPath(raw);
        if (kept === undefined) return;
        expect(kept.startsWith('/')).toBe(true);
        expect(kept).not.toMatch(/^[/\\]{2}/);
        expect(new URL(kept, 'http://x.invalid').host).toBe('x.invalid');
      }),
      RUNS,
    );
  });

  it('lets "continue in the browser" lead only back into the site', () => {
    fc.assert(
      fc.property(foreignHost, fc.constantFrom(...DISGUISES), (host, make) => {
        const path = continuePath(make(host));
        expect(path.startsWith('/')).toBe(true);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
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
