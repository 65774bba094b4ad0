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

const DAY_MS = 86_400_000;

/**
 * How far the sandbox clock may be moved. The seed data lies within weeks of the moment it was
 * seeded and tests travel days or months, never decades; a clock beyond these bounds only breaks
 * dates (a year past 275760 has no ISO form, and the app's countdowns overflow), so it is refused.
 */
export const CLOCK_LIMITS = {
  /** How far before real time (or before the seeding moment, when that is earlier). */
  pastDays: 365,
  /** How far after real time (or after the seeding moment, when that is later). */
  futureDays: 5 * 365,
  /** The largest relative move, either way. */
  maxMoveDays: 5 * 365,
} as const;

/** The earliest and latest moments the sandbox clock may read, in epoch ms. */
export function clockRange(
  realNow: number,
  seedNow?: number,
): { earliest: number; latest: number } {
  const seed = seedNow ?? realNow;
  return {
    earliest: Math.min(realNow, seed) - CLOCK_LIMITS.pastDays * DAY_MS,
    latest: Math.max(realNow, seed) + CLOCK_LIMITS.futureDays * DAY_MS,
  };
}

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
    if (plusMs !== undefined && /^[+-]/.test(rest))
      return { kind: 'real', plusMs: boundedMove(text, plusMs) };
    throw new ClockSpecError(`"${text}": after real, give a signed duration such as +2d`);
  }
  const ms = parseDuration(raw);
  if (ms !== undefined) return { kind: 'advance', ms: boundedMove(text, ms) };
  if (/^\d+$/.test(raw)) return { kind: 'at', at: Number(raw) };
  const at = Date.parse(raw);
  if (Number.isFinite(at)) return { kind: 'at', at };
  throw new ClockSpecError(
    `"${text}" is not a clock setting: use +2h, -1d, 2030-01-01T09:00:00Z, epoch ms or real`,
  );
}

/** A relative move, refused beyond CLOCK_LIMITS.maxMoveDays either way. */
function boundedMove(text: string, ms: number): number {
  if (Number.isSafeInteger(ms) && Math.abs(ms) <= CLOCK_LIMITS.maxMoveDays * DAY_MS) return ms;
  throw new ClockSpecError(
    `"${text}" moves the clock too far: at most ${CLOCK_LIMITS.maxMoveDays} days either way`,
  );
}

/** An ISO date, or a word for a moment that has none, so that no reading of the clock throws. */
function isoOf(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? 'out of range' : date.toISOString();
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
  return { now, iso: isoOf(now), offsetMs, offset: formatDuration(offsetMs) };
}

/** The offset from real time a setting asks for. */
function targetOffset(store: SandboxStore, spec: ClockSpec, realNow: number): number {
  switch (spec.kind) {
    case 'advance':
      // By the offset, not through now(): real time passing between reading now() and
      // setting it would move the clock a millisecond or so short of `ms`.
      return store.clock.offsetMs() + spec.ms;
    case 'at':
      return Math.round(spec.at - realNow);
    case 'real':
      return spec.plusMs;
  }
}

/**
 * Moves the sandbox clock and tells everyone listening (`clockMoved`: websockets push it, so
 * open pages see stages and countdowns jump at once). A move that would leave `clockRange`
 * throws a ClockSpecError and changes nothing.
 */
export function moveClock(store: SandboxStore, spec: ClockSpec, seedNow?: number): ClockState {
  const realNow = store.clock.now() - store.clock.offsetMs();
  const offset = targetOffset(store, spec, realNow);
  const { earliest, latest } = clockRange(realNow, seedNow);
  const target = realNow + offset;
  if (!Number.isSafeInteger(offset) || target < earliest || target > latest) {
    throw new ClockSpecError(
      `the sandbox clock stays between ${isoOf(earliest)} and ${isoOf(latest)} ` +
        `(${CLOCK_LIMITS.pastDays} days before real time or seeding, ` +
        `${CLOCK_LIMITS.futureDays} days after); this move would put it at ${isoOf(target)}`,
    );
  }
  store.clock.setOffsetMs(offset);
  const state = readClock(store);
  store.events.emit({ type: 'clockMoved', now: state.now });
  return state;
}

/**
 * Puts a clock saved out of range (by a sandbox older than these limits) back to real time, so
 * that such a database starts instead of answering with impossible dates. True when it did.
 */
export function repairClock(store: SandboxStore, seedNow?: number): boolean {
  const offset = store.clock.offsetMs();
  const realNow = store.clock.now() - offset;
  const { earliest, latest } = clockRange(realNow, seedNow);
  const now = realNow + offset;
  if (Number.isSafeInteger(offset) && now >= earliest && now <= latest) return false;
  store.clock.setOffsetMs(0);
  return true;
}
