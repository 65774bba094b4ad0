/** SPEC §7: the four websockets. */
export type SocketKind = 'public' | 'private' | 'contract' | 'stream';

/** SPEC §7: each websocket's path on the chosen host. */
export const SOCKET_PATHS: Readonly<Record<SocketKind, string>> = {
  public: '/api/v1/public/ws',
  private: '/api/v1/private/ws',
  contract: '/websocket',
  stream: '/v1/stream',
};

/** SPEC §9: every websocket carries a `vs` query of exactly 32 random characters. */
export const SOCKET_ID_LENGTH = 32;

/** SPEC §3: where the websocket host is cached in the browser. */
export const WSS_URL_STORAGE_KEY = 'wss:url';

/**
 * Reconnection back-off (ours; the spec gives none): 1 s after the first drop, doubling on
 * each further failed attempt, never more than 30 s.
 */
export const RECONNECT_BASE_MS = 1000;
/** The longest wait between two attempts. */
export const RECONNECT_MAX_MS = 30_000;
/** The attempt from which the back-off stays at its maximum; counting further changes nothing. */
export const RECONNECT_ATTEMPT_CAP = Math.ceil(Math.log2(RECONNECT_MAX_MS / RECONNECT_BASE_MS)) + 1;

/** What a socket connects to; `vs` is generated outside (src/platform/ids.ts). */
export interface SocketTarget {
  kind: SocketKind;
  host: string;
  compress: boolean;
  /** The stream socket's subscriber id (SPEC §7); ignored by the other kinds. */
  uuid?: string;
  vs: string;
}

/** Why a target cannot be connected to. */
export type SocketTargetProblem = 'invalidVs' | 'missingUuid' | 'missingHost';

/** The wait before attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function reconnectDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(1, Math.floor(attempt)) : RECONNECT_ATTEMPT_CAP;
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(n - 1, 30));
}

/** The first problem of a target, or undefined when it can be connected to. */
export function checkSocketTarget(target: SocketTarget): SocketTargetProblem | undefined {
  if (target.vs.length !== SOCKET_ID_LENGTH) return 'invalidVs';
  if (target.host.trim() === '') return 'missingHost';
  if (target.kind === 'stream' && !target.uuid) return 'missingUuid';
  return undefined;
}

/**
 * The websocket origin of an API host: http becomes ws, https (or no scheme) becomes wss,
 * and a trailing slash is dropped.
 */
export function socketOrigin(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  const rest =
    scheme === undefined ? trimmed.replace(/^\/+/, '') : trimmed.slice(scheme.length + 3);
  const secure = scheme !== 'http' && scheme !== 'ws';
  return `${secure ? 'wss' : 'ws'}://${rest}`;
}

/**
 * SPEC §7: the URL of a websocket. Every kind takes `vs`; contract and stream also take
 * `compress` (sent as `compress=1`, and only when asked for); stream also takes `uuid`.
 */
export function socketUrl(target: SocketTarget): string {
  const query = new URLSearchParams({ vs: target.vs });
  if ((target.kind === 'contract' || target.kind === 'stream') && target.compress) {
    query.set('compress', '1');
  }
  if (target.kind === 'stream' && target.uuid) query.set('uuid', target.uuid);
  return `${socketOrigin(target.host)}${SOCKET_PATHS[target.kind]}?${query.toString()}`;
}
