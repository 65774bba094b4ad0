import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { taskMachine } from '../../machines/task.machine.ts';
import { selectClaimState } from '../../machines/task.selectors.ts';
import { connectTaskList } from '../../machines/task-list.connect.ts';
import {
  type LoadTasksInput,
  type TaskListData,
  taskListMachine,
} from '../../machines/task-list.machine.ts';
import {
  selectIsRefreshing,
  selectLoadedAt,
  selectTaskIds,
  selectTaskRefs,
  selectTeam,
  type TaskRef,
} from '../../machines/task-list.selectors.ts';
import type { TaskCompletion } from '../../src/domain/task.ts';
import {
  LIST_ACTIVITY_ID,
  PERIOD_RECHECK_MS,
  PUSH_READ_INTERVAL_MS,
  RECHECKED,
  type TaskListModelEvent,
  taskListInputs,
  taskListModel,
} from './models/task-list.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends TaskListModelEvent['type']> = Extract<TaskListModelEvent, { type: T }>;

for (const { name, input } of taskListInputs) {
  describe(`task list paths: ${name}`, () => {
    for (const path of taskListModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        const clock = new SimulatedClock();
        let load = deferred<TaskListData>();
        const loadTasks = vi.fn((_: LoadTasksInput) => {
          load = deferred<TaskListData>();
          return load.promise;
        });
        const claimReward = vi.fn(() => new Promise<TaskCompletion>(() => {}));
        // The exchange's clock reaching a period end: the model decides when.
        let periodEnd = deferred<void>();
        const periodEndCalls: number[] = [];
        const waitPeriodEnd = vi.fn(({ at }: { at: number }) => {
          periodEndCalls.push(at);
          periodEnd = deferred<void>();
          return periodEnd.promise;
        });
        const actor = createActor(
          taskListMachine.provide({
            actors: {
              loadTasks: fromPromise(({ input: i }) => loadTasks(i)),
              periodEnd: fromPromise(({ input: i }) => waitPeriodEnd(i)),
              task: taskMachine.provide({ actors: { claimReward: fromPromise(claimReward) } }),
            },
          }),
          { input, clock },
        ).start();
        const snap = () => actor.getSnapshot();
        // When the pause after a period-end read began, on the simulated clock.
        let settlingSince: number | undefined;
        actor.subscribe((s) => {
          const settling = s.matches({ ready: { period: 'settling' } });
          if (!settling) settlingSince = undefined;
          else settlingSince ??= clock.now();
        });
        // The list's API: retry and refresh go through its handlers below.
        const view = () => connectTaskList(snap(), actor.send);
        const refreshing = () => snap().matches({ ready: { tasks: 'refreshing' } });
        /**
         * Sends an event that may start a read: one starts exactly when the list was not
         * reading and is now (a push while the page is shown and nothing is on its way).
         */
        const sendCountingReads = (send: () => void) => {
          const calls = loadTasks.mock.calls.length;
          const before = refreshing();
          send();
          const started = !before && refreshing() ? 1 : 0;
          expect(loadTasks).toHaveBeenCalledTimes(calls + started);
          if (started) expect(loadTasks).toHaveBeenLastCalledWith(expectedCall);
        };

        const expectedCall: LoadTasksInput = {
          activityId: LIST_ACTIVITY_ID,
          kind: input.kind,
          identifier: input.identifier,
        };
        // Every task actor seen so far, to prove a reload keeps it rather than recreating it.
        const seen = new Map<number, TaskRef>();
        let shown: TaskListData | undefined;
        let claimInFlight: TaskRef | undefined;

        /** The list waits for the earliest period end of the tasks shown, and only then. */
        const checkPeriodWait = () => {
          const ends = (shown?.tasks ?? [])
            .filter((t) => t.period === 'EVERYDAY')
            .map((t) => Date.parse(`${t.periodKey}T00:00:00Z`) + 86_400_000);
          const end = ends.length > 0 ? Math.min(...ends) : undefined;
          expect(snap().context.periodEnd).toBe(end);
          if (snap().matches({ ready: { period: 'waiting' } })) {
            expect(periodEndCalls.at(-1)).toBe(end);
          }
          if (snap().matches({ ready: { period: 'unbounded' } })) expect(end).toBeUndefined();
        };

        const checkTasksShown = () => {
          const s = actor.getSnapshot();
          const refs = selectTaskRefs(s);
          expect(shown).toBeDefined();
          expect(selectTaskIds(s)).toEqual(shown?.tasks.map((t) => t.taskId));
          expect(refs.map((r) => r.id)).toEqual(shown?.tasks.map((t) => `task-${t.taskId}`));
          refs.forEach((ref, i) => {
            expect(ref.getSnapshot().context.completion).toEqual(shown?.tasks[i]);
            expect(ref.getSnapshot().context.kind).toBe(input.kind);
            const before = seen.get(ref.getSnapshot().context.completion.taskId);
            if (before) expect(ref).toBe(before);
          });
          expect(selectLoadedAt(s)).toBe(shown?.receivedAt);
          // The team comes with the tasks, from the same answer.
          expect(selectTeam(s)).toEqual(shown?.team);
          expect(view().team).toEqual(shown?.team);
          expect(view().tasks).toEqual(refs);
          if (claimInFlight) expect(selectClaimState(claimInFlight.getSnapshot())).toBe('claiming');
        };

        /** Starts a claim on task 1 before a reload, so the reload has one to keep. */
        const claimFirstTask = () => {
          const first = selectTaskRefs(actor.getSnapshot())[0];
          if (first?.getSnapshot().can({ type: 'task.claim' })) {
            first.send({ type: 'task.claim' });
            claimInFlight = first;
          }
        };

        await path.test({
          states: {
            loading: () => {
              expect(loadTasks).toHaveBeenLastCalledWith(expectedCall);
              expect(selectTaskRefs(actor.getSnapshot())).toEqual([]);
              expect(view()).toMatchObject({ state: 'loading', shown: false, canRetry: false });
            },
            failed: () => {
              expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
              expect(selectTaskRefs(actor.getSnapshot())).toEqual([]);
              expect(view()).toMatchObject({ state: 'failed', shown: false, canRetry: true });
              expect(view().failure).toEqual({ kind: 'network' });
            },
            'ready.tasks.idle': () => {
              checkTasksShown();
              expect(selectIsRefreshing(actor.getSnapshot())).toBe(false);
              expect(view()).toMatchObject({ state: 'ready', shown: true, refreshing: false });
              expect(view().canRefresh).toBe(true);
            },
            // A stale list is read at once unless the page is hidden or a read is on its way.
            'ready.sync.stale': () => {
              expect(snap().matches({ ready: { page: 'hidden' } }) || refreshing()).toBe(true);
            },
            'ready.tasks.refreshing': () => {
              // The tasks stay shown, and claimable, while the list reloads.
              checkTasksShown();
              expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
              expect(view()).toMatchObject({ state: 'refreshing', shown: true, refreshing: true });
              expect(view().canRefresh).toBe(false);
              expect(loadTasks).toHaveBeenLastCalledWith(expectedCall);
            },
          },
          events: {
            'tasks.retry': ({ event }) => {
              expect(event).toEqual({ type: 'tasks.retry' });
              view().retry();
            },
            'tasks.refresh': ({ event }) => {
              claimFirstTask();
              const calls = loadTasks.mock.calls.length;
              expect(event).toEqual({ type: 'tasks.refresh' });
              view().refresh();
              expect(loadTasks).toHaveBeenCalledTimes(calls + 1);
            },
            'tasks.progressChanged': ({ event }) => {
              claimFirstTask();
              // A push reads at once only when the page is shown and the last read is a
              // second old; else it waits for that second, the page or the read on its way.
              const due =
                snap().matches({ ready: { sync: 'current' } }) &&
                snap().matches({ ready: { page: 'visible' } }) &&
                !refreshing();
              sendCountingReads(() => actor.send(event as Payload<'tasks.progressChanged'>));
              if (due) expect(refreshing()).toBe(true);
            },
            // The period's end marks the tasks stale as a push does: read at once if it may be.
            'xstate.done.actor.periodEnd': async () => {
              const due =
                snap().matches({ ready: { sync: 'current' } }) &&
                snap().matches({ ready: { page: 'visible' } }) &&
                !refreshing();
              const calls = loadTasks.mock.calls.length;
              periodEnd.resolve();
              await flush();
              expect(snap().matches({ ready: { period: 'ended' } })).toBe(true);
              expect(loadTasks).toHaveBeenCalledTimes(calls + (due ? 1 : 0));
              if (due) expect(refreshing()).toBe(true);
              else expect(snap().matches({ ready: { sync: 'current' } })).toBe(false);
            },
            [RECHECKED]: () => {
              clock.increment(PERIOD_RECHECK_MS - 1 - (clock.now() - (settlingSince ?? 0)));
              expect(snap().matches({ ready: { period: 'settling' } })).toBe(true);
              const waits = periodEndCalls.length;
              clock.increment(1);
              expect(snap().matches({ ready: { period: 'settling' } })).toBe(false);
              const waiting = snap().matches({ ready: { period: 'waiting' } });
              expect(periodEndCalls.length).toBe(waits + (waiting ? 1 : 0));
              checkPeriodWait();
            },
            'page.hide': ({ event }) =>
              sendCountingReads(() => actor.send(event as Payload<'page.hide'>)),
            'page.show': ({ event }) =>
              sendCountingReads(() => actor.send(event as Payload<'page.show'>)),
            'xstate.after.pushReadInterval.taskList.ready.sync.cooling': () => {
              clock.increment(PUSH_READ_INTERVAL_MS - 1);
              expect(snap().matches({ ready: { sync: 'cooling' } })).toBe(true);
              // Pushes in that second bring one more read now if it can start; none, no read.
              const pushed = snap().matches({ ready: { sync: { cooling: 'pushed' } } });
              const canRead = snap().matches({ ready: { page: 'visible' } }) && !refreshing();
              const calls = loadTasks.mock.calls.length;
              clock.increment(1);
              expect(loadTasks).toHaveBeenCalledTimes(calls + (pushed && canRead ? 1 : 0));
              const sync = (snap().value as { ready: { sync: unknown } }).ready.sync;
              expect(sync).toEqual(pushed ? (canRead ? { cooling: 'quiet' } : 'stale') : 'current');
            },
            'xstate.done.actor.loadTasks': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadTasks'>;
              const claims = claimReward.mock.calls.length;
              load.resolve(output);
              await flush();
              const kept = new Set(output.tasks.map((t) => t.taskId));
              for (const [id, ref] of seen) {
                if (!kept.has(id)) {
                  expect(ref.getSnapshot().status).toBe('stopped');
                  seen.delete(id);
                  if (ref === claimInFlight) claimInFlight = undefined;
                }
              }
              shown = output;
              checkTasksShown();
              checkPeriodWait();
              for (const ref of selectTaskRefs(actor.getSnapshot())) {
                seen.set(ref.getSnapshot().context.completion.taskId, ref);
              }
              // Updating a task never sends its claim again.
              expect(claimReward).toHaveBeenCalledTimes(claims);
            },
            'xstate.error.actor.loadTasks': async ({ event }) => {
              load.reject((event as Payload<'xstate.error.actor.loadTasks'>).error);
              await flush();
              if (shown) {
                checkTasksShown();
                expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
              }
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
