import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type LoadTasksInput,
  PUSH_READ_INTERVAL_MS,
  type TaskListData,
  type TaskListEvent,
  taskListMachine,
} from '../../../machines/task-list.machine.ts';
import { selectTaskListState } from '../../../machines/task-list.selectors.ts';
import {
  FIRST_LOAD,
  LATER_LOAD,
  LIST_ACTIVITY_ID,
  LIST_T0,
} from '../../model/models/task-list.model.ts';
import { pageVisibility, steppingClock } from '../../model/support.ts';

/**
 * A task list on a simulated clock whose reads answer `answer()` after `latencyMs`, with a
 * hand on the document's visibility.
 */
function burstList(answer: () => TaskListData, latencyMs = 50) {
  const { clock, advance } = steppingClock();
  const visibility = pageVisibility<TaskListEvent>();
  const reads: number[] = [];
  const loadTasks = vi.fn(
    (_: LoadTasksInput) =>
      new Promise<TaskListData>((resolve) => {
        reads.push(clock.now());
        const data = answer();
        clock.setTimeout(() => resolve(data), latencyMs);
      }),
  );
  const actor = createActor(
    taskListMachine.provide({
      actors: {
        loadTasks: fromPromise(({ input }) => loadTasks(input)),
        pageVisibility: visibility.logic,
      },
    }),
    { input: { activityId: LIST_ACTIVITY_ID, kind: 'beginner', now: LIST_T0 }, clock },
  ).start();
  return { actor, reads, advance, setVisible: visibility.setVisible };
}

describe('a burst of progress pushes (issue 14: 100 trades made one tab send 900 calls)', () => {
  it('reads at once, then at most once a second, and last after the last push', async () => {
    let server = FIRST_LOAD;
    const list = burstList(() => server);
    await list.advance(60);
    expect(list.reads).toEqual([0]);

    // 100 pushes over 5 seconds, one every 50 ms; the last one moves the tasks on.
    for (let i = 0; i < 100; i++) {
      if (i === 99) server = LATER_LOAD;
      list.actor.send({ type: 'tasks.progressChanged' });
      await list.advance(50);
    }
    await list.advance(3 * PUSH_READ_INTERVAL_MS);

    const pushReads = list.reads.slice(1);
    // The first push reads at once; then one read a second: 5 s of pushes, at most 7 reads.
    expect(pushReads[0]).toBe(60);
    expect(pushReads.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < pushReads.length; i++) {
      expect(pushReads[i]! - pushReads[i - 1]!).toBeGreaterThanOrEqual(PUSH_READ_INTERVAL_MS);
    }
    // No push is lost: the last read started after the last push and its answer is shown.
    expect(pushReads.at(-1)).toBeGreaterThanOrEqual(60 + 99 * 50);
    expect(list.actor.getSnapshot().context.taskIds).toEqual([1, 3]);
    expect(selectTaskListState(list.actor.getSnapshot())).toBe('ready');
  });

  it('reads nothing while the page is hidden, and once when it is shown again', async () => {
    const list = burstList(() => FIRST_LOAD);
    await list.advance(60);
    list.setVisible(false);
    for (let i = 0; i < 20; i++) {
      list.actor.send({ type: 'tasks.progressChanged' });
      await list.advance(100);
    }
    expect(list.reads).toEqual([0]);
    list.setVisible(true);
    await list.advance(3 * PUSH_READ_INTERVAL_MS);
    expect(list.reads).toEqual([0, 2060]);
  });

  it('does not lose a push that comes while the first load is on its way', async () => {
    const list = burstList(() => FIRST_LOAD);
    await list.advance(10);
    list.actor.send({ type: 'tasks.progressChanged' });
    await list.advance(100);
    expect(list.reads).toEqual([0, 50]);
  });
});
