import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectTask } from '../../machines/task.connect.ts';
import {
  type ClaimRewardInput,
  type TaskSource,
  taskMachine,
} from '../../machines/task.machine.ts';
import {
  selectCanClaim,
  selectClaimRefusal,
  selectClaimState,
  selectTaskProgress,
  selectTaskStatus,
} from '../../machines/task.selectors.ts';
import { failureCode } from '../../src/domain/codes.ts';
import type { TaskCompletion } from '../../src/domain/task.ts';
import {
  TASK_ACTIVITY_ID,
  type TaskModelEvent,
  taskInputs,
  taskModel,
} from './models/task.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends TaskModelEvent['type']> = Extract<TaskModelEvent, { type: T }>;

const IN_FLIGHT = [
  { completed: 'claiming' },
  { completed: { unknown: 'rereading' } },
  { completed: { unknown: 'unreadable' } },
] as const;

for (const { name, input } of taskInputs) {
  describe(`task paths: ${name}`, () => {
    for (const path of taskModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let claim = deferred<TaskCompletion>();
        let read = deferred<TaskCompletion>();
        const claimReward = vi.fn((_: ClaimRewardInput) => {
          claim = deferred<TaskCompletion>();
          return claim.promise;
        });
        const announceGrant = vi.fn();
        // Every claim that ends granted (answered, re-read or updated meanwhile) is announced
        // to the page once; a task shown granted from the start, by a list update, or in a
        // period after the claim's, is not.
        let claimGrants = 0;
        let previous = taskMachine.resolveState({ value: 'routing', context: {} as never });
        const readTaskStatus = vi.fn((_: TaskSource) => {
          read = deferred<TaskCompletion>();
          return read.promise;
        });
        const actor = createActor(
          taskMachine.provide({
            actors: {
              claimReward: fromPromise(({ input: i }) => claimReward(i)),
              readTaskStatus: fromPromise(({ input: i }) => readTaskStatus(i)),
            },
            actions: { announceGrant },
          }),
          {
            input,
            inspect: (e) => {
              if (e.type !== '@xstate.snapshot' || e.actorRef !== actor) return;
              const next = e.snapshot as typeof previous;
              const fromClaim =
                previous.matches({ completed: 'claiming' }) ||
                previous.matches({ completed: { unknown: 'rereading' } }) ||
                previous.matches({ completed: { unknown: 'unreadable' } });
              const samePeriod =
                fromClaim &&
                next.context.completion.periodKey === previous.context.completion.periodKey;
              // A refused claim that finds the task granted by then was not this claim's grant.
              const refused = e.event.type === 'xstate.error.actor.claimReward';
              if (samePeriod && !refused && next.matches('granted')) claimGrants += 1;
              previous = next;
            },
          },
        );
        actor.start();

        const source: TaskSource = {
          activityId: TASK_ACTIVITY_ID,
          taskId: 11,
          kind: input.kind ?? 'beginner',
          identifier: input.identifier,
        };
        // Only a deposit bonus's deposit task claims through recharge_trans_task.
        const expectedRoute =
          input.depositBonus === true && input.completion.taskType === 'RECHARGE'
            ? 'rechargeTransObtainReward'
            : 'obtainReward';
        // The test's own account of the rules, kept apart from the machine's context.
        let period = input.completion.periodKey;
        let definitiveAnswers = 0;
        let uncertainKey: string | undefined;
        let readsSinceUncertain = 0;
        /**
         * A claim whose outcome is unknown keeps its key for the retry and is followed by
         * exactly one read of the task (counted from `reads`, the reads before it settled).
         */
        const claimUncertain = (reads: number) => {
          uncertainKey = keyOfThisPeriod(claimReward.mock.calls.at(-1)?.[0].idempotencyKey);
          readsSinceUncertain = readTaskStatus.mock.calls.length - reads;
          expect(readsSinceUncertain).toBe(1);
        };
        const expectedKey = () => `claim:${TASK_ACTIVITY_ID}:11:${period}:${definitiveAnswers}`;
        /**
         * The key a retry must reuse: the lost claim's, if it was for the period now shown (a
         * claim of a period that has since ended is never retried; the new period's is new).
         */
        const keyOfThisPeriod = (key: string | undefined) =>
          key?.startsWith(`claim:${TASK_ACTIVITY_ID}:11:${period}:`) ? key : undefined;
        /** A completion of a new period: its claims start afresh, with new keys. */
        const follow = (completion: TaskCompletion) => {
          if (completion.periodKey === period) return;
          period = completion.periodKey;
          definitiveAnswers = 0;
          uncertainKey = undefined;
        };
        const inFlight = () => IN_FLIGHT.some((v) => actor.getSnapshot().matches(v));

        // The card's API: the claim and re-check go through its handlers below.
        const view = () => connectTask(actor.getSnapshot(), actor.send);
        /** The rules every step keeps, and the card's `data-state` for the step. */
        const checkRules = (dataState: string) => {
          const s = actor.getSnapshot();
          expect(view().state).toBe(dataState);
          expect(view().canClaim).toBe(selectCanClaim(s));
          const status = s.context.completion.status;
          // The claim button is enabled exactly for a COMPLETED task with no claim in doubt.
          expect(selectCanClaim(s)).toBe(status === 'COMPLETED' && !inFlight());
          expect(s.context.claimSeq).toBe(definitiveAnswers);
          const progress = selectTaskProgress(s);
          // 99.99999999999999999 of 100 is not done, though a float would round it up.
          expect(progress.done).toBe(progress.progress === '100.00');
          expect(progress.ratio).toBe(progress.done ? 1 : 0.999999);
          expect(announceGrant).toHaveBeenCalledTimes(claimGrants);
        };

        await path.test({
          states: {
            pending: () => {
              checkRules('pending');
              expect(selectTaskStatus(actor.getSnapshot())).toBe('PENDING');
              expect(actor.getSnapshot().context.completion.status).toBe('PENDING');
            },
            unsatisfied: () => {
              checkRules('unsatisfied');
              expect(actor.getSnapshot().context.completion.status).toBe('UNSATISFIED');
            },
            granted: () => {
              checkRules('granted');
              expect(selectTaskStatus(actor.getSnapshot())).toBe('GRANTED');
              expect(actor.getSnapshot().context.completion.status).toBe('GRANTED');
              expect(selectCanClaim(actor.getSnapshot())).toBe(false);
            },
            'completed.idle': () => {
              checkRules('completed');
              expect(actor.getSnapshot().context.completion.status).toBe('COMPLETED');
              expect(selectCanClaim(actor.getSnapshot())).toBe(true);
            },
            'completed.claiming': () => {
              checkRules('claiming');
              expect(selectClaimState(actor.getSnapshot())).toBe('claiming');
            },
            'completed.refused': () => {
              checkRules('refused');
              expect(selectClaimRefusal(actor.getSnapshot())).toBe('51071');
              expect(view().refusal).toBe('51071');
              expect(view().failure).toBeUndefined();
              expect(selectCanClaim(actor.getSnapshot())).toBe(true);
            },
            'completed.unknown.rereading': () => {
              checkRules('rereading');
              // The task is re-read before any retry is offered.
              expect(readsSinceUncertain).toBeGreaterThan(0);
              expect(readTaskStatus).toHaveBeenLastCalledWith(source);
              expect(selectCanClaim(actor.getSnapshot())).toBe(false);
            },
            'completed.unknown.unreadable': () => {
              checkRules('unreadable');
              expect(view().failure).toEqual({ kind: 'network' });
              expect(view().canRecheck).toBe(true);
            },
            'completed.unknown.retryable': () => {
              checkRules('retryable');
              expect(actor.getSnapshot().context.completion.status).toBe('COMPLETED');
            },
          },
          events: {
            'task.claim': ({ event }) => {
              const calls = claimReward.mock.calls.length;
              expect(event).toEqual({ type: 'task.claim' });
              view().claimReward();
              expect(claimReward).toHaveBeenCalledTimes(calls + 1);
              const sent = claimReward.mock.calls.at(-1)?.[0];
              expect(sent).toEqual({
                ...source,
                taskType: input.completion.taskType,
                route: expectedRoute,
                idempotencyKey: expectedKey(),
              });
              // A retry after a lost answer is the same request, and only after a re-read.
              if (uncertainKey !== undefined) {
                expect(sent?.idempotencyKey).toBe(uncertainKey);
                expect(readsSinceUncertain).toBeGreaterThan(0);
              }
            },
            'task.recheck': ({ event }) => {
              const reads = readTaskStatus.mock.calls.length;
              expect(event).toEqual({ type: 'task.recheck' });
              view().recheck();
              expect(readTaskStatus).toHaveBeenCalledTimes(reads + 1);
              readsSinceUncertain += 1;
            },
            'task.update': ({ event }) => {
              const e = event as Payload<'task.update'>;
              const wasInFlight = inFlight();
              const wasClaiming = actor.getSnapshot().matches({ completed: 'claiming' });
              const claimChild = actor.getSnapshot().children.claimReward;
              const claims = claimReward.mock.calls.length;
              const samePeriod = e.completion.periodKey === period;
              actor.send(e);
              expect(actor.getSnapshot().context.completion).toEqual(e.completion);
              expect(claimReward).toHaveBeenCalledTimes(claims);
              follow(e.completion);
              if (!samePeriod) {
                // A new period shows its own status; only a claim in flight is kept.
                if (!wasClaiming) {
                  expect(selectTaskStatus(actor.getSnapshot())).toBe(e.completion.status);
                  expect(selectCanClaim(actor.getSnapshot())).toBe(
                    e.completion.status === 'COMPLETED',
                  );
                }
              } else if (wasInFlight && e.completion.status === 'GRANTED') {
                definitiveAnswers += 1;
                uncertainKey = undefined;
              }
              if (wasClaiming && e.completion.status !== 'GRANTED') {
                // A list update never drops a claim in flight.
                expect(actor.getSnapshot().children.claimReward).toBe(claimChild);
              }
              if (!inFlight() && !actor.getSnapshot().matches({ completed: 'unknown' })) {
                uncertainKey = undefined;
              }
            },
            'xstate.done.actor.claimReward': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.claimReward'>;
              const reads = readTaskStatus.mock.calls.length;
              claim.resolve(output);
              await flush();
              if (output.periodKey === period) {
                definitiveAnswers += 1;
                uncertainKey = undefined;
                expect(actor.getSnapshot().matches('granted')).toBe(true);
                expect(actor.getSnapshot().context.completion).toEqual(output);
              } else {
                // A grant naming another period is not this period's: the task is read again.
                expect(actor.getSnapshot().matches({ completed: { unknown: 'rereading' } })).toBe(
                  true,
                );
                expect(selectTaskStatus(actor.getSnapshot())).toBe('COMPLETED');
                claimUncertain(reads);
              }
            },
            'xstate.error.actor.claimReward': async ({ event }) => {
              const { error } = event as Payload<'xstate.error.actor.claimReward'>;
              const reads = readTaskStatus.mock.calls.length;
              claim.reject(error);
              await flush();
              if (failureCode(error) !== undefined) {
                definitiveAnswers += 1;
                uncertainKey = undefined;
              } else {
                claimUncertain(reads);
              }
            },
            'xstate.done.actor.readTaskStatus': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.readTaskStatus'>;
              const claims = claimReward.mock.calls.length;
              read.resolve(output);
              await flush();
              // Reading the task never sends a claim: one claim never becomes two.
              expect(claimReward).toHaveBeenCalledTimes(claims);
              expect(actor.getSnapshot().context.completion).toEqual(output);
              const samePeriod = output.periodKey === period;
              follow(output);
              if (!samePeriod) {
                // The day turned: the new day's task is offered afresh, not as a retry.
                expect(actor.getSnapshot().matches({ completed: 'idle' })).toBe(
                  output.status === 'COMPLETED',
                );
              } else if (output.status === 'GRANTED') {
                definitiveAnswers += 1;
                uncertainKey = undefined;
              }
              if (output.status !== 'COMPLETED') uncertainKey = undefined;
            },
            'xstate.error.actor.readTaskStatus': async ({ event }) => {
              read.reject((event as Payload<'xstate.error.actor.readTaskStatus'>).error);
              await flush();
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
