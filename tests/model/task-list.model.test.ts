import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { taskMachine } from '../../machines/task.machine.ts';
import { selectClaimState } from '../../machines/task.selectors.ts';
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
  type TaskRef,
} from '../../machines/task-list.selectors.ts';
import type { TaskCompletion } from '../../src/domain/task.ts';
import {
  LIST_ACTIVITY_ID,
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
        let load = deferred<TaskListData>();
        const loadTasks = vi.fn((_: LoadTasksInput) => {
          load = deferred<TaskListData>();
          return load.promise;
        });
        const claimReward = vi.fn(() => new Promise<TaskCompletion>(() => {}));
        const actor = createActor(
          taskListMachine.provide({
            actors: {
              loadTasks: fromPromise(({ input: i }) => loadTasks(i)),
              task: taskMachine.provide({ actors: { claimReward: fromPromise(claimReward) } }),
            },
          }),
          { input },
        ).start();

        const expectedCall: LoadTasksInput = {
          activityId: LIST_ACTIVITY_ID,
          kind: input.kind,
          identifier: input.identifier,
        };
        // Every task actor seen so far, to prove a reload keeps it rather than recreating it.
        const seen = new Map<number, TaskRef>();
        let shown: TaskListData | undefined;
        let claimInFlight: TaskRef | undefined;

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
            },
            failed: () => {
              expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
              expect(selectTaskRefs(actor.getSnapshot())).toEqual([]);
            },
            'ready.idle': () => {
              checkTasksShown();
              expect(selectIsRefreshing(actor.getSnapshot())).toBe(false);
            },
            'ready.refreshing': () => {
              // The tasks stay shown, and claimable, while the list reloads.
              checkTasksShown();
              expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
              expect(loadTasks).toHaveBeenLastCalledWith(expectedCall);
            },
          },
          events: {
            'tasks.retry': ({ event }) => actor.send(event as Payload<'tasks.retry'>),
            'tasks.refresh': ({ event }) => {
              claimFirstTask();
              const calls = loadTasks.mock.calls.length;
              actor.send(event as Payload<'tasks.refresh'>);
              expect(loadTasks).toHaveBeenCalledTimes(calls + 1);
            },
            'tasks.progressChanged': ({ event }) => {
              claimFirstTask();
              const calls = loadTasks.mock.calls.length;
              actor.send(event as Payload<'tasks.progressChanged'>);
              // A push always brings a reload, even over one already in flight.
              expect(loadTasks).toHaveBeenCalledTimes(calls + 1);
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
