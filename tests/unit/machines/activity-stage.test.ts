import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { activityMachine, type DetailData } from '../../../machines/activity.machine.ts';
import { selectApplyRef, selectStage } from '../../../machines/activity.selectors.ts';
import { activityApplyMachine } from '../../../machines/activity-apply.machine.ts';
import type { ApplyStatus } from '../../../src/domain/activity-detail.ts';
import {
  ACTIVITY_T0,
  answerAt,
  DETAIL,
  SERVER_AHEAD_MS,
} from '../../model/models/activity.model.ts';
import { flush } from '../../model/support.ts';

const input = {
  activityId: DETAIL.activityId,
  variant: 'standard' as const,
  loggedIn: true,
  inApp: false,
  now: ACTIVITY_T0,
};

/** The activity with a detail that answers at once and a timer the test controls. */
function logic(waitUntil: (at: number) => Promise<number>) {
  return activityMachine.provide({
    actors: {
      loadDetail: fromPromise(async () => answerAt(DETAIL, ACTIVITY_T0) satisfies DetailData),
      waitUntil: fromPromise(({ input: i }) => waitUntil(i.at)),
      activityApply: activityApplyMachine.provide({
        actors: { loadApplyStatus: fromPromise(() => new Promise<ApplyStatus>(() => {})) },
      }),
    },
  });
}

describe('activity stage deadlines', () => {
  it('waits for the start on the local clock, corrected by the server offset', async () => {
    const waitUntil = vi.fn(() => new Promise<number>(() => {}));
    const actor = createActor(logic(waitUntil), { input }).start();
    await flush();
    expect(selectStage(actor.getSnapshot())).toBe('NOT_START');
    expect(waitUntil).toHaveBeenCalledWith(DETAIL.startTime - SERVER_AHEAD_MS);
    actor.stop();
  });

  it('moves on when a restored snapshot finds its deadline already passed', async () => {
    // Regression guard: a relative `after` timer is lost on restore and the stage would stick.
    const first = createActor(
      logic(() => new Promise<number>(() => {})),
      { input },
    ).start();
    await flush();
    const persisted = first.getPersistedSnapshot();
    first.stop();

    const later = DETAIL.startTime - SERVER_AHEAD_MS + 60_000;
    // A clock a minute past the start: only deadlines already passed fire.
    const waitUntil = vi.fn((at: number) =>
      at <= later ? Promise.resolve(later) : new Promise<number>(() => {}),
    );
    const restored = createActor(logic(waitUntil), { input, snapshot: persisted }).start();
    await flush();
    expect(waitUntil).toHaveBeenNthCalledWith(1, DETAIL.startTime - SERVER_AHEAD_MS);
    expect(waitUntil).toHaveBeenLastCalledWith(DETAIL.endTime - SERVER_AHEAD_MS);
    expect(selectStage(restored.getSnapshot())).toBe('IN_PROGRESS');
    // The enrolment actor was restored with the page and follows the stage.
    expect(selectApplyRef(restored.getSnapshot())?.getSnapshot().context.stage).toBe('IN_PROGRESS');
    restored.stop();
  });
});
