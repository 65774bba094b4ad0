/**
 * One entry of a published API host list, as configured (MIRROR_HOSTS): an API host of the
 * sandbox (`api-2`), a numeric-named alias of one (`2500@api-2` publishes
 * `http://2500.localhost:<port of api-2>`, whose first label is its speed under SPEC §4), or a
 * literal origin.
 */
export type MirrorHostEntry =
  | { kind: 'api'; index: number }
  | { kind: 'numeric'; speed: number; index: number }
  | { kind: 'url'; url: string };

/** The two encrypted lists the mirrors publish, as plain origins. */
export interface HostLists {
  base: string[];
  abroad: string[];
}

/** A MIRROR_HOSTS value that cannot be used. */
export class HostListConfigError extends Error {
  override name = 'HostListConfigError';
}

const ORIGIN =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** Reads `api-1,api-2,2500@api-2,http://x.localhost:9000`. */
export function parseMirrorHostEntries(raw: string, apiHostCount: number): MirrorHostEntry[] {
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((text): MirrorHostEntry => {
      const api = /^api-([1-9]\d*)$/.exec(text);
      if (api) return { kind: 'api', index: apiIndex(api[1]!, apiHostCount, text) };
      const numeric = /^(\d{1,5})@api-([1-9]\d*)$/.exec(text);
      if (numeric) {
        const index = apiIndex(numeric[2]!, apiHostCount, text);
        return { kind: 'numeric', speed: Number(numeric[1]), index };
      }
      if (ORIGIN.test(text)) return { kind: 'url', url: text };
      throw new HostListConfigError(
        `"${text}" is not api-<n>, <number>@api-<n> or an origin like http://name.localhost:8081`,
      );
    });
  if (entries.length === 0) throw new HostListConfigError('a host list needs at least one entry');
  return entries;
}

function apiIndex(n: string, count: number, text: string): number {
  const index = Number(n) - 1;
  if (index >= count) {
    throw new HostListConfigError(`${text}: there are only ${count} API hosts`);
  }
  return index;
}

/**
 * Every API host, then two numeric-named hosts. Their numbers (2500 and 8000 ms) are their
 * speeds without a probe, and both lose to api-1's ~40 ms probe, so the app still picks api-1
 * quickly; with api-1 down or slowed by a fault they start to matter.
 */
export function defaultMirrorHosts(apiHostCount: number): MirrorHostEntry[] {
  const entries: MirrorHostEntry[] = Array.from({ length: apiHostCount }, (_, index) => ({
    kind: 'api',
    index,
  }));
  if (apiHostCount > 0) {
    entries.push({ kind: 'numeric', speed: 2500, index: Math.min(1, apiHostCount - 1) });
    entries.push({ kind: 'numeric', speed: 8000, index: Math.min(2, apiHostCount - 1) });
  }
  return entries;
}

/** The origins of the entries, given where each API host listens. */
export function resolveMirrorHosts(
  entries: readonly MirrorHostEntry[],
  apiHosts: readonly { url: string; port: number }[],
): string[] {
  return entries.map((entry) => {
    if (entry.kind === 'url') return entry.url;
    const host = apiHosts[entry.index];
    if (!host) throw new HostListConfigError(`no API host ${entry.index + 1}`);
    return entry.kind === 'api' ? host.url : `http://${entry.speed}.localhost:${host.port}`;
  });
}

/** The entries back in MIRROR_HOSTS syntax, for the start-up summary and the control page. */
export function formatMirrorHostEntries(entries: readonly MirrorHostEntry[]): string {
  return entries
    .map((e) =>
      e.kind === 'url'
        ? e.url
        : e.kind === 'api'
          ? `api-${e.index + 1}`
          : `${e.speed}@api-${e.index + 1}`,
    )
    .join(',');
}
