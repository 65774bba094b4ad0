/**
 * When the page's own request left and its answer began to arrive, on the device clock; the
 * page server read the exchange's clock in between (the first view's `serverTime`). Undefined
 * where the browser does not report navigation timing, reports times that cannot be right, or
 * took the page from its cache.
 */
export function pageResponseWindow(
  deviceNow: () => number,
): { sentAt: number; receivedAt: number } | undefined {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (!entry || entry.responseStart <= 0) return undefined;
  // A page from the cache (back, forward, a restored tab) holds the time it was first made.
  if (entry.type === 'back_forward' || entry.transferSize === 0) return undefined;
  // Both times are on the page's timeline; shifting them by how long ago they were keeps them
  // on the same clock as `deviceNow`, whatever that clock reads.
  const elapsedNow = performance.now();
  const now = deviceNow();
  const sentAt = now - (elapsedNow - entry.requestStart);
  const receivedAt = now - (elapsedNow - entry.responseStart);
  if (receivedAt > now || sentAt > receivedAt) return undefined;
  return { sentAt, receivedAt };
}
