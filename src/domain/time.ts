const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of a duration (SPEC §2); hours past 99 keep all their digits. Negative counts as zero. */
export function formatHms(ms: number): string {
  // Not-a-number and infinite durations read as zero; huge ones stay in plain digits.
  const seconds = Number.isFinite(ms) ? Math.floor(ms / SECOND) : 0;
  const total = Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** A countdown split into whole days and the hh:mm:ss that remain, as cards show it. */
export function splitCountdown(ms: number): { days: number; hms: string } {
  const clamped = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  const days = Math.floor(clamped / DAY);
  return { days, hms: formatHms(clamped - days * DAY) };
}
