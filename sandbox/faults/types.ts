/** What a body fault does to an answer. */
export const BODY_FAULTS = [
  'malformed',
  'truncated',
  'wrong-types',
  'empty',
  'undecryptable',
] as const;
export type BodyFault = (typeof BODY_FAULTS)[number];

/** The one thing a fault does to the requests it matches. */
export type FaultEffect =
  /** Waits this long before the request goes on. */
  | { kind: 'latency'; ms: number }
  /** Answers this HTTP status instead of running the call. */
  | { kind: 'status'; status: number }
  /** Answers HTTP 200 with this envelope code instead of running the call. */
  | { kind: 'code'; code: string; msg?: string }
  /** Runs the call, then spoils its answer. */
  | { kind: 'body'; body: BodyFault }
  /** Destroys the connection: before the call runs, or after it ran (its effects kept). */
  | { kind: 'drop'; when: 'before' | 'after' }
  /** Websockets only: close every open socket (`drop`) or refuse new ones (`refuse`). */
  | { kind: 'ws'; action: 'drop' | 'refuse' };

/**
 * Which requests a fault applies to. `host` is a host id (`api-1`, `main`), `api` for every
 * API host, or `*` for every host; `route` is a path pattern where `*` matches anything.
 */
export interface FaultMatch {
  host: string;
  route: string;
  method?: string;
}

/** A fault as written by a tester, before the registry gives it an id and counters. */
export interface FaultSpec {
  id?: string;
  match: FaultMatch;
  effect: FaultEffect;
  /** Only the next N matching requests (or socket batches); unlimited when undefined. */
  times?: number;
  /** Added switched off when false. */
  enabled?: boolean;
}

/** A fault held by the registry. */
export interface Fault {
  id: string;
  /** The spec in the canonical text form (`host=api-1,status=503,times=2`). */
  text: string;
  match: FaultMatch;
  effect: FaultEffect;
  times: number | undefined;
  /** How many of `times` are left; undefined when unlimited. */
  remaining: number | undefined;
  enabled: boolean;
  /** How many requests (or socket batches) it has hit so far. */
  hits: number;
  /** Epoch ms (real time) it was added. */
  createdAt: number;
}

/** One request or websocket upgrade, as the registry matches it. */
export interface FaultRequest {
  hostId: string;
  method: string;
  path: string;
  channel: 'http' | 'ws';
}

/** A spec that cannot be used; the message says which part and why. */
export class FaultSpecError extends Error {
  override name = 'FaultSpecError';
}
