import { expect, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectLottery } from '../../machines/lottery.connect.ts';
import {
  type DrawRequest,
  type LotteryInput,
  lotteryMachine,
} from '../../machines/lottery.machine.ts';
import { failureCode } from '../../src/domain/codes.ts';
import type { DrawResult, LotteryInfo } from '../../src/domain/lottery.ts';
import { type LotteryModelEvent, lotteryModel, lotterySpec } from './models/lottery.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends LotteryModelEvent['type']> = Extract<LotteryModelEvent, { type: T }>;

/** SPEC §8: tip, risk, too frequent, multiple accounts, airdrop and limit refuse a draw. */
const SPEC_REFUSED_CODES = ['51020', '51021', '51023', '51040', '51070', '51071'];

describePaths('lottery', lotteryModel, lotterySpec.inputs, async (path, raw) => {
  const input = raw as LotteryInput;
  let lotteryRead = deferred<LotteryInfo>();
  let drawAnswer = deferred<DrawResult>();
  const loadLottery = vi.fn((_: { activityId: number; loggedIn: boolean }) => {
    lotteryRead = deferred<LotteryInfo>();
    return lotteryRead.promise;
  });
  const drawPrize = vi.fn((_: DrawRequest) => {
    drawAnswer = deferred<DrawResult>();
    return drawAnswer.promise;
  });
  const sendToLogin = vi.fn();
  // Told to the browser's other tabs: each draw that used a chance here, and nothing else.
  const announceDraw = vi.fn();
  const grantWatches: { activityId: number }[] = [];
  // How many draws had been sent when an answer was lost: none may follow before a re-read.
  let drawsWhenLost = -1;
  let readsWhenLost = -1;
  let refusedWith: string | undefined;
  // Whether the last event was a grant heard (lottery.refresh).
  let viaGrant = false;

  const actor = createActor(
    lotteryMachine.provide({
      actors: {
        loadLottery: fromPromise(({ input: i }) => loadLottery(i)),
        drawPrize: fromPromise(({ input: i }) => drawPrize(i)),
        watchGrants: fromCallback(({ input: i }) => {
          grantWatches.push(i as { activityId: number });
          return () => {};
        }),
      },
      actions: { sendToLogin, announceDraw },
    }),
    { input },
  ).start();
  const snap = () => actor.getSnapshot();
  // What the panel reads: one object, its flags from the machine's tags.
  const api = (s = snap()) => connectLottery(s, actor.send);
  let clientSeed = '';
  // The exchange's count of draws as last answered, and the number of the draw sent.
  let drawsMadeSeen = 0;
  let drawNumber = 0;
  let lastRead: LotteryInfo | undefined;
  const expectedRequest = () => ({
    activityId: input.activityId,
    clientSeed,
    idempotencyKey: `draw:${input.activityId}:${drawNumber}:${clientSeed}`,
  });

  await path.test({
    states: {
      loading: () => {
        // Grants of this activity are listened for from the start, for as long as it shows.
        expect(grantWatches).toEqual([{ activityId: input.activityId }]);
        expect(loadLottery).toHaveBeenLastCalledWith({
          activityId: input.activityId,
          loggedIn: input.loggedIn,
        });
        expect(api().canDraw).toBe(false);
      },
      failed: () => {
        expect(snap().context.failure).toEqual({ kind: 'network' });
        expect(api().canDraw).toBe(false);
      },
      ready: () => {
        const s = snap();
        if (input.loggedIn) {
          expect(api(s).remaining).toBeGreaterThan(0);
          // A trader draws only against a published commitment.
          expect(api(s).canDraw).toBe(s.context.commitment !== undefined);
        } else {
          // A visitor's draw button leads to login.
          expect(api(s).canDraw).toBe(true);
        }
      },
      upcoming: () => {
        // Not open yet: no draw is offered, to a trader or a visitor, whatever the count.
        expect(input.opensAt).toBeDefined();
        expect(api().canDraw).toBe(false);
        expect(api().opensAt).toBe(input.opensAt);
      },
      ended: () => {
        // Over: no draw, no count of chances, and the chances left unused said to have expired.
        expect(input.ended).toBe(true);
        expect(api().isEnded).toBe(true);
        expect(api().canDraw).toBe(false);
        expect(api().expiredDraws).toBe(lastRead?.expiredDraws ?? 0);
      },
      rereading: () => {
        // A grant: the count shown stays while the lottery is read again; no draw meanwhile.
        expect(api().remaining).toBeDefined();
        expect(api().canDraw).toBe(false);
        expect(loadLottery).toHaveBeenLastCalledWith({
          activityId: input.activityId,
          loggedIn: input.loggedIn,
        });
      },
      noneLeft: () => {
        expect(api().remaining).toBe(0);
        expect(api().canDraw).toBe(false);
      },
      drawing: () => {
        expect(drawPrize).toHaveBeenLastCalledWith(expectedRequest());
        expect(sendToLogin).not.toHaveBeenCalled();
        // The commitment is used by this draw; a second draw cannot start meanwhile.
        expect(snap().context.commitment).toBeUndefined();
        expect(api().canDraw).toBe(false);
      },
      result: () => {
        const s = snap();
        const draw = s.context.lastDraw;
        expect(draw?.clientSeed).toBe(clientSeed);
        expect(api(s).remaining).toBe(draw?.remainingDraws);
        // The draw joins this visit's history once, newest first; the seed sent is known.
        expect(api(s).history[0]).toEqual(draw);
        const ids = api(s).history.map((d) => d.drawId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(api(s).sentSeed).toBe(clientSeed);
        expect(api(s).won).toEqual(draw);
        // The data to verify the draw: the revealed seed's hash and the commitment before it.
        const verification = api(s).verification;
        expect(verification).toEqual({
          seed: draw?.seed,
          seedHash: draw?.seedHash,
          committedSeedHash: s.context.draw?.committedSeedHash,
          clientSeed,
          // The draw's number as the page counted it, and as the exchange did (another tab's
          // draw in between makes it later: the fingerprint shown was not this draw's).
          expectedNumber: s.context.draw?.drawNumber,
          number: draw?.drawsMade,
        });
        expect(verification?.seedHash).toBe(verification?.committedSeedHash);
      },
      'result.rereading': () => {
        expect(snap().can({ type: 'lottery.dismiss' })).toBe(false);
      },
      'result.settled': () => {
        expect(snap().can({ type: 'lottery.dismiss' })).toBe(true);
      },
      refused: () => {
        expect(api().refusalCode).toBe(refusedWith);
        expect(api().canDraw).toBe(false);
      },
      'refused.rereading': () => {
        // Nothing was drawn: the commitment stands until the re-read brings the current one
        // (a grant's re-read comes after that one, with the exchange's commitment).
        if (!viaGrant) {
          expect(snap().context.commitment).toBe(snap().context.draw?.committedSeedHash);
        }
        expect(snap().context.commitment).toBeDefined();
        expect(snap().can({ type: 'lottery.dismiss' })).toBe(false);
      },
      'refused.settled': () => {
        // The count shown is the exchange's, not the one this tab had before the draw.
        expect(api().remaining).toBe(
          lastRead?.remainingDraws ?? snap().context.draw?.remainingBefore,
        );
        expect(snap().can({ type: 'lottery.dismiss' })).toBe(true);
      },
      drawUnknown: () => {
        expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost);
        expect(api().canDraw).toBe(false);
        expect(snap().can({ type: 'lottery.dismiss' })).toBe(false);
      },
      'drawUnknown.checking': () => {
        expect(loadLottery.mock.calls.length).toBeGreaterThan(readsWhenLost);
      },
      'drawUnknown.checkFailed': () => {
        expect(snap().can({ type: 'lottery.retry' })).toBe(true);
      },
      drawCounted: () => {
        const s = snap();
        expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost);
        // The exchange moved on from the draw's commitment: the draw used its seed.
        expect(s.context.commitment).not.toBe(s.context.draw?.committedSeedHash);
        // One draw never becomes two: only dismissing is offered.
        expect(s.can({ type: 'lottery.retry' })).toBe(false);
        expect(api(s).canDraw).toBe(false);
      },
      drawFailed: () => {
        const s = snap();
        expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost);
        expect(api(s).remaining).toBe(s.context.draw?.remainingBefore);
        expect(s.can({ type: 'lottery.retry' })).toBe(true);
      },
      '*': () => {},
    },
    events: {
      'xstate.done.actor.loadLottery': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.loadLottery'>;
        const before = snap();
        const announced = announceDraw.mock.calls.length;
        lotteryRead.resolve(output);
        await flush();
        // A read announces nothing (other tabs reading would make this one read again), except
        // the one that finds a lost draw went through: that draw used a chance.
        expect(announceDraw).toHaveBeenCalledTimes(
          announced + (api().dataState === 'drawCounted' ? 1 : 0),
        );
        drawsMadeSeen = output.drawsMade;
        lastRead = output;
        const after = api().dataState;
        if (before.matches('loading') || before.matches('rereading')) {
          // A visitor is shown the draw (it leads to login); a trader while chances remain;
          // nobody before the lottery opens.
          const offered = !input.loggedIn || output.remainingDraws > 0;
          expect(after).toBe(
            input.opensAt !== undefined
              ? 'upcoming'
              : input.ended
                ? 'ended'
                : offered
                  ? 'ready'
                  : 'noneLeft',
          );
        } else if (before.matches('drawUnknown')) {
          // The lost draw went through exactly when the exchange committed to a new seed
          // (fewer chances left, or as many when the prize was an extra draw).
          const counted = output.nextSeedHash !== before.context.draw?.committedSeedHash;
          expect(after).toBe(counted ? 'drawCounted' : 'drawFailed');
        } else if (before.matches('refused')) {
          expect(after).toBe('refused.settled');
        } else {
          expect(after).toBe('result.settled');
        }
        expect(api().remaining).toBe(output.remainingDraws);
      },
      'xstate.error.actor.loadLottery': async ({ event }) => {
        const before = snap();
        lotteryRead.reject((event as Payload<'xstate.error.actor.loadLottery'>).error);
        await flush();
        if (before.matches('rereading')) {
          // A failed re-read keeps the count shown.
          expect(api().remaining).toBe(api(before).remaining);
          expect(api().dataState).toBe((api(before).remaining ?? 0) > 0 ? 'ready' : 'noneLeft');
        }
      },
      'xstate.done.actor.drawPrize': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.drawPrize'>;
        const reads = loadLottery.mock.calls.length;
        const announced = announceDraw.mock.calls.length;
        drawAnswer.resolve(output);
        await flush();
        drawsMadeSeen = output.drawsMade;
        expect(api().won).toEqual(output);
        // The draw used a chance: the browser's other tabs are told, once.
        expect(announceDraw).toHaveBeenCalledTimes(announced + 1);
        if (output.nextSeedHash) {
          // The answer carries the next commitment: no re-read is needed.
          expect(api().dataState).toBe('result.settled');
          expect(snap().context.commitment).toBe(output.nextSeedHash);
          expect(loadLottery).toHaveBeenCalledTimes(reads);
        } else {
          expect(api().dataState).toBe('result.rereading');
          expect(loadLottery).toHaveBeenCalledTimes(reads + 1);
        }
      },
      'xstate.error.actor.drawPrize': async ({ event }) => {
        const { error } = event as Payload<'xstate.error.actor.drawPrize'>;
        viaGrant = false;
        refusedWith = failureCode(error);
        drawsWhenLost = drawPrize.mock.calls.length;
        readsWhenLost = loadLottery.mock.calls.length;
        lastRead = undefined;
        drawAnswer.reject(error);
        await flush();
        if (refusedWith !== undefined && SPEC_REFUSED_CODES.includes(refusedWith)) {
          // Another tab may have drawn: the lottery is re-read before anything is offered.
          expect(api().dataState).toBe('refused.rereading');
          expect(api().refusalCode).toBe(refusedWith);
          expect(loadLottery).toHaveBeenCalledTimes(readsWhenLost + 1);
        } else {
          // Network or time-out: the outcome is unknown, so the lottery is re-read first.
          expect(api().dataState).toBe('drawUnknown.checking');
          expect(loadLottery).toHaveBeenCalledTimes(readsWhenLost + 1);
        }
      },
      'lottery.draw': ({ event }) => {
        const draws = drawPrize.mock.calls.length;
        const e = event as Payload<'lottery.draw'>;
        actor.send(e);
        if (input.loggedIn) {
          clientSeed = e.clientSeed;
          drawNumber = drawsMadeSeen + 1;
          expect(sendToLogin).not.toHaveBeenCalled();
        } else {
          expect(sendToLogin).toHaveBeenCalledTimes(1);
          expect(drawPrize).toHaveBeenCalledTimes(draws);
          expect(api().dataState).toBe('ready');
        }
      },
      'lottery.retry': ({ event }) => {
        const wasDrawFailed = snap().matches('drawFailed');
        actor.send(event as Payload<'lottery.retry'>);
        if (wasDrawFailed) {
          // The same draw again, with the same idempotency key.
          expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost + 1);
          expect(drawPrize.mock.calls.at(-1)?.[0]).toEqual(drawPrize.mock.calls.at(-2)?.[0]);
        }
      },
      'lottery.dismiss': ({ event }) => {
        const wasRefused = snap().matches('refused');
        actor.send(event as Payload<'lottery.dismiss'>);
        const left = api().remaining ?? 0;
        // A refusal used no chance: while the exchange still counts some, draw again at once.
        if (wasRefused) expect(api().canDraw).toBe(left > 0);
        expect(api().dataState).toBe(left > 0 ? 'ready' : 'noneLeft');
      },
      'lottery.refresh': ({ event }) => {
        const reads = loadLottery.mock.calls.length;
        viaGrant = true;
        actor.send(event as Payload<'lottery.refresh'>);
        // Every grant heard makes one new read (one on its way is dropped for it).
        expect(loadLottery).toHaveBeenCalledTimes(reads + 1);
        expect(api().dataState).toMatch(/rereading$/);
      },
    },
  });
  // Only draws that went through were announced: neither a refusal, a lost answer, nor a read.
  const drawsThrough = path.steps.filter(
    (step) =>
      step.event.type === 'xstate.done.actor.drawPrize' ||
      (step.event.type === 'xstate.done.actor.loadLottery' && step.state.matches('drawCounted')),
  ).length;
  expect(announceDraw).toHaveBeenCalledTimes(drawsThrough);
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});
