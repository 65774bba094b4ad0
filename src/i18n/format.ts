import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** A moment in the user's own time zone, as the cards show it. */
export function formatLocalDateTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm');
}

/** The same moment in UTC, shown on hover or focus. */
export function formatUtcDateTime(ms: number): string {
  return `${dayjs.utc(ms).format('YYYY-MM-DD HH:mm')} UTC`;
}

/** Building an Intl formatter costs far more than using one: one per locale is kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with the locale's group separators. */
export function formatNumber(value: number | string, locale: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
    numberFormats.set(locale, format);
  }
  return format.format(n);
}
