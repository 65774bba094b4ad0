import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AreaCodeLists } from '../../machines/area-code.machine.ts';
import { areaCodeMachine } from '../../machines/area-code.machine.ts';
import { connectKolBind } from '../../machines/kol-bind.connect.ts';
import { type KolBindEvent, kolBindMachine } from '../../machines/kol-bind.machine.ts';
import {
  EMPTY_KOL_DRAFT,
  type KolDraft,
  type KolReference,
  kolReferenceProblem,
} from '../../src/domain/beginner.ts';
import type { KolBinding } from '../../src/domain/user-codes.ts';
import { AREA_CODE_LISTS } from './models/area-code.model.ts';
import {
  BIND_DONE,
  BIND_ERROR,
  BINDING,
  KOL_ACTIVITY,
  type KolBindModelEvent,
  kolBindInputs,
  kolBindModel,
  UNKNOWN_TIP,
} from './models/kol-bind.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends KolBindModelEvent['type']> = Extract<KolBindModelEvent, { type: T }>;

describe('KOL bind paths', () => {
  for (const path of kolBindModel.getShortestPaths({ input: kolBindInputs[0]!.input })) {
    it(path.description, async () => {
      let answer = deferred<KolBinding>();
      const bind = vi.fn((_: KolReference) => {
        answer = deferred<KolBinding>();
        return answer.promise;
      });
      const loadAreaCodes = vi.fn(async (): Promise<AreaCodeLists> => AREA_CODE_LISTS);
      // The tab's kept drafts, by activity, as the composition root keeps them.
      const kept = new Map<number, KolDraft>();
      let sendStored: ((event: KolBindEvent) => void) | undefined;
      const actor = createActor(
        kolBindMachine.provide({
          actions: {
            keepDraft: (_, { activityId, draft }) => kept.set(activityId, draft),
            clearDraft: (_, { activityId }) => kept.delete(activityId),
          },
          actors: {
            storedDraft: fromCallback(({ sendBack, input }) => {
              expect(input).toEqual({ activityId: KOL_ACTIVITY });
              sendStored = sendBack;
            }),
            bindKol: fromPromise(({ input }) => bind(input)),
            areaCode: areaCodeMachine.provide({
              actors: { loadAreaCodes: fromPromise(loadAreaCodes) },
            }),
          },
        }),
        { input: { activityId: KOL_ACTIVITY } },
      ).start();
      const snap = () => actor.getSnapshot();
      // The form's API: its handlers drive the paths, so a handler sending the wrong event fails.
      const api = () => connectKolBind(snap(), actor.send);
      let lastSubmit: KolReference | undefined;
      // A switch of way starts a clean form: the other way's mistake, refusal or failure named
      // a reference the user no longer sees (an unknown code under the phone field).
      const expectNothingOfTheOtherWay = () => {
        expect(api().state).toBe('editing');
        expect(api().problem).toBeUndefined();
        expect(api().refusal).toBeUndefined();
        expect(api().failure).toBeUndefined();
        expect(api().canRetry).toBe(false);
      };
      await path.test({
        states: {
          'form.way.byCode': () => {
            expect(api().way).toBe('code');
            expect(api().areaCode).toBeUndefined();
          },
          'form.way.byPhone': () => {
            // The picker exists only on the phone way, and loads the codes once it does.
            expect(api().way).toBe('phone');
            expect(api().areaCode).toBeDefined();
            expect(loadAreaCodes).toHaveBeenCalled();
          },
          'form.submission.editing': () => {
            expect(api().state).toBe('editing');
            expect(api().busy).toBe(false);
            // A mistake is named before anything is sent; a clean form names none.
            const problem = api().problem;
            if (problem !== undefined && lastSubmit) {
              expect(problem).toBe(kolReferenceProblem(lastSubmit));
            }
          },
          'form.submission.binding': () => {
            expect(bind).toHaveBeenLastCalledWith(snap().context.reference);
            expect(api().state).toBe('binding');
            expect(api().busy).toBe(true);
            expect(api().problem).toBeUndefined();
          },
          'form.submission.refused': () => {
            expect(api().state).toBe('refused');
            expect(api().refusal).toEqual({ code: '51020', message: UNKNOWN_TIP });
            expect(api().failure).toBeUndefined();
          },
          'form.submission.failed': () => {
            expect(api().state).toBe('failed');
            expect(api().failure).toEqual({ kind: 'network' });
            expect(api().refusal).toBeUndefined();
          },
          bound: () => {
            expect(api().state).toBe('bound');
            expect(api().binding).toEqual(BINDING);
            // Bound: nothing of the form is kept for a later visit.
            expect(kept.has(KOL_ACTIVITY)).toBe(false);
          },
        },
        events: {
          'kol.restore': async ({ event }) => {
            // The stored draft comes from the form's own storedDraft actor, as on a re-login.
            const { draft } = event as Payload<'kol.restore'>;
            sendStored!({ type: 'kol.restore', draft });
            await flush();
            expect(api().draft).toEqual(draft);
            expect(api().way).toBe(draft.way);
            // On the phone way the picker starts on the area code chosen before.
            if (draft.way === 'phone') {
              expect(api().areaCode?.getSnapshot().context.selected).toBe(draft.countryCode);
            }
          },
          'kol.edit': ({ event }) => {
            const { kolCode } = event as Payload<'kol.edit'>;
            api().edit({ kolCode });
            expect(api().draft.kolCode).toBe(kolCode);
            // Each change is kept for the tab at once: a session ending at Bind loses nothing.
            expect(kept.get(KOL_ACTIVITY)).toEqual(api().draft);
          },
          'kol.useCode': () => {
            api().useCode();
            expectNothingOfTheOtherWay();
            expect(kept.get(KOL_ACTIVITY)).toEqual({ ...api().draft, way: 'code' });
          },
          'kol.usePhone': async () => {
            api().usePhone();
            await flush();
            expectNothingOfTheOtherWay();
            expect(kept.get(KOL_ACTIVITY)).toEqual({ ...api().draft, way: 'phone' });
          },
          'kol.submit': ({ event }) => {
            const e = event as Payload<'kol.submit'>;
            lastSubmit = e.reference;
            const calls = bind.mock.calls.length;
            api().submit(e.reference);
            const valid = kolReferenceProblem(e.reference) === undefined;
            expect(bind).toHaveBeenCalledTimes(calls + (valid ? 1 : 0));
          },
          'kol.retry': () => {
            const calls = bind.mock.calls.length;
            const before = bind.mock.calls.at(-1)?.[0];
            api().retry();
            expect(bind).toHaveBeenCalledTimes(calls + 1);
            expect(bind).toHaveBeenLastCalledWith(before);
          },
          [BIND_DONE]: async ({ event }) => {
            answer.resolve((event as Payload<typeof BIND_DONE>).output);
            await flush();
          },
          [BIND_ERROR]: async ({ event }) => {
            answer.reject((event as Payload<typeof BIND_ERROR>).error);
            await flush();
          },
        },
      });
      expect(snap().value).toEqual(path.state.value);
      expect(snap().context.draft).toEqual(path.state.context.draft);
      // A fresh form with nothing kept starts empty, on the code way.
      if (path.steps.length === 1) expect(api().draft).toEqual(EMPTY_KOL_DRAFT);
    });
  }
});
