import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  activityMachine,
  type DetailData,
  type DetailRequest,
  MISSING_ACTIVITY,
} from '../../machines/activity.machine.ts';
import {
  type ActivityApplyRef,
  selectActivityState,
  selectApplyRef,
  selectCandles,
  selectCanRetry,
  selectCanRetryChart,
  selectChartFailure,
  selectChartState,
  selectDetail,
  selectIsRefreshing,
  selectRanking,
  selectRankingState,
  selectRemainingMs,
  selectServerNow,
  selectStage,
} from '../../machines/activity.selectors.ts';
import { activityApplyMachine } from '../../machines/activity-apply.machine.ts';
import { stageAt } from '../../src/domain/activity.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import { applyRequirements } from '../../src/domain/activity-enrolment.ts';
import type { Candle } from '../../src/domain/market.ts';
import {
  ACTIVITY_ID,
  type ActivityModelEvent,
  activityInputs,
  activityModel,
  CANDLES,
  PUSHED,
  RANKING,
  SERVER_AHEAD_MS,
} from './models/activity.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends ActivityModelEvent['type']> = Extract<ActivityModelEvent, { type: T }>;

for (const { name, input } of activityInputs) {
  describe(`activity paths: ${name}`, () => {
    for (const path of activityModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let idAnswer = deferred<number>();
        let detailAnswer = deferred<DetailData>();
        let timer = deferred<number>();
        let candles = deferred<Candle[]>();
        const loadCandles = vi.fn((_: { symbol: string }) => {
          candles = deferred<Candle[]>();
          return candles.promise;
        });
        const getActivityId = vi.fn((_: { alias: string; variant: string }) => {
          idAnswer = deferred<number>();
          return idAnswer.promise;
        });
        const loadDetail = vi.fn((_: DetailRequest) => {
          detailAnswer = deferred<DetailData>();
          return detailAnswer.promise;
        });
        const loadNoLoginDetail = vi.fn((_: DetailRequest) => {
          detailAnswer = deferred<DetailData>();
          return detailAnswer.promise;
        });
        const waitUntil = vi.fn((_: { at: number }) => {
          timer = deferred<number>();
          return timer.promise;
        });
        const actor = createActor(
          activityMachine.provide({
            actors: {
              getActivityId: fromPromise(({ input: i }) => getActivityId(i)),
              loadDetail: fromPromise(({ input: i }) => loadDetail(i)),
              loadNoLoginDetail: fromPromise(({ input: i }) => loadNoLoginDetail(i)),
              waitUntil: fromPromise(({ input: i }) => waitUntil(i)),
              loadCandles: fromPromise(({ input: i }) => loadCandles(i)),
              // The real enrolment actor, whose own calls never answer here.
              activityApply: activityApplyMachine.provide({
                actors: {
                  loadApplyStatus: fromPromise(() => new Promise<ApplyStatus>(() => {})),
                },
              }),
            },
          }),
          { input },
        ).start();

        const snap = () => actor.getSnapshot();
        const detailCall = input.loggedIn ? loadDetail : loadNoLoginDetail;
        const otherCall = input.loggedIn ? loadNoLoginDetail : loadDetail;
        let enrolment: ActivityApplyRef | undefined;
        // Opened with its first view, the page asks for the detail only when it reloads.
        let detailAsked = input.firstView === undefined;

        const checkReady = () => {
          const s = snap();
          const detail = selectDetail(s);
          expect(detail).toBeDefined();
          expect(selectActivityState(s)).toBe('ready');
          expect(selectServerNow(s)).toBe(s.context.now + SERVER_AHEAD_MS);
          // The stage state is the stage of the times on the exchange's clock.
          expect(selectStage(s)).toBe(
            stageAt(detail?.startTime ?? 0, detail?.endTime ?? 0, selectServerNow(s)),
          );
          // One enrolment actor for the page's life: a reload never restarts it.
          const ref = selectApplyRef(s);
          expect(ref).toBeDefined();
          enrolment ??= ref;
          expect(ref).toBe(enrolment);
          const child = ref?.getSnapshot().context;
          expect(child?.stage).toBe(selectStage(s));
          expect(child?.requirements).toEqual(applyRequirements(detail!));
          expect(child?.loggedIn).toBe(input.loggedIn);
          expect(child?.identifier).toBe('spring-festival');
          expect(otherCall).not.toHaveBeenCalled();
          if (!detailAsked) expect(detailCall).not.toHaveBeenCalled();
          expect(s.context.firstView).toBeUndefined();
        };

        await path.test({
          states: {
            resolvingId: () => {
              // SPEC §7: on /events the id comes from the alias (general/getActivityId).
              expect(getActivityId).toHaveBeenLastCalledWith({
                alias: input.alias,
                variant: input.variant,
              });
              expect(detailCall).not.toHaveBeenCalled();
            },
            loading: () => {
              expect(selectActivityState(snap())).toBe('loading');
              expect(detailCall).toHaveBeenLastCalledWith({
                activityId: ACTIVITY_ID,
                variant: input.variant,
              });
              expect(otherCall).not.toHaveBeenCalled();
              expect(selectApplyRef(snap())).toBeUndefined();
            },
            failed: () => {
              // A failed id or detail is a clear state with its reason and a retry, never blank.
              const expected =
                input.activityId === undefined && input.alias === undefined
                  ? MISSING_ACTIVITY
                  : { kind: 'network' };
              expect(snap().context.failure).toEqual(expected);
              expect(selectCanRetry(snap())).toBe(true);
              expect(selectApplyRef(snap())).toBeUndefined();
            },
            'ready.stage.notStarted': () => {
              checkReady();
              const { detail, serverOffset } = snap().context;
              // An absolute deadline on the local clock, so a restored snapshot never sticks.
              expect(waitUntil).toHaveBeenLastCalledWith({
                at: (detail?.startTime ?? 0) - serverOffset,
              });
              const remaining = selectRemainingMs(snap(), selectServerNow(snap()));
              expect(remaining).toBe((detail?.startTime ?? 0) - selectServerNow(snap()));
            },
            'ready.stage.inProgress': () => {
              checkReady();
              const { detail, serverOffset } = snap().context;
              expect(waitUntil).toHaveBeenLastCalledWith({
                at: (detail?.endTime ?? 0) - serverOffset,
              });
            },
            'ready.stage.finished': () => {
              checkReady();
              expect(snap().children.waitUntil).toBeUndefined();
              expect(selectRemainingMs(snap(), selectServerNow(snap()))).toBe(0);
            },
            'ready.chart.fetching': () => {
              // SPEC §7: the featured pair's 1-minute kline.
              expect(selectChartState(snap())).toBe('fetching');
              expect(loadCandles).toHaveBeenLastCalledWith({ symbol: 'BTC_USDT' });
            },
            'ready.chart.none': () => {
              expect(selectDetail(snap())?.featuredPair).toBeUndefined();
              expect(selectChartState(snap())).toBe('none');
            },
            'ready.chart.failed': () => {
              expect(selectChartFailure(snap())).toEqual({ kind: 'network' });
              expect(selectCanRetryChart(snap())).toBe(true);
            },
            'ready.chart.live': () => {
              const shown = selectCandles(snap());
              expect(shown).toHaveLength(CANDLES.length);
              expect(shown[0]).toEqual(CANDLES[0]);
              // The minute in progress is either the loaded one or the pushed one, never both.
              expect([CANDLES[1], PUSHED]).toContainEqual(shown[1]);
            },
            'ready.ranking.none': () => {
              // A ranking needs a featured pair to rank volume on.
              expect(selectDetail(snap())?.featuredPair).toBeUndefined();
              expect(selectRankingState(snap())).toBe('none');
              expect(snap().children.rankingFeed).toBeUndefined();
            },
            'ready.ranking.following': () => {
              // SPEC §7: the stream socket is open (its feed invoked) while the ranking is followed.
              expect(snap().children.rankingFeed).toBeDefined();
            },
            'ready.ranking.following.waiting': () => {
              expect(selectRankingState(snap())).toBe('waiting');
            },
            'ready.ranking.following.live': () => {
              expect(selectRankingState(snap())).toBe('live');
              expect(selectRanking(snap())).toEqual(RANKING);
            },
            'ready.detail.refreshing': () => {
              // The detail stays shown while it reloads.
              expect(selectIsRefreshing(snap())).toBe(true);
              expect(selectDetail(snap())).toBeDefined();
              expect(detailCall).toHaveBeenLastCalledWith({
                activityId: ACTIVITY_ID,
                variant: input.variant,
              });
            },
          },
          events: {
            'activity.retry': ({ event }) => {
              detailAsked = true;
              actor.send(event as Payload<'activity.retry'>);
            },
            'activity.refresh': ({ event }) => {
              detailAsked = true;
              const calls = detailCall.mock.calls.length;
              actor.send(event as Payload<'activity.refresh'>);
              expect(detailCall).toHaveBeenCalledTimes(calls + 1);
            },
            'xstate.done.actor.getActivityId': async ({ event }) => {
              idAnswer.resolve((event as Payload<'xstate.done.actor.getActivityId'>).output);
              await flush();
            },
            'xstate.error.actor.getActivityId': async ({ event }) => {
              idAnswer.reject((event as Payload<'xstate.error.actor.getActivityId'>).error);
              await flush();
              expect(detailCall).not.toHaveBeenCalled();
            },
            'xstate.done.actor.loadDetail': async ({ event }) => {
              detailAnswer.resolve((event as Payload<'xstate.done.actor.loadDetail'>).output);
              await flush();
            },
            'xstate.error.actor.loadDetail': async ({ event }) => {
              const before = snap().context.detail;
              detailAnswer.reject((event as Payload<'xstate.error.actor.loadDetail'>).error);
              await flush();
              // A failed reload keeps what is shown.
              if (before) expect(snap().context.detail).toBe(before);
            },
            'xstate.done.actor.loadNoLoginDetail': async ({ event }) => {
              detailAnswer.resolve(
                (event as Payload<'xstate.done.actor.loadNoLoginDetail'>).output,
              );
              await flush();
            },
            'xstate.error.actor.loadNoLoginDetail': async ({ event }) => {
              const before = snap().context.detail;
              detailAnswer.reject((event as Payload<'xstate.error.actor.loadNoLoginDetail'>).error);
              await flush();
              if (before) expect(snap().context.detail).toBe(before);
            },
            'xstate.done.actor.loadCandles': async ({ event }) => {
              candles.resolve((event as Payload<'xstate.done.actor.loadCandles'>).output);
              await flush();
            },
            'xstate.error.actor.loadCandles': async ({ event }) => {
              candles.reject((event as Payload<'xstate.error.actor.loadCandles'>).error);
              await flush();
            },
            'chart.retry': ({ event }) => {
              const calls = loadCandles.mock.calls.length;
              actor.send(event as Payload<'chart.retry'>);
              expect(loadCandles).toHaveBeenCalledTimes(calls + 1);
            },
            'ranking.update': ({ event }) => {
              actor.send(event as Payload<'ranking.update'>);
              expect(selectRanking(snap())).toEqual(RANKING);
            },
            'chart.candle': ({ event }) => {
              actor.send(event as Payload<'chart.candle'>);
              expect(selectCandles(snap()).at(-1)).toEqual(PUSHED);
            },
            'xstate.done.actor.waitUntil': async ({ event }) => {
              const stage = selectStage(snap());
              timer.resolve((event as Payload<'xstate.done.actor.waitUntil'>).output);
              await flush();
              // Reaching a deadline moves the stage on by exactly one.
              expect(selectStage(snap())).toBe(stage === 'NOT_START' ? 'IN_PROGRESS' : 'FINISHED');
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
        expect(snap().context).toEqual(path.state.context);
      });
    }
  });
}
