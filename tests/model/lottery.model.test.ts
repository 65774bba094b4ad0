import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type DrawRequest,
  type LotteryInput,
  lotteryMachine,
} from '../../machines/lottery.machine.ts';
import {
  selectCanDraw,
  selectDrawVerification,
  selectLastDraw,
  selectLotteryState,
  selectOpensAt,
  selectRefusalCode,
  selectRemainingDraws,
} from '../../machines/lottery.selectors.ts';
import { failureCode } from '../../src/domain/codes.ts';
import type { DrawResult, LotteryInfo } from '../../src/domain/lottery.ts';
import { type LotteryModelEvent, lotteryModel, lotterySpec } from './models/lottery.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends LotteryModelEvent['type']> = Extract<LotteryModelEvent, { type: T }>;

/** SPEC §8: tip, risk, too frequent, multiple accounts, airdrop and limit refuse a draw. */
const SPEC_REFUSED_CODES = ['51020', '51021', '51023', '51040', '51070', '51071'];

for (const { name, input: raw } of lotterySpec.inputs) {
  const input = raw as LotteryInput;
  describe(`lottery paths: ${name}`, () => {
    for (const path of lotteryModel.getShortestPaths({ input })) {
      it(path.description, async () => {
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
            actions: { sendToLogin },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
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
              expect(selectCanDraw(snap())).toBe(false);
            },
            failed: () => {
              expect(snap().context.failure).toEqual({ kind: 'network' });
              expect(selectCanDraw(snap())).toBe(false);
            },
            ready: () => {
              const s = snap();
              if (input.loggedIn) {
                expect(selectRemainingDraws(s)).toBeGreaterThan(0);
                // A trader draws only against a published commitment.
                expect(selectCanDraw(s)).toBe(s.context.commitment !== undefined);
              } else {
                // A visitor's draw button leads to login.
                expect(selectCanDraw(s)).toBe(true);
              }
            },
            upcoming: () => {
              // Not open yet: no draw is offered, to a trader or a visitor, whatever the count.
              expect(input.opensAt).toBeDefined();
              expect(selectCanDraw(snap())).toBe(false);
              expect(selectOpensAt(snap())).toBe(input.opensAt);
            },
            rereading: () => {
              // A grant: the count shown stays while the lottery is read again; no draw meanwhile.
              expect(selectRemainingDraws(snap())).toBeDefined();
              expect(selectCanDraw(snap())).toBe(false);
              expect(loadLottery).toHaveBeenLastCalledWith({
                activityId: input.activityId,
                loggedIn: input.loggedIn,
              });
            },
            noneLeft: () => {
              expect(selectRemainingDraws(snap())).toBe(0);
              expect(selectCanDraw(snap())).toBe(false);
            },
            drawing: () => {
              expect(drawPrize).toHaveBeenLastCalledWith(expectedRequest());
              expect(sendToLogin).not.toHaveBeenCalled();
              // The commitment is used by this draw; a second draw cannot start meanwhile.
              expect(snap().context.commitment).toBeUndefined();
              expect(selectCanDraw(snap())).toBe(false);
            },
            result: () => {
              const s = snap();
              const draw = s.context.lastDraw;
              expect(draw?.clientSeed).toBe(clientSeed);
              expect(selectRemainingDraws(s)).toBe(draw?.remainingDraws);
              // The data to verify the draw: the revealed seed's hash and the commitment before it.
              const verification = selectDrawVerification(s);
              expect(verification).toEqual({
                seed: draw?.seed,
                seedHash: draw?.seedHash,
                committedSeedHash: s.context.draw?.committedSeedHash,
                clientSeed,
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
              expect(selectRefusalCode(snap())).toBe(refusedWith);
              expect(selectCanDraw(snap())).toBe(false);
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
              expect(selectRemainingDraws(snap())).toBe(
                lastRead?.remainingDraws ?? snap().context.draw?.remainingBefore,
              );
              expect(snap().can({ type: 'lottery.dismiss' })).toBe(true);
            },
            drawUnknown: () => {
              expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost);
              expect(selectCanDraw(snap())).toBe(false);
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
              expect(selectCanDraw(s)).toBe(false);
            },
            drawFailed: () => {
              const s = snap();
              expect(drawPrize).toHaveBeenCalledTimes(drawsWhenLost);
              expect(selectRemainingDraws(s)).toBe(s.context.draw?.remainingBefore);
              expect(s.can({ type: 'lottery.retry' })).toBe(true);
            },
            '*': () => {},
          },
          events: {
            'xstate.done.actor.loadLottery': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadLottery'>;
              const before = snap();
              lotteryRead.resolve(output);
              await flush();
              drawsMadeSeen = output.drawsMade;
              lastRead = output;
              const after = selectLotteryState(snap());
              if (before.matches('loading') || before.matches('rereading')) {
                // A visitor is shown the draw (it leads to login); a trader while chances remain;
                // nobody before the lottery opens.
                const offered = !input.loggedIn || output.remainingDraws > 0;
                expect(after).toBe(
                  input.opensAt !== undefined ? 'upcoming' : offered ? 'ready' : 'noneLeft',
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
              expect(selectRemainingDraws(snap())).toBe(output.remainingDraws);
            },
            'xstate.error.actor.loadLottery': async ({ event }) => {
              const before = snap();
              lotteryRead.reject((event as Payload<'xstate.error.actor.loadLottery'>).error);
              await flush();
              if (before.matches('rereading')) {
                // A failed re-read keeps the count shown.
                expect(selectRemainingDraws(snap())).toBe(selectRemainingDraws(before));
                expect(selectLotteryState(snap())).toBe(
                  (selectRemainingDraws(before) ?? 0) > 0 ? 'ready' : 'noneLeft',
                );
              }
            },
            'xstate.done.actor.drawPrize': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.drawPrize'>;
              const reads = loadLottery.mock.calls.length;
              drawAnswer.resolve(output);
              await flush();
              drawsMadeSeen = output.drawsMade;
              expect(selectLastDraw(snap())).toEqual(output);
              if (output.nextSeedHash) {
                // The answer carries the next commitment: no re-read is needed.
                expect(selectLotteryState(snap())).toBe('result.settled');
                expect(snap().context.commitment).toBe(output.nextSeedHash);
                expect(loadLottery).toHaveBeenCalledTimes(reads);
              } else {
                expect(selectLotteryState(snap())).toBe('result.rereading');
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
                expect(selectLotteryState(snap())).toBe('refused.rereading');
                expect(selectRefusalCode(snap())).toBe(refusedWith);
                expect(loadLottery).toHaveBeenCalledTimes(readsWhenLost + 1);
              } else {
                // Network or time-out: the outcome is unknown, so the lottery is re-read first.
                expect(selectLotteryState(snap())).toBe('drawUnknown.checking');
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
                expect(selectLotteryState(snap())).toBe('ready');
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
              const left = selectRemainingDraws(snap()) ?? 0;
              // A refusal used no chance: while the exchange still counts some, draw again at once.
              if (wasRefused) expect(selectCanDraw(snap())).toBe(left > 0);
              expect(selectLotteryState(snap())).toBe(left > 0 ? 'ready' : 'noneLeft');
            },
            'lottery.refresh': ({ event }) => {
              const reads = loadLottery.mock.calls.length;
              viaGrant = true;
              actor.send(event as Payload<'lottery.refresh'>);
              // Every grant heard makes one new read (one on its way is dropped for it).
              expect(loadLottery).toHaveBeenCalledTimes(reads + 1);
              expect(selectLotteryState(snap())).toMatch(/rereading$/);
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
