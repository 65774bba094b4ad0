/** The browser's record of a request, as Resource Timing keeps it (the fields read here). */
export interface RequestRecord {
  startTime: number;
  responseEnd: number;
}

/** The page's own Resource Timing records of a URL; none where the browser keeps none. */
const pageRecords = (url: string): readonly RequestRecord[] =>
  (globalThis.performance?.getEntriesByName?.(url, 'resource') as
    | PerformanceResourceTiming[]
    | undefined) ?? [];

/**
 * How long the last request to `url` made at or after `madeAt` (the page's timeline) took on the
 * network: from when the browser made it to its answer's last byte, as the browser recorded it.
 * A busy page's thread handles the answer later than it came, and that wait is not the host's.
 * Undefined when no such record is kept (an older browser, a full buffer, a different URL).
 */
export function requestNetworkTime(
  url: string,
  madeAt: number,
  records: (url: string) => readonly RequestRecord[] = pageRecords,
): number | undefined {
  const kept = records(new URL(url).href);
  for (let i = kept.length - 1; i >= 0; i -= 1) {
    const record = kept[i];
    if (record && record.startTime >= madeAt && record.responseEnd > record.startTime) {
      return record.responseEnd - record.startTime;
    }
  }
  return undefined;
}
