import type { CallName } from '../../src/api/contract.ts';
import { type GatewayVariant, parseGatewayLabel } from '../../src/domain/gateway.ts';

/** One call an API host received, as the request log keeps it. */
export interface LoggedCall {
  /** Sandbox clock, epoch ms. */
  at: number;
  /** `main` or `api-<n>`: the host that answered. */
  hostId: string;
  /** The gateway its Host header named (SPEC §4), or `none` for the bare host. */
  gateway: GatewayVariant | 'none';
  name: CallName;
  method: string;
  /** The contract's path (`:id` segments left as they are), not the path as sent. */
  path: string;
  /** The envelope code answered, or the HTTP status when the call was refused before it. */
  code: string;
}

/** The calls the API hosts received, newest last; bounded so a long soak cannot grow it. */
export interface CallLog {
  add(call: LoggedCall): void;
  list(): readonly LoggedCall[];
  clear(): void;
}

/** Enough for every call of a long walk through the product, and small in memory. */
export const CALL_LOG_LIMIT = 20_000;

export function createCallLog(limit = CALL_LOG_LIMIT): CallLog {
  let calls: LoggedCall[] = [];
  return {
    add(call) {
      calls.push(call);
      if (calls.length > limit) calls = calls.slice(-limit);
    },
    list: () => calls,
    clear() {
      calls = [];
    },
  };
}

/**
 * The gateway variant a Host header names: `gateway1.api-1.localhost:8081` is the public
 * gateway, `gateway2.…` the private one; a bare host (the main domain, Node clients) none.
 */
export function gatewayOfHost(hostHeader: string | undefined): GatewayVariant | 'none' {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '');
  return parseGatewayLabel(hostname)?.variant ?? 'none';
}
