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
