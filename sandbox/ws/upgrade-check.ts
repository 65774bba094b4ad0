import type { Duplex } from 'node:stream';
import { SOCKET_PATHS, type SocketKind } from './messages.ts';

/** SPEC §9: the random websocket id `vs` is 32 characters. */
export const VS_LENGTH = 32;

/** A websocket request the sandbox accepts, with what its query said. */
export interface SocketParams {
  kind: SocketKind;
  path: string;
  vs: string;
  compress: boolean;
  uuid?: string;
}

export type UpgradeCheck =
  | { ok: true; params: SocketParams }
  | { ok: false; status: number; reason: string };

/** Kinds whose path takes the `compress` parameter (SPEC §7). */
const TAKES_COMPRESS: ReadonlySet<SocketKind> = new Set(['contract', 'stream']);

/**
 * Checks a websocket request's path and query (SPEC §7): one of the four paths, a `vs` of
 * exactly 32 characters, `compress` and `uuid` where the path takes them, and no token in
 * the URL (tokens travel only in the first message, so they stay out of logs).
 */
export function checkUpgrade(url: URL): UpgradeCheck {
  const kind = Object.hasOwn(SOCKET_PATHS, url.pathname) ? SOCKET_PATHS[url.pathname] : undefined;
  if (!kind) return { ok: false, status: 404, reason: `no websocket at ${url.pathname}` };
  const q = url.searchParams;
  if (q.has('token')) {
    return {
      ok: false,
      status: 400,
      reason: 'tokens never travel in URLs: send {"op":"auth","token":"…"} as the first message',
    };
  }
  const vs = q.get('vs');
  if (vs === null) {
    return { ok: false, status: 400, reason: `vs is required: ${VS_LENGTH} random characters` };
  }
  const length = [...vs].length;
  if (length !== VS_LENGTH) {
    return {
      ok: false,
      status: 400,
      reason: `vs must be exactly ${VS_LENGTH} characters, got ${length}`,
    };
  }
  const params: SocketParams = { kind, path: url.pathname, vs, compress: false };
  if (TAKES_COMPRESS.has(kind) && q.has('compress')) {
    const raw = q.get('compress') ?? '';
    if (!['true', 'false', '1', '0'].includes(raw)) {
      return { ok: false, status: 400, reason: `compress must be true or false, not "${raw}"` };
    }
    params.compress = raw === 'true' || raw === '1';
  }
  if (kind === 'stream' && q.has('uuid')) {
    const uuid = q.get('uuid') ?? '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid)) {
      return { ok: false, status: 400, reason: 'uuid must be 1-64 letters, digits or dashes' };
    }
    params.uuid = uuid;
  }
  return { ok: true, params };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Answers a websocket request with an HTTP error and the reason as text, then closes. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
