import type { ApiClient } from '../../api/client.ts';

/**
 * Asks for the centre's two lists at once, before its view mounts (issue 17 item 6: as plain
 * static files the first card's image, which comes with the list, is the page's largest paint,
 * and the view mounts only after every module loaded). The calls go through the request cache
 * (cached-client.ts), so the centre's loader (activity-centre.ts), which asks for the same lists
 * when it starts, shares these calls instead of making its own; a failed one is dropped from the
 * cache, and the loader asks again. No imports but types: main.tsx loads it with its own code.
 */
export function prefetchCentre(client: ApiClient): void {
  client('activityList', {}).catch(() => undefined);
  client('mainBanner', {}).catch(() => undefined);
}
