/**
 * Exact arithmetic on the decimal strings the exchange sends (amounts, progress, targets).
 * Floats would say 0.1 + 0.2 > 0.3 and 9007199254740993 = 9007199254740992, and a task that is
 * one satoshi short must not look done, so every sum and comparison goes through here.
 */

/** A decimal as an integer coefficient and a power of ten: value = coefficient × 10^-scale. */
export interface ScaledDecimal {
  coefficient: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Reads "12", "-0.50", ".5", "1e-7"; anything else (empty, "1,5", "NaN") is not a decimal. */
export function parseDecimal(text: string | number): ScaledDecimal | undefined {
  const source = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text;
  const match = DECIMAL.exec(source.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = fraction.length - Number(exponent ?? 0);
  return { coefficient: sign === '-' ? -digits : digits, scale };
}

/** Decimals as integers of one scale, so that they add, compare and divide exactly. */
export function alignDecimals(values: readonly ScaledDecimal[]): {
  coefficients: bigint[];
  scale: number;
} {
  const scale = Math.max(0, ...values.map((d) => d.scale));
  return {
    coefficients: values.map((d) => d.coefficient * 10n ** BigInt(scale - d.scale)),
    scale,
  };
}

/** A coefficient at a scale as the shortest plain decimal ("-0.5", "3", never "-0"). */
export function decimalText(coefficient: bigint, scale: number): string {
  if (scale <= 0) return (coefficient * 10n ** BigInt(-scale)).toString();
  const negative = coefficient < 0n;
  const text = (negative ? -coefficient : coefficient).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && body !== '0' ? `-${body}` : body;
}

/**
 * Adds decimals exactly ("0.1" + "0.2" = "0.3"); undefined when one is not a decimal.
 * The sum of nothing is "0".
 */
export function sumDecimals(values: readonly (string | number)[]): string | undefined {
  const parsed = values.map(parseDecimal);
  if (parsed.some((d) => d === undefined)) return undefined;
  const { coefficients, scale } = alignDecimals(parsed as ScaledDecimal[]);
  return decimalText(
    coefficients.reduce((sum, c) => sum + c, 0n),
    scale,
  );
}

/**
 * Compares two decimal strings exactly: -1 when a < b, 0 when equal ("1.50" equals "1.5"),
 * 1 when a > b, and undefined when either is not a decimal.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return undefined;
  const {
    coefficients: [x = 0n, y = 0n],
  } = alignDecimals([left, right]);
  return x < y ? -1 : x > y ? 1 : 0;
}

const RATIO_PRECISION = 1_000_000n;

/**
 * part / whole from 0 to 1, clamped at both ends: 1 for a whole of zero or less, 0 when either
 * value is not a decimal. Exact to six decimal places.
 */
export function decimalRatio(part: string, whole: string): number {
  const p = parseDecimal(part);
  const w = parseDecimal(whole);
  if (!p || !w) return 0;
  const {
    coefficients: [done = 0n, goal = 0n],
  } = alignDecimals([p, w]);
  if (goal <= 0n) return 1;
  if (done <= 0n) return 0;
  if (done >= goal) return 1;
  return Number((done * RATIO_PRECISION) / goal) / Number(RATIO_PRECISION);
}
