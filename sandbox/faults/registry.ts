import { formatFaultSpec } from './spec.ts';
import {
  type Fault,
  type FaultEffect,
  type FaultMatch,
  type FaultRequest,
  type FaultSpec,
  FaultSpecError,
} from './types.ts';

/** What changed in the registry, for those who act at once (the websocket hub drops sockets). */
export type FaultChange =
  | { type: 'added' | 'enabled'; fault: Fault }
  | { type: 'disabled' | 'removed'; fault: Fault }
  | { type: 'cleared' };

/** The faults in force, shared by every host of one sandbox. Held in memory: a restart clears them. */
export interface FaultRegistry {
  /** Adds a fault; one with the same id is replaced. Throws FaultSpecError for an unknown host. */
  add(spec: FaultSpec): Fault;
  /** Every fault, oldest first, switched on or not. */
  list(): Fault[];
  get(id: string): Fault | undefined;
  /** Switches a fault on (refilling its `times`) or off; undefined when there is no such fault. */
  setEnabled(id: string, enabled: boolean): Fault | undefined;
  remove(id: string): boolean;
  /** Removes every fault; returns how many there were. */
  clear(): number;
  /** The faults switched on that match a request, without counting it. */
  matching(request: FaultRequest): Fault[];
  /** Counts one hit; a fault whose `times` are used up switches itself off. */
  consume(id: string): void;
  onChange(listener: (change: FaultChange) => void): () => void;
}

/** Which effects can apply on each channel. */
const CHANNEL_EFFECTS: Record<FaultRequest['channel'], ReadonlySet<FaultEffect['kind']>> = {
  http: new Set(['latency', 'status', 'code', 'body', 'drop']),
  ws: new Set(['latency', 'status', 'drop', 'ws']),
};

/** Whether a fault's host selector covers a host id. */
export function hostMatches(selector: string, hostId: string): boolean {
  return (
    selector === '*' || selector === hostId || (selector === 'api' && hostId.startsWith('api-'))
  );
}

/** Whether a route pattern (`*` matches any run of characters, `/` included) covers a path. */
export function routeMatches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const source = pattern
    .split('*')
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** Whether a fault applies to a request, ignoring whether it is switched on. */
export function faultApplies(
  match: FaultMatch,
  effect: FaultEffect,
  request: FaultRequest,
): boolean {
  return (
    CHANNEL_EFFECTS[request.channel].has(effect.kind) &&
    hostMatches(match.host, request.hostId) &&
    routeMatches(match.route, request.path) &&
    (!match.method || match.method === request.method.toUpperCase())
  );
}

/**
 * A registry for the given hosts (`main`, `api-1`…). A websocket `drop` closes the open sockets
 * once when it is switched on, so unless told otherwise it is good for one go.
 */
export function createFaultRegistry(
  hostIds: readonly string[],
  realNow: () => number = Date.now,
): FaultRegistry {
  const faults = new Map<string, Fault>();
  const listeners = new Set<(change: FaultChange) => void>();
  let nextId = 1;
  const notify = (change: FaultChange) => {
    for (const listener of listeners) listener(change);
  };
  const checkHost = (host: string) => {
    if (host === '*' || host === 'api' || hostIds.includes(host)) return;
    throw new FaultSpecError(`no host ${host} in this sandbox; hosts: ${hostIds.join(', ')}`);
  };

  const registry: FaultRegistry = {
    add(spec) {
      checkHost(spec.match.host);
      const times =
        spec.times ?? (spec.effect.kind === 'ws' && spec.effect.action === 'drop' ? 1 : undefined);
      let id = spec.id;
      if (id === undefined) {
        do id = `f${nextId++}`;
        while (faults.has(id));
      }
      const enabled = spec.enabled !== false;
      const fault: Fault = {
        id,
        text: formatFaultSpec({ ...spec, id: spec.id, times }),
        match: spec.match,
        effect: spec.effect,
        times,
        remaining: times,
        enabled,
        hits: 0,
        createdAt: realNow(),
      };
      const replaced = faults.get(id);
      faults.delete(id);
      faults.set(id, fault);
      if (replaced) notify({ type: 'removed', fault: replaced });
      if (enabled) notify({ type: 'added', fault });
      return fault;
    },
    list: () => [...faults.values()],
    get: (id) => faults.get(id),
    setEnabled(id, enabled) {
      const fault = faults.get(id);
      if (!fault) return undefined;
      if (fault.enabled === enabled) return fault;
      fault.enabled = enabled;
      if (enabled) fault.remaining = fault.times;
      notify({ type: enabled ? 'enabled' : 'disabled', fault });
      return fault;
    },
    remove(id) {
      const fault = faults.get(id);
      if (!fault) return false;
      faults.delete(id);
      notify({ type: 'removed', fault });
      return true;
    },
    clear() {
      const count = faults.size;
      faults.clear();
      notify({ type: 'cleared' });
      return count;
    },
    matching: (request) =>
      [...faults.values()].filter((f) => f.enabled && faultApplies(f.match, f.effect, request)),
    consume(id) {
      const fault = faults.get(id);
      if (!fault) return;
      fault.hits += 1;
      if (fault.remaining === undefined) return;
      fault.remaining -= 1;
      if (fault.remaining <= 0) {
        fault.enabled = false;
        notify({ type: 'disabled', fault });
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return registry;
}
