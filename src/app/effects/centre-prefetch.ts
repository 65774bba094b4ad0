import type { ApiClient } from '../../api/client.ts';
import { firstListedActivity } from '../../domain/activity.ts';

/**
 * Asks for the centre's two lists at once, before its view mounts (issue 17 item 6: as plain
 * static files the first card's image, which comes with the list, is the page's largest paint,
 * and the view mounts only after every module loaded). `start` is the composition's first
 * calls (first-calls.ts): the centre's loader (activity-centre.ts), which asks for the same
 * lists when it starts, takes these calls, their failures included, instead of making its own.
 * Once a list answers, the image the view will show first (the first card's, the first
 * banner's) is fetched, so it is there when the view draws it.
 */
export function prefetchCentre(
  start: ApiClient,
  deps: { now: () => number; preloadImage: (url: string) => void },
): void {
  start('activityList', {}).then(
    (list) => {
      const first = firstListedActivity(list.activities, deps.now());
      if (first?.imageUrl) deps.preloadImage(first.imageUrl);
    },
    () => undefined,
  );
  start('mainBanner', {}).then(
    (answer) => {
      const first = answer.mainBannerList[0];
      if (first?.imageUrl) deps.preloadImage(first.imageUrl);
    },
    () => undefined,
  );
}

/** Fetches an image at high priority into the page's image cache, as an `<img>` of it would. */
export function preloadImage(doc: Document, url: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = url;
  doc.head.appendChild(link);
}
