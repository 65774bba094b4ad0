import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectBeginnerEligibility } from '../../machines/beginner-eligibility.connect.ts';
import {
  type BeginnerEligibilityInput,
  beginnerEligibilityMachine,
} from '../../machines/beginner-eligibility.machine.ts';
import type { BeginnerEligibility } from '../../src/domain/enrolment-answers.ts';
import {
  beginnerEligibilityInputs,
  beginnerEligibilityModel,
  ELIGIBILITY_DONE,
  ELIGIBILITY_ERROR,
  type EligibilityModelEvent,
  NEWCOMER_EVENT_ID,
} from './models/beginner-eligibility.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends EligibilityModelEvent['type']> = Extract<EligibilityModelEvent, { type: T }>;

for (const { name, input } of beginnerEligibilityInputs) {
  describe(`beginner eligibility paths: ${name}`, () => {
    for (const path of beginnerEligibilityModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let answer = deferred<BeginnerEligibility>();
        const load = vi.fn((_: BeginnerEligibilityInput) => {
          answer = deferred<BeginnerEligibility>();
          return answer.promise;
        });
        const actor = createActor(
          beginnerEligibilityMachine.provide({
            actors: { loadEligibility: fromPromise(({ input: i }) => load(i)) },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
        const api = () => connectBeginnerEligibility(snap(), actor.send);
        let shown: BeginnerEligibility | undefined;
        await path.test({
          states: {
            checking: () => {
              // One call per check, for the account or for a visitor, about this event.
              expect(load).toHaveBeenLastCalledWith({
                activityId: NEWCOMER_EVENT_ID,
                loggedIn: input.loggedIn,
              });
              expect(api().state).toBe('checking');
              expect(api().canRetry).toBe(false);
            },
            eligible: () => {
              expect(shown?.eligible).toBe(true);
              expect(api().state).toBe('eligible');
              expect(api().reasons).toEqual([]);
              expect(api().visitor).toBe(!input.loggedIn);
            },
            notEligible: () => {
              expect(api().state).toBe('notEligible');
              expect(api().reasons).toEqual(['NEW_USERS_ONLY', 'ALREADY_DEPOSITED']);
            },
            failed: () => {
              expect(api().state).toBe('failed');
              expect(api().failure).toEqual({ kind: 'network' });
              expect(api().canRetry).toBe(true);
            },
          },
          events: {
            'eligibility.retry': () => {
              const calls = load.mock.calls.length;
              // Through the view's handler, so that it is the event the machine takes.
              api().retry();
              expect(load).toHaveBeenCalledTimes(calls + 1);
            },
            [ELIGIBILITY_DONE]: async ({ event }) => {
              shown = (event as Payload<typeof ELIGIBILITY_DONE>).output;
              answer.resolve(shown);
              await flush();
            },
            [ELIGIBILITY_ERROR]: async ({ event }) => {
              answer.reject((event as Payload<typeof ELIGIBILITY_ERROR>).error);
              await flush();
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
      });
    }
  });
}
