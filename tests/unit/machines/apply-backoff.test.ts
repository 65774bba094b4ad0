import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { activityApplyMachine } from '../../../machines/activity-apply.machine.ts';
import { selectApplyState, selectCanApply } from '../../../machines/activity-apply.selectors.ts';
import type { ApplyStatus } from '../../../src/domain/activity-detail.ts';
import {
  type ApplyRequest,
  type EnrolmentTarget,
  TOO_FREQUENT_BACKOFF_MS,
} from '../../../src/domain/activity-enrolment.ts';
import { activityApplyCases, NOT_APPLIED } from '../../model/models/activity-apply.model.ts';
import { codeError } from '../../model/models/fixtures.ts';
import { flush } from '../../model/support.ts';

/*
 * Issue #8: 51023 (requests too frequent) backs off before the next attempt. The enrolment
 * waits out TOO_FREQUENT_BACKOFF_MS on the clock before it offers Enrol again, and the next
 * attempt is a new request with a new key.
 */
describe('enrolment after 51023', () => {
  it('waits out the back-off before another apply can be sent', async () => {
    const applyToActivity = vi.fn<(request: ApplyRequest) => Promise<void>>();
    applyToActivity.mockRejectedValueOnce(codeError('51023')).mockResolvedValue(undefined);
    const clock = new SimulatedClock();
    const logic = activityApplyMachine.provide({
      actors: {
        loadApplyStatus: fromPromise<ApplyStatus, EnrolmentTarget>(async () => NOT_APPLIED),
        applyToActivity: fromPromise<void, ApplyRequest>(({ input }) => applyToActivity(input)),
      },
    });
    const { input, facts } = activityApplyCases[0]!;
    const actor = createActor(logic, { input, clock }).start();
    actor.send({ type: 'activity.factsChanged', ...facts });
    await flush();
    expect(selectCanApply(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'activity.apply' });
    await flush();
    expect(selectApplyState(actor.getSnapshot())).toBe('coolingDown');
    // A click during the back-off sends nothing.
    actor.send({ type: 'activity.apply' });
    clock.increment(TOO_FREQUENT_BACKOFF_MS - 1);
    await flush();
    expect(selectCanApply(actor.getSnapshot())).toBe(false);
    expect(applyToActivity).toHaveBeenCalledTimes(1);

    clock.increment(1);
    await flush();
    expect(selectCanApply(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'activity.apply' });
    await flush();
    expect(applyToActivity).toHaveBeenCalledTimes(2);
    const [first, second] = applyToActivity.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
    expect(selectApplyState(actor.getSnapshot())).toBe('applied');
    actor.stop();
  });
});
