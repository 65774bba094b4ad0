import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectActivityApply } from '../../machines/activity-apply.connect.ts';
import { activityApplyMachine } from '../../machines/activity-apply.machine.ts';
import {
  selectApplyFailure,
  selectApplyState,
  selectCanApply,
  selectCanSubmitCode,
  selectCodeHint,
  selectCodeKind,
  selectCodeRefusal,
  selectEligibilityRef,
  selectIneligibleReasons,
  selectIsRechecking,
  selectRefusalCode,
  selectWithdrawalRef,
} from '../../machines/activity-apply.selectors.ts';
import {
  enrolmentWithdrawalMachine,
  type WithdrawRequest,
} from '../../machines/withdrawal.machine.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import type { ApplyRequest, EnrolmentTarget } from '../../src/domain/activity-enrolment.ts';
import type { AirdropCheck } from '../../src/domain/airdrop.ts';
import { failureCode, toFailure } from '../../src/domain/codes.ts';
import {
  AIRDROP_PRIZE_ID,
  APPLY_ACTIVITY_ID,
  type ApplyModelEvent,
  activityApplyCases,
  CODE_HINT,
  COOLING_DOWN_EVENT,
  pathsOfCase,
  TYPED_CODE,
} from './models/activity-apply.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends ApplyModelEvent['type']> = Extract<ApplyModelEvent, { type: T }>;

/** SPEC §8 codes after which another attempt cannot help (our decision, see activity-enrolment). */
const FINAL = ['51021', '51040', '51071'];

