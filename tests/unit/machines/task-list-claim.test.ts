import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ClaimRewardInput, taskMachine } from '../../../machines/task.machine.ts';
import { selectClaimState, selectTaskStatus } from '../../../machines/task.selectors.ts';
import { type TaskListData, taskListMachine } from '../../../machines/task-list.machine.ts';
import { selectTaskRefs } from '../../../machines/task-list.selectors.ts';
import type { TaskCompletion } from '../../../src/domain/task.ts';
import {
  FIRST_LOAD,
  LIST_ACTIVITY_ID,
  LIST_DAY,
  LIST_T0,
} from '../../model/models/task-list.model.ts';
import { deferred, flush } from '../../model/support.ts';

describe('task list reloads during a claim', () => {
  it('keeps the claim in flight and sends it only once', async () => {
    const loads = [deferred<TaskListData>(), deferred<TaskListData>()];
    let load = 0;
    const claim = deferred<TaskCompletion>();
    const claimReward = vi.fn((_: ClaimRewardInput) => claim.promise);
    const actor = createActor(
      taskListMachine.provide({
        actors: {
          loadTasks: fromPromise(() => loads[load++]!.promise),
          task: taskMachine.provide({
            actors: { claimReward: fromPromise(({ input }) => claimReward(input)) },
          }),
        },
      }),
      { input: { activityId: LIST_ACTIVITY_ID, kind: 'beginner', now: LIST_T0 } },
    ).start();

    loads[0]!.resolve(FIRST_LOAD);
    await flush();
    const [first] = selectTaskRefs(actor.getSnapshot());
    first!.send({ type: 'task.claim' });
    expect(selectClaimState(first!.getSnapshot())).toBe('claiming');

    // A websocket push: task 1's progress moved while its reward is being claimed.
    actor.send({ type: 'tasks.progressChanged' });
    const moved = { ...FIRST_LOAD.tasks[0]!, progress: '180' };
    loads[1]!.resolve({ ...FIRST_LOAD, tasks: [moved, FIRST_LOAD.tasks[1]!] });
    await flush();

    const [again] = selectTaskRefs(actor.getSnapshot());
    expect(again).toBe(first);
    expect(again!.getSnapshot().context.completion.progress).toBe('180');
    expect(selectClaimState(again!.getSnapshot())).toBe('claiming');

    claim.resolve({ ...moved, status: 'GRANTED' });
    await flush();
    expect(selectTaskStatus(again!.getSnapshot())).toBe('GRANTED');
    expect(claimReward).toHaveBeenCalledTimes(1);
    expect(claimReward).toHaveBeenCalledWith({
      activityId: LIST_ACTIVITY_ID,
      taskId: 1,
      kind: 'beginner',
      identifier: undefined,
      // The claim names its type and the call that pays it (not a deposit bonus: obtainReward).
      taskType: 'TRADING_VOLUME',
      route: 'obtainReward',
      idempotencyKey: `claim:${LIST_ACTIVITY_ID}:1:${LIST_DAY}:0`,
    });
  });
});
