/**
 * A task's progress against its target, compared exactly on the decimal strings the exchange
 * sends. Floats would say 0.1 + 0.2 > 0.3 and 9007199254740993 = 9007199254740992, and a task
 * that is one satoshi short must not look done.
 */

/** A decimal as an integer coefficient and a power of ten: value = coefficient × 10^-scale. */
interface ScaledDecimal {
  coefficient: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Reads "12", "-0.50", ".5", "1e-7"; anything else (empty, "1,5", "NaN") is not a decimal. */
function parseDecimal(text: string): ScaledDecimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = fraction.length - Number(exponent ?? 0);
  return { coefficient: sign === '-' ? -digits : digits, scale };
}

/** Both decimals as integers of the same scale, so that they compare and divide exactly. */
function align(a: ScaledDecimal, b: ScaledDecimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  const lift = (d: ScaledDecimal) => d.coefficient * 10n ** BigInt(scale - d.scale);
  return [lift(a), lift(b)];
}

/**
 * Compares two decimal strings exactly: -1 when a < b, 0 when equal ("1.50" equals "1.5"),
 * 1 when a > b, and undefined when either is not a decimal.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return undefined;
  const [x, y] = align(left, right);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The spec's comparison (every value maps to GREATER_EQUAL): done when progress ≥ target. */
export function isTaskDone(progress: string, target: string): boolean {
  const order = compareDecimal(progress, target);
  return order === 0 || order === 1;
}

const RATIO_PRECISION = 1_000_000n;

/**
 * How far a task is, from 0 to 1, for a progress bar: clamped at both ends, 1 for a target of
 * zero or less, 0 when either value is not a decimal. Exact to six decimal places.
 */
export function progressRatio(progress: string, target: string): number {
  const p = parseDecimal(progress);
  const t = parseDecimal(target);
  if (!p || !t) return 0;
  const [done, goal] = align(p, t);
  if (goal <= 0n) return 1;
  if (done <= 0n) return 0;
  if (done >= goal) return 1;
  return Number((done * RATIO_PRECISION) / goal) / Number(RATIO_PRECISION);
}
