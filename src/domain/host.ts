/** SPEC §9: a health probe gives up after 20 s. */
export const PROBE_TIMEOUT_MS = 20_000;
/** SPEC §4: the speed given to a host whose probe failed. */
export const FAILED_PROBE_SPEED = 9999;
/** SPEC §4: a stored host is adopted only when its speed is under this. */
export const STORED_HOST_ADOPTION_MS = 3000;

/** A host with the speed its probe measured (or its numeric first label gave). */
export interface HostSpeed {
  host: string;
  speed: number;
}

/** How the chosen host was found: by probing, from storage, from the fallback list, or the main domain. */
export type HostSource = 'probed' | 'stored' | 'fallback' | 'mainDomain';
