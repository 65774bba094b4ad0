/**
 * The plain host files the mirrors publish beside the host lists (SPEC §7 "Similar GETs fetch
 * verify.txt, an agency partner list, and agency-oriented and affiliate site lists"). Our
 * reading of where SPEC implies their use: the agent and affiliate dashboard shows the
 * exchange's official channels (verify.txt: what a partner or trader checks a link or an
 * account against), the agency sites and partner agencies (landing and partner links for
 * agents) and the affiliate programme's sites. Only https links on a domain verify.txt lists
 * (or a partner's own website, from the partner list) are offered as links.
 */

/** The host files, by name on the mirrors. */
export const HOST_FILES = {
  verify: 'verify.txt',
  agencyPartners: 'agency_partners.json',
  agencySites: 'agency_sites.json',
  affiliateSites: 'affiliate_sites.json',
} as const;
export type HostFileName = keyof typeof HOST_FILES;

/** One official channel of verify.txt. */
export interface OfficialChannel {
  kind: 'domain' | 'email' | 'telegram' | 'x' | 'discord';
  value: string;
}

/** A site of the agency or affiliate lists. */
export interface ProgrammeSite {
  name: string;
  url: string;
  region: string;
  languages: string[];
}

/** An agency whose own website the agent programme's links offer (agency_partners.json). */
export interface PartnerAgency {
  id: number;
  name: string;
  region: string;
  website: string;
  tier: string;
}

const KINDS: readonly OfficialChannel['kind'][] = ['domain', 'email', 'telegram', 'x', 'discord'];

/** verify.txt: `<kind> <value>` per line, `#` comments; unknown kinds and bad lines are skipped. */
export function parseVerify(text: string): OfficialChannel[] {
  const channels: OfficialChannel[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [kind, value, ...rest] = line.split(/\s+/);
    if (rest.length > 0 || !value) continue;
    if ((KINDS as readonly string[]).includes(kind ?? '')) {
      channels.push({ kind: kind as OfficialChannel['kind'], value });
    }
  }
  if (channels.length === 0) throw new Error('verify.txt lists no official channel');
  return channels;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A site list (agency or affiliate): entries without a name or an https URL are dropped. */
export function parseSites(value: unknown): ProgrammeSite[] {
  if (!Array.isArray(value)) throw new Error('a site list must be a JSON array');
  return value.flatMap((entry): ProgrammeSite[] => {
    if (!isRecord(entry) || !isString(entry.name) || !isString(entry.url)) return [];
    const languages = Array.isArray(entry.languages) ? entry.languages.filter(isString) : [];
    return [
      {
        name: entry.name,
        url: entry.url,
        region: isString(entry.region) ? entry.region : 'global',
        languages,
      },
    ];
  });
}

/** The agency partner list: entries need an id, a name and a website. */
export function parsePartners(value: unknown): PartnerAgency[] {
  if (!Array.isArray(value)) throw new Error('the partner list must be a JSON array');
  return value.flatMap((entry): PartnerAgency[] => {
    if (!isRecord(entry) || typeof entry.id !== 'number' || !isString(entry.name)) return [];
    if (!isString(entry.website)) return [];
    return [
      {
        id: entry.id,
        name: entry.name,
        region: isString(entry.region) ? entry.region : '',
        website: entry.website,
        tier: isString(entry.tier) ? entry.tier : '',
      },
    ];
  });
}

/** Whether `url` is https on an official domain of verify.txt (or a subdomain of one). */
export function isOfficialUrl(url: string, channels: readonly OfficialChannel[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  return channels.some(
    (c) => c.kind === 'domain' && (host === c.value || host.endsWith(`.${c.value}`)),
  );
}

/**
 * The sites a reader of `locale` is offered: official ones only (verify.txt), those in their
 * language first, then the global ones.
 */
export function sitesFor(
  sites: readonly ProgrammeSite[],
  channels: readonly OfficialChannel[],
  locale: string,
): ProgrammeSite[] {
  const official = sites.filter((s) => isOfficialUrl(s.url, channels));
  const mine = official.filter((s) => s.languages.includes(locale));
  const global = official.filter((s) => !mine.includes(s) && s.region === 'global');
  return [...mine, ...global];
}

/** What the dashboard shows from the host files; a file that failed leaves its part empty. */
export interface ProgrammeLinks {
  channels: OfficialChannel[];
  agencySites: ProgrammeSite[];
  partners: PartnerAgency[];
  affiliateSites: ProgrammeSite[];
}
