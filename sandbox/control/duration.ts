const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g;
const WHOLE = /^[+-]?(?:\d+(?:\.\d+)?(?:ms|s|m|h|d|w))+$/;

/**
 * Milliseconds of a duration such as `+2h`, `-30m`, `3d`, `1d12h`, `1.5s` or `250ms`, signed;
 * undefined for anything else. A bare number is read in `bareUnit` when one is given
 * (latencies are written in ms), and refused otherwise (for the clock it would be a date).
 */
export function parseDuration(text: string, bareUnit?: 'ms'): number | undefined {
  const raw = text.trim().replace(/\s+/g, '');
  if (bareUnit && /^[+-]?\d+$/.test(raw)) return Number(raw);
  if (!WHOLE.test(raw)) return undefined;
  const sign = raw.startsWith('-') ? -1 : 1;
  let total = 0;
  for (const [, amount, unit] of raw.matchAll(PART)) total += Number(amount) * UNIT_MS[unit!]!;
  return sign * Math.round(total);
}

/** A duration as people write it: `2d 3h`, `15s`, `250ms`, `-1h`. */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0s';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const unit of ['d', 'h', 'm', 's'] as const) {
    const size = UNIT_MS[unit]!;
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${unit}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(`${rest}ms`);
  return sign + parts.join(' ');
}
