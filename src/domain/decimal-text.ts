/**
 * The exchange's decimal strings as text: what the number formats need of them (number-format.ts,
 * in every page's start), apart from the exact arithmetic of decimal.ts, which only the routes
 * that add and compare amounts load (issue 17).
 */

/** A plain decimal as the exchange sends amounts: "12", "-0.5", "+3.", ".25" (no exponent). */
export const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A plain decimal in its shortest form: no sign on zero, no leading zeros, no trailing
 * fraction zeros ("-000.500" → "-0.5", "+3." → "3"). Undefined for anything else.
 */
export function canonicalDecimal(text: string): string | undefined {
  const trimmed = text.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return undefined;
  const negative = trimmed.startsWith('-');
  const unsigned = trimmed.replace(/^[+-]/, '');
  const [rawInteger = '', rawFraction = ''] = unsigned.split('.');
  const integer = rawInteger.replace(/^0+/, '') || '0';
  const fraction = rawFraction.replace(/0+$/, '');
  const body = fraction === '' ? integer : `${integer}.${fraction}`;
  return negative && body !== '0' ? `-${body}` : body;
}
