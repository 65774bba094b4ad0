import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import { selectActivityCards } from '../../../machines/activity-centre.selectors.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { prefetchCentre } from '../../../src/app/effects/centre-prefetch.ts';
import { withFirstCalls } from '../../../src/app/first-calls.ts';
import { type ActivitySummary, firstListedActivity } from '../../../src/domain/activity.ts';
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
  function setup(fail = false) {
    const sent: string[] = [];
    const raw = ((name: string) => {
      sent.push(name);
      if (fail && sent.length <= 2) return Promise.reject(new Error('offline'));
      return Promise.resolve(
        name === 'activityList'
          ? { activities: [ENDED, UPCOMING, RUNNING], serverTime: T0 }
          : { mainBannerList: [banner] },
      );
    }) as ApiClient;
    const calls = withFirstCalls(raw, { now: () => T0, token: () => undefined, keepMs: 3000 });
    return { sent, calls };
  }

  it("makes the lists' calls that the centre's loader then takes", async () => {
    const { sent, calls } = setup();
    prefetchCentre(calls.start, { now: () => T0, preloadImage: () => {} });
    expect(sent).toEqual(['activityList', 'mainBanner']);
    await Promise.all([calls.client('activityList', {}), calls.client('mainBanner', {})]);
    expect(sent).toEqual(['activityList', 'mainBanner']);
  });

  it("fetches the first card's image and the first banner's once the lists answer", async () => {
    const { calls } = setup();
    const images: string[] = [];
    prefetchCentre(calls.start, { now: () => T0, preloadImage: (url) => images.push(url) });
    await Promise.all([calls.client('activityList', {}), calls.client('mainBanner', {})]);
    expect(images.sort()).toEqual([RUNNING.imageUrl, banner.imageUrl].sort());
  });

  it("hands a failure to the loader, which shows it; the user's retry asks again", async () => {
    const { sent, calls } = setup(true);
    prefetchCentre(calls.start, { now: () => T0, preloadImage: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(calls.client('activityList', {})).rejects.toThrow('offline');
    expect(sent).toEqual(['activityList', 'mainBanner']);
    await expect(calls.client('activityList', {})).resolves.toBeDefined();
    expect(sent).toEqual(['activityList', 'mainBanner', 'activityList']);
  });
});
