import type { SandboxStore } from '../db/store.ts';
import { formatDuration, parseDuration } from './duration.ts';

/** How to move the sandbox clock. */
export type ClockSpec =
  /** By a signed duration from where the sandbox clock reads now. */
  | { kind: 'advance'; ms: number }
  /** To a moment. */
  | { kind: 'at'; at: number }
  /** Back to real time, plus an optional offset. */
  | { kind: 'real'; plusMs: number };

/** A clock setting that cannot be read. */
export class ClockSpecError extends Error {
  override name = 'ClockSpecError';
}

/**
 * Reads `+2h`, `-30m`, `3d`, `1d12h` (advance), `2030-01-01T09:00:00Z` or epoch ms (set to
 * that moment), `real` (back to real time) or `real+2d` (real time plus a duration).
 */
export function parseClockSpec(text: string): ClockSpec {
  const raw = text.trim();
  const real = /^(?:real|now)(.*)$/i.exec(raw);
  if (real) {
    const rest = real[1]!.trim();
    if (rest === '') return { kind: 'real', plusMs: 0 };
    const plusMs = parseDuration(rest);
    if (plusMs !== undefined && /^[+-]/.test(rest)) return { kind: 'real', plusMs };
    throw new ClockSpecError(`"${text}": after real, give a signed duration such as +2d`);
  }
  const ms = parseDuration(raw);
  if (ms !== undefined) return { kind: 'advance', ms };
  if (/^\d+$/.test(raw)) return { kind: 'at', at: Number(raw) };
  const at = Date.parse(raw);
  if (Number.isFinite(at)) return { kind: 'at', at };
  throw new ClockSpecError(
    `"${text}" is not a clock setting: use +2h, -1d, 2030-01-01T09:00:00Z, epoch ms or real`,
  );
}

/** The sandbox clock as the control plane shows it. */
export interface ClockState {
  /** Epoch ms. */
  now: number;
  iso: string;
  /** How far the sandbox clock is from real time, in ms and in words. */
  offsetMs: number;
  offset: string;
}

export function readClock(store: SandboxStore): ClockState {
  const now = store.clock.now();
  const offsetMs = store.clock.offsetMs();
  return { now, iso: new Date(now).toISOString(), offsetMs, offset: formatDuration(offsetMs) };
}

/**
 * Moves the sandbox clock and tells everyone listening (`clockMoved`: websockets push it, so
 * open pages see stages and countdowns jump at once).
 */
export function moveClock(store: SandboxStore, spec: ClockSpec): ClockState {
  switch (spec.kind) {
    case 'advance':
      // By the offset, not through now(): real time passing between reading now() and
      // setting it would move the clock a millisecond or so short of `ms`.
      store.clock.setOffsetMs(store.clock.offsetMs() + spec.ms);
      break;
    case 'at':
      store.clock.setNow(spec.at);
      break;
    case 'real':
      store.clock.setOffsetMs(spec.plusMs);
      break;
  }
  const state = readClock(store);
  store.events.emit({ type: 'clockMoved', now: state.now });
  return state;
}
