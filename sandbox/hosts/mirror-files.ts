import { encryptHostList } from '../../src/api/host-list-cipher.ts';
import type { HostLists } from './host-lists.ts';

/** One file a mirror publishes. */
export interface MirrorFile {
  body: string;
  contentType: string;
}

/** The files of each mirror, by name. Both mirrors publish the same files. */
export type MirrorFiles = Readonly<Record<string, MirrorFile>>;

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The exchange's official channels: what a user checks a link, address or account against. */
const VERIFY_LINES = [
  '# Official channels of Sandbox Exchange: one "<kind> <value>" per line.',
  '# Anything not listed here does not speak for the exchange.',
  'domain sandbox-exchange.com',
  'domain www.sandbox-exchange.com',
  'domain sbx.exchange',
  'email support@sandbox-exchange.com',
  'email listing@sandbox-exchange.com',
  'telegram @SandboxExchange',
  'telegram @SandboxExchangeSupport',
  'x @SandboxExchange',
  'discord discord.gg/sandboxexchange',
];

/** Partner agencies of the affiliate programme. */
const AGENCY_PARTNERS = [
  {
    id: 101,
    name: 'Northwind Crypto Partners',
    region: 'EU',
    website: 'https://northwind-crypto.example',
    since: '2022-03-01',
    tier: 'gold',
  },
  {
    id: 102,
    name: 'Bosphorus Trading Club',
    region: 'TR',
    website: 'https://bosphorus-trading.example',
    since: '2022-09-15',
    tier: 'gold',
  },
  {
    id: 103,
    name: 'Lagos Digital Assets',
    region: 'NG',
    website: 'https://lagos-digital.example',
    since: '2023-01-10',
    tier: 'silver',
  },
  {
    id: 104,
    name: 'Saigon Signals',
    region: 'VN',
    website: 'https://saigon-signals.example',
    since: '2023-06-01',
    tier: 'silver',
  },
  {
    id: 105,
    name: 'Andes Block Academy',
    region: 'LATAM',
    website: 'https://andes-block.example',
    since: '2024-02-20',
    tier: 'bronze',
  },
  {
    id: 106,
    name: 'Kyiv Chain Lab',
    region: 'UA',
    website: 'https://kyiv-chain.example',
    since: '2024-05-05',
    tier: 'bronze',
  },
];

/** Sites aimed at agencies: where they sign up, learn the programme and fetch materials. */
const AGENCY_SITES = [
  {
    name: 'Agency portal',
    url: 'https://agency.sandbox-exchange.com',
    region: 'global',
    languages: ['en', 'zh-CN'],
  },
  {
    name: 'Agency handbook',
    url: 'https://docs.sandbox-exchange.com/agency',
    region: 'global',
    languages: ['en'],
  },
  {
    name: 'Agency portal (Türkiye)',
    url: 'https://tr.agency.sandbox-exchange.com',
    region: 'TR',
    languages: ['tr-TR'],
  },
  {
    name: 'Agency portal (Việt Nam)',
    url: 'https://vn.agency.sandbox-exchange.com',
    region: 'VN',
    languages: ['vi'],
  },
];

/** Sites of the affiliate programme: sign-up, dashboard and marketing kit. */
const AFFILIATE_SITES = [
  {
    name: 'Affiliate programme',
    url: 'https://affiliate.sandbox-exchange.com',
    region: 'global',
    languages: ['en'],
  },
  {
    name: 'Affiliate dashboard',
    url: 'https://affiliate.sandbox-exchange.com/dashboard',
    region: 'global',
    languages: ['en', 'ru', 'es'],
  },
  {
    name: 'Marketing kit',
    url: 'https://brand.sandbox-exchange.com/affiliate-kit',
    region: 'global',
    languages: ['en'],
  },
  {
    name: 'Programa de afiliados',
    url: 'https://es.affiliate.sandbox-exchange.com',
    region: 'LATAM',
    languages: ['es', 'pt'],
  },
];

/**
 * Hosts allowed in share links and redirects: the main origin's host (with its port, as
 * `URL.host` gives it), the exchange's domains, and one IP host made only of digits and dots
 * (a documentation address, never routed) for SPEC §5's IP rule.
 */
export const SHARE_IP_HOST = '203.0.113.42';

export function shareHosts(mainHost: string): string[] {
  return [
    mainHost,
    'sandbox-exchange.com',
    'www.sandbox-exchange.com',
    'm.sandbox-exchange.com',
    'share.sbx.exchange',
    SHARE_IP_HOST,
  ];
}

/**
 * Everything a mirror serves: the encrypted host lists (SPEC §7) and the plain lists beside
 * them. `mainHost` is the main origin's `host:port`.
 */
export function buildMirrorFiles(lists: HostLists, mainHost: string): MirrorFiles {
  const json = (value: unknown): MirrorFile => ({
    body: `${JSON.stringify(value, null, 2)}\n`,
    contentType: JSON_TYPE,
  });
  return {
    'web_base.txt': { body: encryptHostList(lists.base), contentType: TEXT },
    'web_abroad.txt': { body: encryptHostList(lists.abroad), contentType: TEXT },
    'verify.txt': { body: `${VERIFY_LINES.join('\n')}\n`, contentType: TEXT },
    'agency_partners.json': json(AGENCY_PARTNERS),
    'agency_sites.json': json(AGENCY_SITES),
    'affiliate_sites.json': json(AFFILIATE_SITES),
    'share_hosts.txt': { body: `${shareHosts(mainHost).join('\n')}\n`, contentType: TEXT },
  };
}
