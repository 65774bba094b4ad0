import { expect } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { connectLiveRanking } from '../../machines/live-ranking.connect.ts';
import { type LiveRankingEvent, liveRankingMachine } from '../../machines/live-ranking.machine.ts';
import { liveRankingInputs, liveRankingModel } from './models/live-ranking.model.ts';
import { describePaths } from './support.ts';

describePaths('live ranking', liveRankingModel, liveRankingInputs, async (path, input) => {
  const subscribed: number[] = [];
  let open = 0;
  const actor = createActor(
    liveRankingMachine.provide({
      actors: {
        rankingFeed: fromCallback(({ input: i }) => {
          subscribed.push(i.activityId);
          open += 1;
          return () => {
            open -= 1;
          };
        }),
      },
    }),
    { input },
  ).start();
  let last: LiveRankingEvent | undefined;
  const api = () => connectLiveRanking(actor.getSnapshot());

  await path.test({
    states: {
      waiting: () => {
        expect(api()).toEqual({ state: 'waiting', ranking: undefined });
      },
      live: () => {
        // Each push replaces the ranking shown.
        expect(api()).toEqual({ state: 'live', ranking: last?.ranking });
      },
      // SPEC §7: subscribed on the stream socket, once, while the ranking is followed.
      '*': () => {},
    },
    events: {
      'ranking.update': ({ event }) => {
        last = event as LiveRankingEvent;
        actor.send(last);
      },
    },
  });
  expect(open).toBe(1);
  expect(subscribed).toEqual([input.activityId]);
  actor.stop();
  expect(open).toBe(0);
});
