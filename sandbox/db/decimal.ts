/**
 * Amounts are decimal strings on the wire and whole millionths ("micros") in the database,
 * so sums and comparisons are exact: 0.1 + 0.2 is 0.3 here.
 */
export const MICROS = 1_000_000;

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** Whether `text` is a non-negative decimal the sandbox can hold exactly (6 decimals at most). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

/** Micros of a decimal string; throws a RangeError for anything else. */
export function toMicros(text: string): number {
  if (!isDecimal(text)) throw new RangeError(`not a decimal amount: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * MICROS + Number(fraction.padEnd(6, '0'));
}

/** The decimal string of an amount in micros, without trailing zeros. */
export function fromMicros(micros: number): string {
  const value = Math.round(micros);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / MICROS);
  const fraction = String(abs % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Sandbox reference prices in USDT, to value deposits of other currencies. */
const USDT_PRICES: Readonly<Record<string, number>> = {
  USDT: 1,
  USDC: 1,
  BTC: 65_000,
  ETH: 3_200,
  SBX: 0.5,
};

/** The USDT value (micros) of an amount (micros) in `currency`; 0 for an unknown currency. */
export function usdtValue(micros: number, currency: string): number {
  return Math.round(micros * (USDT_PRICES[currency] ?? 0));
}
