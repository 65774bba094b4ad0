/** Response codes of SPEC §8, plus the two transport-level codes it names (434, 600). */
export const ResponseCode = {
  Success: '00000',
  LoggedOut: '00004',
  TipMessage: '51020',
  RiskTip: '51021',
  TooFrequent: '51023',
  MultipleAccounts: '51040',
  Airdrop: '51070',
  Limit: '51071',
  /**
   * Not in SPEC §8: an idempotency key sent again with a different request (answered with
   * HTTP 409). The first request stands; this one was not processed.
   */
  KeyReused: '51024',
  SessionInvalid: '434',
  LoginRequired: '600',
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/**
 * Codes of calls the exchange refused as sent, before reading what they ask (HTTP 4xx). The
 * client acts on the first: it re-syncs its clock from the answer and sends the call once more.
 */
export const RequestCode = {
  /** The signed timestamp is more than the allowed skew from the exchange's clock. */
  TimestampOutOfRange: '40001',
  /** The trace id was already used within the signature's window: a replayed call. */
  TraceReplayed: '40002',
  /** Any other malformed call: a missing header, a bad signature, a body that is not JSON. */
  BadRequest: '400',
  /** JSON nested deeper than the exchange reads. */
  TooDeep: '40003',
  /** A body over the size the exchange reads. */
  TooLarge: '413',
  NotFound: '404',
  /** The exchange failed on its side; never caused by what a client sends. */
  ServerError: '500',
} as const;

/** Codes after which stored session data is cleared (SPEC §8). */
export const SESSION_CLEARING_CODES: readonly string[] = [
  ResponseCode.LoggedOut,
  ResponseCode.SessionInvalid,
];

/** Every answer of the exchange comes in this envelope. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** The envelope code a failure carries, if any; machines read failures only through this. */
export function failureCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** What went wrong, in the terms a view needs to say it. */
export type FailureKind = 'network' | 'timeout' | 'http' | 'code' | 'malformed' | 'unknown';

export interface Failure {
  kind: FailureKind;
  code?: string;
}

/** Reduces whatever an effect threw to a Failure a machine can keep in context. */
export function toFailure(error: unknown): Failure {
  const code = failureCode(error);
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error
      ? (error as { kind: unknown }).kind
      : undefined;
  const known: readonly FailureKind[] = ['network', 'timeout', 'http', 'code', 'malformed'];
  const failureKind = known.includes(kind as FailureKind) ? (kind as FailureKind) : 'unknown';
  return code === undefined ? { kind: failureKind } : { kind: failureKind, code };
}

/**
 * Whether the user can be told they are offline: the one rule every view uses.
 * 'offline': no answer arrived and the browser says it has no connection;
 * 'unreachable': no answer arrived (refused, dropped or too late) while the browser says it is
 * online, so it may be the network or the exchange; 'answered': the exchange answered (a code,
 * an HTTP status, a malformed body) or there is no failure.
 */
export type Reachability = 'offline' | 'unreachable' | 'answered';

/** See Reachability. `browserOnline` is navigator.onLine, read by the caller (src/platform). */
export function reachabilityOf(failure: Failure | undefined, browserOnline: boolean): Reachability {
  if (failure?.kind !== 'network' && failure?.kind !== 'timeout') return 'answered';
  return browserOnline ? 'unreachable' : 'offline';
}

/**
 * A refusal with the "tip message" code (51020): for a read, the thing asked for is not the
 * user's to see, or no longer exists (an activity, a message).
 */
export function isTipMessage(failure: Failure | undefined): boolean {
  return failure?.kind === 'code' && failure.code === ResponseCode.TipMessage;
}
