import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatAmount } from '../domain/number-format.ts';

dayjs.extend(utc);

/** A moment in the user's own time zone, as the cards show it. */
export function formatLocalDateTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm');
}

/** The same moment in UTC, shown on hover or focus. */
export function formatUtcDateTime(ms: number): string {
  return `${dayjs.utc(ms).format('YYYY-MM-DD HH:mm')} UTC`;
}

/**
 * A number with the locale's group separators. Kept for callers written before the one
 * formatter: it is an amount of SPEC §9 (src/domain/number-format.ts); prefer
 * useQuantityFormat, which also tells counts from amounts.
 */
export function formatNumber(value: number | string, locale: string): string {
  return formatAmount(value, locale);
}
