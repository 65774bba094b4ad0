import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import { selectActivityCards } from '../../../machines/activity-centre.selectors.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { withRequestCache } from '../../../src/app/cached-client.ts';
import { prefetchCentre } from '../../../src/app/effects/centre-prefetch.ts';
import { type ActivitySummary, firstListedActivity } from '../../../src/domain/activity.ts';
import { createRequestCache } from '../../../src/platform/request-cache.ts';
import { banner, summary, T0 } from '../first-view-fixtures.ts';

const at = (activityId: number, startTime: number, endTime: number): ActivitySummary => ({
  ...summary,
  activityId,
  imageUrl: `/sandbox-assets/activity-${activityId}.svg`,
  startTime,
  endTime,
});

const ENDED = at(1, T0 - 9000, T0 - 5000);
const UPCOMING = at(2, T0 + 5000, T0 + 9000);
const RUNNING = at(3, T0 - 5000, T0 + 5000);
const RUNNING_TOO = at(4, T0 - 2000, T0 + 2000);

/** The card an unfiltered centre draws first, as its view computes it. */
function firstCard(activities: ActivitySummary[], now: number) {
  const actor = createActor(
    activityCentreMachine.provide({
      // With a first view the centre draws it at once and loads nothing.
      actors: { ticker: fromCallback(() => {}) },
    }),
    {
      input: {
        now,
        firstView: { activities, banners: [], serverTime: now, receivedAt: now },
      },
    },
  ).start();
  return selectActivityCards(actor.getSnapshot())[0]?.activity;
}

describe('the activity an unfiltered centre shows first', () => {
  const lists = [
    [ENDED, UPCOMING, RUNNING, RUNNING_TOO],
    [ENDED, UPCOMING],
    [UPCOMING, ENDED],
    [RUNNING_TOO, RUNNING],
    [ENDED],
    [],
  ];
  for (const list of lists) {
    it(`is the view's first card for [${list.map((a) => a.activityId).join(', ')}]`, () => {
      expect(firstListedActivity(list, T0)).toBe(firstCard(list, T0));
    });
  }
});

describe('the centre asked for before its view mounts', () => {
  function setup() {
    const sent: string[] = [];
    const raw = ((name: string) => {
      sent.push(name);
      return Promise.resolve(
        name === 'activityList'
          ? { activities: [ENDED, UPCOMING, RUNNING], serverTime: T0 }
          : { mainBannerList: [banner] },
      );
    }) as ApiClient;
    const cache = createRequestCache({ now: () => T0 });
    const client = withRequestCache(raw, cache, { token: () => undefined, language: () => 'en' });
    return { sent, client };
  }

  it("makes the lists' calls that the centre's loader then shares", async () => {
    const { sent, client } = setup();
    prefetchCentre(client, { now: () => T0, preloadImage: () => {} });
    expect(sent).toEqual(['activityList', 'mainBanner']);
    await Promise.all([client('activityList', {}), client('mainBanner', {})]);
    expect(sent).toEqual(['activityList', 'mainBanner']);
  });

  it("fetches the first card's image and the first banner's once the lists answer", async () => {
    const { client } = setup();
    const images: string[] = [];
    prefetchCentre(client, { now: () => T0, preloadImage: (url) => images.push(url) });
    await Promise.all([client('activityList', {}), client('mainBanner', {})]);
    expect(images.sort()).toEqual([RUNNING.imageUrl, banner.imageUrl].sort());
  });

  it('leaves a failed call to the loader, which asks again', async () => {
    let calls = 0;
    const raw = (() => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    }) as ApiClient;
    const cache = createRequestCache({ now: () => T0 });
    const client = withRequestCache(raw, cache, { token: () => undefined, language: () => 'en' });
    prefetchCentre(client, { now: () => T0, preloadImage: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(client('activityList', {})).rejects.toThrow('offline');
    expect(calls).toBe(3);
  });
});
