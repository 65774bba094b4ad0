/**
 * The faults of issue #8, as the sandbox fakes them (sandbox/CONTROLS.md). Each names how a
 * screen is expected to take it; the screen decides what that looks like on it.
 */
export type FaultCase =
  /** The call answers after `latency` (15 s): the app waits until its 10 s time-out, no longer. */
  | { name: string; kind: 'slow'; effect: string }
  /** The call never answers: the app's 10 s time-out ends it. */
  | { name: string; kind: 'hang'; effect: string }
  /** The call fails without an answer the app can use: a message and a retry. */
  | { name: string; kind: 'failure'; effect: string; failure: FailureKind }
  /** The call answers an envelope code. */
  | { name: string; kind: 'code'; effect: string; code: string }
  /** Every open websocket is cut once. */
  | { name: string; kind: 'socket'; effect: string }
  /** The way to the API hosts is broken before the page opens; the app must fall back. */
  | { name: string; kind: 'hosts'; effect: string; hosts: 'mirrors' | 'undecryptable' | 'api' };

export type FailureKind = 'network' | 'http' | 'malformed';

/** Every fault of issue #8 item 2, in its order. */
export const FAULTS: readonly FaultCase[] = [
  { name: 'latency 15 s', kind: 'slow', effect: 'latency=15s' },
  { name: 'call time-out 10 s', kind: 'hang', effect: 'latency=10m' },
  { name: 'HTTP 500', kind: 'failure', effect: 'status=500', failure: 'http' },
  { name: 'HTTP 502', kind: 'failure', effect: 'status=502', failure: 'http' },
  { name: 'HTTP 503', kind: 'failure', effect: 'status=503', failure: 'http' },
  { name: 'truncated body', kind: 'failure', effect: 'body=truncated', failure: 'malformed' },
  { name: 'body not JSON', kind: 'failure', effect: 'body=malformed', failure: 'malformed' },
  { name: 'wrong field types', kind: 'failure', effect: 'body=wrong-types', failure: 'malformed' },
  { name: 'empty body', kind: 'failure', effect: 'body=empty', failure: 'malformed' },
  ...['00004', '434', '600', '51020', '51021', '51023', '51040', '51070', '51071'].map(
    (code): FaultCase => ({ name: `code ${code}`, kind: 'code', effect: `code=${code}`, code }),
  ),
  { name: 'dropped connection', kind: 'failure', effect: 'drop', failure: 'network' },
  { name: 'websocket drop', kind: 'socket', effect: 'ws=drop' },
  { name: 'both mirrors down', kind: 'hosts', effect: 'mirror=both,status=503', hosts: 'mirrors' },
  {
    name: 'host list undecryptable',
    kind: 'hosts',
    effect: 'hostlist=undecryptable',
    hosts: 'undecryptable',
  },
  { name: 'all API hosts down', kind: 'hosts', effect: 'host=api,drop', hosts: 'api' },
];
