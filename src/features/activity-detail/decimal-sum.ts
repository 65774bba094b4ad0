/** Adds decimal strings exactly ("0.1" + "0.2" = "0.3"); undefined when one is not a decimal. */
export function sumDecimals(values: readonly string[]): string | undefined {
  let scale = 0;
  const parsed: { digits: bigint; scale: number }[] = [];
  for (const value of values) {
    const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(value.trim());
    if (!match || `${match[2] ?? ''}${match[3] ?? ''}` === '') return undefined;
    const fraction = match[3] ?? '';
    const digits = BigInt(`${match[2] ?? ''}${fraction}` || '0');
    parsed.push({ digits: match[1] === '-' ? -digits : digits, scale: fraction.length });
    scale = Math.max(scale, fraction.length);
  }
  const total = parsed.reduce((sum, p) => sum + p.digits * 10n ** BigInt(scale - p.scale), 0n);
  const negative = total < 0n;
  const text = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