for (const applyCase of activityApplyCases) {
  const { name, input, facts } = applyCase;
  describe(`activity apply paths: ${name}`, () => {
    for (const path of pathsOfCase(applyCase)) {
      it(path.description, async () => {
        let status = deferred<ApplyStatus>();
        let airdrop = deferred<AirdropCheck>();
        let apply = deferred<void>();
        let hint = deferred<string | undefined>();
        const loadCodeHint = vi.fn((_: { activityId: number; kind: string }) => {
          hint = deferred<string | undefined>();
          return hint.promise;
        });
        const loadApplyStatus = vi.fn((_: EnrolmentTarget) => {
          status = deferred<ApplyStatus>();
          return status.promise;
        });
        const checkAirdropPosition = vi.fn((_: { activityId: number; prizeId: number }) => {
          airdrop = deferred<AirdropCheck>();
          return airdrop.promise;
        });
        const applyToActivity = vi.fn((_: ApplyRequest) => {
          apply = deferred<void>();
          return apply.promise;
        });
        let withdraw = deferred<void>();
        const withdrawEnrolment = vi.fn((_: WithdrawRequest) => {
          withdraw = deferred<void>();
          return withdraw.promise;
        });
        const sendToLogin = vi.fn();
        const goToDownload = vi.fn();
        const clock = new SimulatedClock();
        const actor = createActor(
          activityApplyMachine.provide({
            actors: {
              loadApplyStatus: fromPromise(({ input: i }) => loadApplyStatus(i)),
              checkAirdropPosition: fromPromise(({ input: i }) => checkAirdropPosition(i)),
              applyToActivity: fromPromise(({ input: i }) => applyToActivity(i)),
              loadCodeHint: fromPromise(({ input: i }) => loadCodeHint(i)),
              withdrawal: enrolmentWithdrawalMachine.provide({
                actors: {
                  withdrawEnrolment: fromPromise(({ input: i }) => withdrawEnrolment(i)),
                },
              }),
            },
            actions: { sendToLogin: (_, p) => sendToLogin(p), goToDownload },
          }),
          { input, clock },
        ).start();

        const target: EnrolmentTarget = {
          activityId: APPLY_ACTIVITY_ID,
          variant: input.variant,
          identifier: input.identifier,
        };
        // The test's own account of the rules, kept apart from the machine's context.
        let refusals = 0;
        let lostKey: string | undefined;
        let typedCode: string | undefined;
        // The code the exchange turned away last (51020 to an apply that carried it).
        let refusedCode: string | undefined;
        let airdropPassedAt = -1;
        const snap = () => actor.getSnapshot();
        // The enrolment panel's API: the code step goes through its handlers below.
        const view = () => connectActivityApply(snap(), actor.send);
        const isOpen = () => snap().context.stage === 'IN_PROGRESS';

        const checkCommon = () => {
          // Visitors never cost a status call; nothing is shown blank.
          if (!input.loggedIn) expect(loadApplyStatus).not.toHaveBeenCalled();
          // Only a newcomer event asks about eligibility.
          expect(selectEligibilityRef(snap()) !== undefined).toBe(
            facts.requirements.newcomerEvent === true,
          );
          // The state shown comes from one tag: a settled snapshot carries exactly one.
          expect([...snap().tags]).toEqual([selectApplyState(snap())]);
        };

        await path.test({
          states: {
            // Nothing is asked or offered before the activity's facts.
            awaitingFacts: () => {
              expect(selectApplyState(snap())).toBe('checkingSession');
              expect(selectCanApply(snap())).toBe(false);
              expect(selectEligibilityRef(snap())).toBeUndefined();
              expect(loadApplyStatus).not.toHaveBeenCalled();
            },
            visitor: () => {
              checkCommon();
              expect(selectApplyState(snap())).toBe('visitor');
              expect(selectCanApply(snap())).toBe(isOpen());
            },
            checkingApplyStatus: () => {
              checkCommon();
              expect(loadApplyStatus).toHaveBeenLastCalledWith(target);
              expect(selectCanApply(snap())).toBe(false);
            },
            statusFailed: () => {
              expect(selectApplyFailure(snap())).toEqual({ kind: 'network' });
              expect(snap().can({ type: 'activity.retry' })).toBe(true);
            },
            'settled.standing.notApplied': () => {
              expect(selectApplyState(snap())).toBe('notApplied');
              // No pre-registration: applying is offered only while the activity runs.
              expect(selectCanApply(snap())).toBe(isOpen());
            },
            'settled.standing.applied': () => {
              expect(selectApplyState(snap())).toBe('applied');
              expect(selectCanApply(snap())).toBe(false);
              expect(selectWithdrawalRef(snap())).toBeDefined();
            },
            'settled.standing.ineligible': () => {
              expect(selectIneligibleReasons(snap())).toEqual(['KYC_REQUIRED', 'NEW_USERS_ONLY']);
              expect(selectCanApply(snap())).toBe(false);
            },
            'settled.sync.rechecking': () => {
              expect(selectIsRechecking(snap())).toBe(true);
              expect(loadApplyStatus).toHaveBeenLastCalledWith(target);
            },
            awaitingCode: () => {
              expect(selectCodeKind(snap())).toBe('vip');
              expect(selectCanSubmitCode(snap(), '   ')).toBe(false);
              expect(selectCanSubmitCode(snap(), 'A')).toBe(isOpen());
              expect(selectCanApply(snap())).toBe(false);
              // The user's own code is asked for each time the step is shown.
              expect(loadCodeHint).toHaveBeenLastCalledWith({
                activityId: APPLY_ACTIVITY_ID,
                kind: 'vip',
              });
              expect([undefined, CODE_HINT]).toContain(selectCodeHint(snap()));
              // A refused code is shown at the field, with the code as sent kept in it.
              expect(selectCodeRefusal(snap())).toEqual(
                refusedCode === undefined
                  ? undefined
                  : { code: '51020', message: '51020', typed: refusedCode },
              );
              // The form reads the step from the panel's API.
              expect(view()).toMatchObject({
                state: 'awaitingCode',
                codeKind: 'vip',
                codeHint: selectCodeHint(snap()),
                codeRefusal: selectCodeRefusal(snap()),
                canSubmitCode: isOpen(),
              });
            },
            checkingAirdrop: () => {
              expect(checkAirdropPosition).toHaveBeenLastCalledWith({
                activityId: APPLY_ACTIVITY_ID,
                prizeId: AIRDROP_PRIZE_ID,
              });
              expect(selectCanApply(snap())).toBe(false);
            },
            applying: () => {
              const sent = applyToActivity.mock.calls.at(-1)?.[0];
              expect(sent).toEqual({
                ...target,
                idempotencyKey: `apply:${APPLY_ACTIVITY_ID}:${refusals}`,
                entryCode: typedCode === undefined ? undefined : { kind: 'vip', value: 'VIP-7' },
              });
              // A retry after a lost answer is the same request.
              if (lostKey !== undefined) expect(sent?.idempotencyKey).toBe(lostKey);
              // With an airdrop prize, the position check passed before this call.
              if (facts.requirements.airdropPrizeId !== undefined) {
                expect(airdropPassedAt).toBe(applyToActivity.mock.calls.length - 1);
              }
              expect(selectCanApply(snap())).toBe(false);
            },
            coolingDown: () => {
              expect(selectRefusalCode(snap())).toBe('51023');
              expect(selectCanApply(snap())).toBe(false);
            },
            refused: () => {
              const code = selectRefusalCode(snap());
              expect(code).toMatch(/^510(20|21|40|70|71)$/);
              expect(selectCanApply(snap())).toBe(isOpen() && !FINAL.includes(code ?? ''));
            },
            failed: () => {
              expect(['network', 'timeout', 'http', 'malformed']).toContain(
                selectApplyFailure(snap())?.kind,
              );
              expect(selectCanApply(snap())).toBe(false);
              expect(snap().can({ type: 'activity.retry' })).toBe(true);
            },
          },
          events: {
            'activity.apply': ({ event }) => {
              const logins = sendToLogin.mock.calls.length;
              const downloads = goToDownload.mock.calls.length;
              actor.send(event as Payload<'activity.apply'>);
              if (input.loggedIn) {
                expect(sendToLogin).not.toHaveBeenCalled();
                expect(goToDownload).not.toHaveBeenCalled();
              } else {
                // SPEC §6: outside the app a required download comes before login.
                const mustDownload = facts.requirements.downloadRequired && !input.inApp;
                expect(goToDownload).toHaveBeenCalledTimes(downloads + (mustDownload ? 1 : 0));
                expect(sendToLogin).toHaveBeenCalledTimes(logins + (mustDownload ? 0 : 1));
                if (!mustDownload)
                  expect(sendToLogin).toHaveBeenLastCalledWith({ inApp: input.inApp });
              }
            },
            'activity.submitCode': ({ event }) => {
              const e = event as Payload<'activity.submitCode'>;
              view().submitCode(e.code);
              if (e.code === TYPED_CODE) {
                typedCode = e.code;
                refusedCode = undefined;
              }
            },
            'activity.cancel': ({ event }) => {
              const calls = applyToActivity.mock.calls.length;
              expect(event).toEqual({ type: 'activity.cancel' });
              view().cancelCode();
              refusedCode = undefined;
              expect(applyToActivity).toHaveBeenCalledTimes(calls);
              expect(selectApplyState(snap())).toBe('notApplied');
            },
            'activity.retry': ({ event }) => actor.send(event as Payload<'activity.retry'>),
            'activity.factsChanged': ({ event }) => {
              const first = snap().matches('awaitingFacts');
              const shown = selectApplyState(snap());
              const calls = loadApplyStatus.mock.calls.length;
              const e = event as Payload<'activity.factsChanged'>;
              actor.send(e);
              expect(snap().context).toMatchObject({
                stage: e.stage,
                requirements: e.requirements,
              });
              if (first) {
                // The first facts start enrolment: a trader's status is asked for once.
                expect(loadApplyStatus).toHaveBeenCalledTimes(input.loggedIn ? 1 : 0);
                return;
              }
              // A reload or a stage move re-checks a settled trader's status without hiding it.
              const settled = ['notApplied', 'applied', 'ineligible'].includes(shown);
              if (settled) expect(selectApplyState(snap())).toBe(shown);
              const rechecks = settled || shown === 'statusFailed' ? 1 : 0;
              expect(loadApplyStatus).toHaveBeenCalledTimes(calls + rechecks);
            },
            'xstate.done.actor.loadApplyStatus': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadApplyStatus'>;
              status.resolve(output);
              await flush();
              // The exchange's count of answered applies: an earlier visit's refusal is not
              // replayed to this one's first apply.
              refusals = Math.max(refusals, output.attempts ?? 0);
            },
            'xstate.error.actor.loadApplyStatus': async ({ event }) => {
              status.reject((event as Payload<'xstate.error.actor.loadApplyStatus'>).error);
              await flush();
            },
            'xstate.done.actor.checkAirdropPosition': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.checkAirdropPosition'>;
              const calls = applyToActivity.mock.calls.length;
              airdrop.resolve(output);
              await flush();
              if (output.passed) {
                airdropPassedAt = calls;
                expect(applyToActivity).toHaveBeenCalledTimes(calls + 1);
              } else {
                // A failed position check never reaches the apply call: 51070 is shown.
                expect(applyToActivity).toHaveBeenCalledTimes(calls);
                expect(selectRefusalCode(snap())).toBe('51070');
              }
            },
            'xstate.done.actor.loadCodeHint': async ({ event }) => {
              hint.resolve((event as Payload<'xstate.done.actor.loadCodeHint'>).output);
              await flush();
              expect(selectCodeHint(snap())).toBe(CODE_HINT);
              expect(selectApplyState(snap())).toBe('awaitingCode');
            },
            'xstate.error.actor.checkAirdropPosition': async ({ event }) => {
              airdrop.reject((event as Payload<'xstate.error.actor.checkAirdropPosition'>).error);
              await flush();
            },
            'xstate.done.actor.applyToActivity': async () => {
              apply.resolve();
              await flush();
              lostKey = undefined;
              expect(selectApplyState(snap())).toBe('applied');
            },
            'xstate.error.actor.applyToActivity': async ({ event }) => {
              const { error } = event as Payload<'xstate.error.actor.applyToActivity'>;
              const key = applyToActivity.mock.calls.at(-1)?.[0].idempotencyKey;
              apply.reject(error);
              await flush();
              const code = failureCode(error);
              if (code === undefined) {
                lostKey = key;
                expect(snap().context.failure).toEqual(toFailure(error));
              } else {
                // A refusal is definitive: the next attempt is a new request. After 51023 the
                // typed code was not the problem and stays; after any other it is asked again.
                refusals += 1;
                lostKey = undefined;
                // The tip to an apply that carried a code is about that code: the step asks
                // again, at the field, with the code as sent (trimmed) kept in it.
                const aboutCode = code === '51020' && typedCode !== undefined;
                if (code !== '51023') typedCode = undefined;
                if (aboutCode) {
                  refusedCode = TYPED_CODE.trim();
                  expect(selectApplyState(snap())).toBe('awaitingCode');
                  expect(selectRefusalCode(snap())).toBeUndefined();
                  return;
                }
                expect(snap().context.refusal).toBe(code);
                expect(selectApplyState(snap())).toBe(code === '51023' ? 'coolingDown' : 'refused');
              }
            },
            'xstate.done.actor.withdrawal': async () => {
              const withdrawal = selectWithdrawalRef(snap());
              withdrawal?.send({ type: 'withdrawal.start' });
              withdrawal?.send({ type: 'withdrawal.confirm' });
              // One enrolment, one withdrawal key; the next apply is a new request.
              expect(withdrawEnrolment).toHaveBeenLastCalledWith({
                activityId: APPLY_ACTIVITY_ID,
                idempotencyKey: `withdraw:${APPLY_ACTIVITY_ID}:${refusals}`,
              });
              withdraw.resolve();
              await flush();
              refusals += 1;
              expect(selectApplyState(snap())).toBe('notApplied');
              expect(selectWithdrawalRef(snap())).toBeUndefined();
            },
            [COOLING_DOWN_EVENT]: () => {
              // The back-off is ours: 3000 ms during which applying is not possible.
              clock.increment(2999);
              expect(selectApplyState(snap())).toBe('coolingDown');
              expect(selectCanApply(snap())).toBe(false);
              clock.increment(1);
              expect(selectApplyState(snap())).toBe('notApplied');
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
        expect(snap().context).toEqual(path.state.context);
      });
    }
  });
}
