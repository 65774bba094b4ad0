import { SIGNATURE_MAX_SKEW_MS } from '../../src/api/signature.ts';
import type { SandboxStore } from '../db/store.ts';

/**
 * The trace ids of signed calls the exchange accepted lately. A call is accepted while its
 * timestamp is within the skew of the exchange's clock, so for at most twice the skew of real
 * time; a trace id is remembered that long, and a call arriving again with it is a replay.
 */
export interface TraceMemory {
  /** Remembers `traceId` and answers true, or answers false when it was seen in the window. */
  remember(traceId: string): boolean;
  /** How many trace ids are held now (expired ones are pruned as calls arrive). */
  size(): number;
}

/** How long a trace id is held, in real time. */
export const TRACE_WINDOW_MS = 2 * SIGNATURE_MAX_SKEW_MS;
/**
 * The most trace ids held at once. Far above any real rate (it is 170 calls a second held for
 * ten minutes); past it the oldest are forgotten first, so memory stays bounded under a flood.
 */
export const TRACE_MEMORY_LIMIT = 100_000;

/**
 * Real time, not the sandbox clock: the window is how long a captured call stays acceptable,
 * and moving the sandbox clock back must not keep every id for the days it was moved.
 */
export function createTraceMemory(
  realNow: () => number = Date.now,
  limit: number = TRACE_MEMORY_LIMIT,
): TraceMemory {
  // Insertion order is expiry order, since every id is held for the same span of real time.
  const seen = new Map<string, number>();
  const prune = (now: number) => {
    for (const [id, expiresAt] of seen) {
      if (expiresAt > now && seen.size <= limit) break;
      seen.delete(id);
    }
  };
  return {
    remember(traceId) {
      const now = realNow();
      prune(now);
      const expiresAt = seen.get(traceId);
      if (expiresAt !== undefined && expiresAt > now) return false;
      seen.set(traceId, now + TRACE_WINDOW_MS);
      if (seen.size > limit) prune(now);
      return true;
    },
    size: () => seen.size,
  };
}

const memories = new WeakMap<SandboxStore, TraceMemory>();

/** The trace memory of a store, shared by every API host serving it (a replay may change host). */
export function traceMemoryOf(store: SandboxStore): TraceMemory {
  let memory = memories.get(store);
  if (!memory) {
    memory = createTraceMemory();
    memories.set(store, memory);
  }
  return memory;
}
