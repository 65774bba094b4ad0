import { fromCallback, fromPromise } from 'xstate';
import { type KolBindEvent, kolBindMachine } from '../../../machines/kol-bind.machine.ts';
import { taskMachine } from '../../../machines/task.machine.ts';
import {
  type LoadTasksInput,
  type TaskListEvent,
  taskListMachine,
} from '../../../machines/task-list.machine.ts';
import { phoneDigits } from '../../domain/beginner.ts';
import { afterNextPaint } from '../../platform/after-paint.ts';
import { watchPageVisibility } from '../../platform/page-visibility.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { trackAction } from '../tracking.ts';
import { provideAreaCode } from './area-code.ts';
import { untilExchangeTime } from './exchange-time.ts';
import { keepKolDraft, readKolDraft, removeKolDraft } from './kol-drafts.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** How one activity's tasks are claimed. */
export interface TaskListOptions {
  /** The shell's toasts: a granted claim is confirmed by one. */
  feedback: Pick<Feedback, 'notify'>;
}

/** beginnerTask/taskCompletions, or general/taskCompletions with the identifier. */
function loadCompletions(services: AppServices, input: LoadTasksInput, signal: AbortSignal) {
  return input.kind === 'general'
    ? services.client(
        'generalTaskCompletions',
        { activityId: input.activityId, identifier: input.identifier ?? '' },
        { signal },
      )
    : services.client('beginnerTaskCompletions', { activityId: input.activityId }, { signal });
}

/**
 * An activity's task list with its real effects: the completions call, the private
 * websocket's progress pushes, the document's visibility, the end of the tasks' periods on the
 * exchange's clock, and each task's claim (idempotent) and re-read.
 */
export function provideTaskList(services: AppServices, options: TaskListOptions) {
  return provideOnce(taskListMachine)({
    actors: {
      loadTasks: fromPromise(async ({ input, signal }) => {
        const answer = await loadCompletions(services, input, signal);
        return {
          tasks: answer.tasks,
          team: answer.team,
          enrolmentNeeded: !answer.applied && answer.countingFrom === undefined,
          receivedAt: services.now(),
        };
      }),
      progressFeed: fromCallback<TaskListEvent, { activityId: number }>(({ sendBack, input }) =>
        services.feed.on('task.progress', (push) => {
          if (push.activityId === input.activityId) sendBack({ type: 'tasks.progressChanged' });
        }),
      ),
      pageVisibility: fromCallback<TaskListEvent>(({ sendBack }) =>
        watchPageVisibility((visible) => sendBack({ type: visible ? 'page.show' : 'page.hide' })),
      ),
      // A daily task's day ends on the exchange's clock, not the device's.
      periodEnd: fromPromise(({ input, signal }) => untilExchangeTime(services, input.at, signal)),
      task: provideOnce(taskMachine)({
        actions: {
          announceGranted: (_, { title }) =>
            options.feedback.notify('success', 'confirm.claimed', { task: title }),
          // Other views of the activity (the lottery's draws left) follow a grant at once.
          announceGrant: ({ context }) =>
            services.feed.emit('task.granted', {
              activityId: context.activityId,
              taskId: context.completion.taskId,
            }),
        },
        actors: {
          kolBind: provideKolBind(services),
          claimReward: fromPromise(async ({ input, signal }) => {
            const { activityId, taskId, route, idempotencyKey } = input;
            // The click's "Claiming…" is painted before the call is signed and sent (INP).
            await afterNextPaint();
            trackAction(services, 'claim_click', { activity_id: activityId, task_id: taskId });
            const answer = await services.client(
              route,
              { activityId, taskId },
              { signal, idempotencyKey },
            );
            // The machine takes it as a grant only if it names the period being claimed.
            return answer.task;
          }),
          readTaskStatus: fromPromise(async ({ input, signal }) => {
            const answer = await loadCompletions(services, input, signal);
            const task = answer.tasks.find((t) => t.taskId === input.taskId);
            if (!task) throw new Error(`task ${input.taskId} is no longer listed`);
            return task;
          }),
        },
      }),
    },
  });
}

/**
 * The KOL bind form with its real effects: beginner/kol/bind, the area-code picker, and the
 * draft kept for the tab under the account that typed it (kol-drafts.ts).
 */
export function provideKolBind(services: AppServices) {
  return provideOnce(kolBindMachine)({
    // The typed code outlives the page for the tab (session storage), under the account that
    // typed it: a session that ends at Bind sends the user to log in, and the form opens again
    // with it for that account, never for another. Nothing is kept while the account is not
    // known yet: it would be nobody's.
    actions: {
      keepDraft: (_, { activityId, draft }) => {
        const account = services.account();
        if (account !== undefined) keepKolDraft(account, activityId, draft);
      },
      clearDraft: (_, { activityId }) => {
        const account = services.account();
        if (account !== undefined) removeKolDraft(account, activityId);
      },
    },
    actors: {
      storedDraft: fromCallback<KolBindEvent, { activityId: number }>(({ sendBack, input }) => {
        const restore = (account: number | undefined) => {
          const draft = account === undefined ? undefined : readKolDraft(account, input.activityId);
          if (draft) sendBack({ type: 'kol.restore', draft });
        };
        // Known (the usual case): restored as the form opens, before anything is typed.
        const known = services.account();
        if (known !== undefined) return restore(known);
        // A form drawn before the user info came in waits for its account.
        const waiting = new AbortController();
        services.untilAccount(waiting.signal).then(restore, () => {});
        return () => waiting.abort();
      }),
      bindKol: fromPromise(({ input, signal }) =>
        services.client(
          'kolBind',
          input.by === 'code'
            ? { kolCode: input.kolCode.trim() }
            : { areaCode: input.areaCode, mobile: phoneDigits(input.mobile) },
          { signal },
        ),
      ),
      areaCode: provideAreaCode(services),
    },
  });
}
