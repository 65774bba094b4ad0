const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * YYYY-MM-DD HH:mm of a moment's parts, as dayjs formats it: the cards' dates are digits in
 * every language, so no date library or locale file comes with the start (issue 17).
 */
function dateTime(y: number, mo: number, d: number, h: number, mi: number): string {
  return `${pad(y, 4)}-${pad(mo + 1)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
}

/** A moment in the user's own time zone, as the cards show it. */
export function formatLocalDateTime(ms: number): string {
  const t = new Date(ms);
  if (Number.isNaN(t.getTime())) return 'Invalid Date';
  return dateTime(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes());
}

/** The same moment in UTC, shown on hover or focus. */
export function formatUtcDateTime(ms: number): string {
  const t = new Date(ms);
  if (Number.isNaN(t.getTime())) return 'Invalid Date UTC';
  const utc = dateTime(
    t.getUTCFullYear(),
    t.getUTCMonth(),
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
  );
  return `${utc} UTC`;
}
