import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectActivity } from '../../machines/activity.connect.ts';
import {
  activityMachine,
  type DetailData,
  type DetailRequest,
} from '../../machines/activity.machine.ts';
import {
  type ActivityApplyRef,
  selectActivityState,
  selectApplyRef,
  selectCanRetry,
  selectDetail,
  selectIsRefreshing,
  selectLiveRankingRef,
  selectPriceChartRef,
  selectRemainingMs,
  selectServerNow,
  selectStage,
  selectTaskListRef,
  type TaskListRef,
} from '../../machines/activity.selectors.ts';
import { activityApplyMachine } from '../../machines/activity-apply.machine.ts';
import { type LiveRankingEvent, liveRankingMachine } from '../../machines/live-ranking.machine.ts';
import { priceChartMachine } from '../../machines/price-chart.machine.ts';
import { type TaskListData, taskListMachine } from '../../machines/task-list.machine.ts';
import { stageAt } from '../../src/domain/activity.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import { applyRequirements } from '../../src/domain/activity-enrolment.ts';
import type { Candle } from '../../src/domain/market.ts';
import { hasLiveRanking, type LiveRanking } from '../../src/domain/ranking.ts';
import {
  ACTIVITY_ID,
  type ActivityModelEvent,
  activityInputs,
  activityModel,
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
        const loadCandles = vi.fn((_: { symbol: string }) => new Promise<Candle[]>(() => {}));
        const loadTasks = vi.fn((_: unknown) => new Promise<TaskListData>(() => {}));
        const getActivityId = vi.fn((_: { alias: string; variant: string }) => {
          idAnswer = deferred<number>();
          return idAnswer.promise;
        });
        const loadDetail = vi.fn((_: DetailRequest) => {
          detailAnswer = deferred<DetailData>();
          return detailAnswer.promise;
        });
        const waitUntil = vi.fn((_: { at: number }) => {
          timer = deferred<number>();
          return timer.promise;
        });
        // The stream socket's ranking feeds: each pushes the standings at once, as the real one.
        let feedsOpen = 0;
        const standings: LiveRanking = {
          activityId: ACTIVITY_ID,
          updatedAt: 1,
          ranked: 1,
          entries: [{ rank: 1, name: 'Ada***', volume: '10' }],
        };
        const actor = createActor(
          activityMachine.provide({
            actors: {
              getActivityId: fromPromise(({ input: i }) => getActivityId(i)),
              loadDetail: fromPromise(({ input: i }) => loadDetail(i)),
              waitUntil: fromPromise(({ input: i }) => waitUntil(i)),
              // The real children, whose own calls never answer here.
              priceChart: priceChartMachine.provide({
                actors: { loadCandles: fromPromise(({ input: i }) => loadCandles(i)) },
              }),
              taskList: taskListMachine.provide({
                actors: { loadTasks: fromPromise(({ input: i }) => loadTasks(i)) },
              }),
              liveRanking: liveRankingMachine.provide({
                actors: {
                  rankingFeed: fromCallback<LiveRankingEvent, { activityId: number }>(
                    ({ sendBack }) => {
                      feedsOpen += 1;
                      queueMicrotask(() =>
                        sendBack({ type: 'ranking.update', ranking: standings }),
                      );
                      return () => {
                        feedsOpen -= 1;
                      };
                    },
                  ),
                },
              }),
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
        const detailCall = loadDetail;
        const detailRequest = (variant: string) => ({
          activityId: ACTIVITY_ID,
          variant,
          loggedIn: input.loggedIn,
        });
        let enrolment: ActivityApplyRef | undefined;
        let tasks: TaskListRef | undefined;
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
          // A hidden activity that has ended was withdrawn; one still on is hidden by region.
          expect(connectActivity(s, actor.send).hiddenReason).toBe(
            selectStage(s) === 'FINISHED' ? 'withdrawn' : 'region',
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
          // One task list for a trader's page life: a reload never restarts it; none for a visitor.
          const list = selectTaskListRef(s);
          if (input.loggedIn) {
            expect(list).toBeDefined();
            tasks ??= list;
            expect(list).toBe(tasks);
            expect(list?.getSnapshot().context).toMatchObject({
              activityId: ACTIVITY_ID,
              identifier: 'spring-festival',
              kind: input.variant === 'standard' ? 'beginner' : 'general',
              depositBonus: input.variant === 'nonProductized',
            });
          } else {
            expect(list).toBeUndefined();
          }
          // The chart and the ranking run as their own actors while the detail names a pair.
          const chart = selectPriceChartRef(s);
          expect(chart !== undefined).toBe(detail?.featuredPair !== undefined);
          if (chart) expect(chart.getSnapshot().context.symbol).toBe(detail?.featuredPair);
          const ranked = detail?.featuredPair !== undefined && hasLiveRanking(detail.type);
          expect(selectLiveRankingRef(s) !== undefined).toBe(ranked);
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
              expect(detailCall).toHaveBeenLastCalledWith(detailRequest(input.variant));
              expect(selectApplyRef(snap())).toBeUndefined();
            },
            failed: () => {
              // A failed id or detail is a clear state with its reason and a retry, never blank.
              expect(snap().context.failure).toEqual({ kind: 'network' });
              expect(selectActivityState(snap())).toBe('failed');
              expect(selectCanRetry(snap())).toBe(true);
              expect(selectApplyRef(snap())).toBeUndefined();
            },
            notFound: () => {
              // No id or alias in the address, or the exchange's 51020 to the id or the detail:
              // "not found", with nothing to retry (a retry would ask for the same nothing).
              const expected =
                input.activityId === undefined && input.alias === undefined
                  ? undefined
                  : { kind: 'code', code: '51020' };
              expect(snap().context.failure).toEqual(expected);
              expect(selectActivityState(snap())).toBe('notFound');
              expect(selectCanRetry(snap())).toBe(false);
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
            'ready.chart.shown': () => {
              // SPEC §7: the featured pair's 1-minute kline, asked by the chart actor.
              expect(selectPriceChartRef(snap())).toBeDefined();
              expect(loadCandles).toHaveBeenLastCalledWith({ symbol: 'BTC_USDT' });
            },
            'ready.chart.none': () => {
              expect(selectDetail(snap())?.featuredPair).toBeUndefined();
              expect(selectPriceChartRef(snap())).toBeUndefined();
            },
            'ready.ranking.none': () => {
              expect(selectLiveRankingRef(snap())).toBeUndefined();
            },
            'ready.ranking.following': async () => {
              await flush();
              const ranking = selectLiveRankingRef(snap())?.getSnapshot();
              expect(ranking).toBeDefined();
              expect(ranking?.context.ranking).toEqual(standings);
              // Use pass 2, finding 9: once the activity has ended (at its end, or on a page
              // opened after it) its standings are final, kept shown, and the stream socket
              // that pushed them is closed; while it runs they are followed live.
              const ended = selectStage(snap()) === 'FINISHED';
              expect(ranking?.hasTag('final')).toBe(ended);
              expect(feedsOpen).toBe(ended ? 0 : 1);
            },
            'ready.tasks.shown': () => {
              // The trader's tasks are read by the list the activity runs.
              expect(loadTasks).toHaveBeenCalledTimes(1);
            },
            'ready.tasks.visitor': () => {
              expect(loadTasks).not.toHaveBeenCalled();
            },
            'ready.detail.refreshing': () => {
              // The detail stays shown while it reloads.
              expect(selectIsRefreshing(snap())).toBe(true);
              expect(selectDetail(snap())).toBeDefined();
              expect(detailCall).toHaveBeenLastCalledWith(detailRequest(snap().context.variant));
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
