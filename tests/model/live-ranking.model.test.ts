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
  let last: Extract<LiveRankingEvent, { type: 'ranking.update' }> | undefined;
  let ended = false;
  const api = () => connectLiveRanking(actor.getSnapshot());

  await path.test({
    states: {
      'following.waiting': () => {
        expect(api()).toEqual({ state: 'waiting', ranking: undefined });
        // SPEC §7: subscribed on the stream socket, once, while the ranking is followed; an
        // ended activity's feed stays open only until its final standings arrive.
        expect(open).toBe(1);
      },
      'following.live': () => {
        // Each push replaces the ranking shown.
        expect(api()).toEqual({ state: 'live', ranking: last?.ranking });
        expect(open).toBe(1);
        expect(ended).toBe(false);
      },
      final: () => {
        // Use pass 2, finding 9: an ended competition's standings stay shown as final, and the
        // stream no longer pushes them (its feed, and so its socket, is closed).
        expect(ended).toBe(true);
        expect(api()).toEqual({ state: 'final', ranking: last?.ranking });
        expect(open).toBe(0);
      },
      '*': () => {},
    },
    events: {
      'ranking.update': ({ event }) => {
        const push = event as Extract<LiveRankingEvent, { type: 'ranking.update' }>;
        // Final standings shown (ended, with a ranking) are not replaced by a late push.
        if (!(ended && last !== undefined)) last = push;
        actor.send(push);
      },
      'ranking.end': ({ event }) => {
        ended = true;
        actor.send(event as LiveRankingEvent);
      },
    },
  });
  expect(subscribed).toEqual([input.activityId]);
  actor.stop();
  expect(open).toBe(0);
});
