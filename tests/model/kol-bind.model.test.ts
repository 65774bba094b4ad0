import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AreaCodeLists } from '../../machines/area-code.machine.ts';
import { areaCodeMachine } from '../../machines/area-code.machine.ts';
import { kolBindMachine } from '../../machines/kol-bind.machine.ts';
import {
  selectAreaCodeRef,
  selectKolBinding,
  selectKolFailure,
  selectKolProblem,
  selectKolRefusal,
  selectKolWay,
} from '../../machines/kol-bind.selectors.ts';
import { type KolReference, kolReferenceProblem } from '../../src/domain/beginner.ts';
import type { KolBinding } from '../../src/domain/user-codes.ts';
import { AREA_CODE_LISTS } from './models/area-code.model.ts';
import {
  BIND_DONE,
  BIND_ERROR,
  BINDING,
  type KolBindModelEvent,
  kolBindModel,
  UNKNOWN_TIP,
} from './models/kol-bind.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends KolBindModelEvent['type']> = Extract<KolBindModelEvent, { type: T }>;

describe('KOL bind paths', () => {
  for (const path of kolBindModel.getShortestPaths()) {
    it(path.description, async () => {
      let answer = deferred<KolBinding>();
      const bind = vi.fn((_: KolReference) => {
        answer = deferred<KolBinding>();
        return answer.promise;
      });
      const loadAreaCodes = vi.fn(async (): Promise<AreaCodeLists> => AREA_CODE_LISTS);
      const actor = createActor(
        kolBindMachine.provide({
          actors: {
            bindKol: fromPromise(({ input }) => bind(input)),
            areaCode: areaCodeMachine.provide({
              actors: { loadAreaCodes: fromPromise(loadAreaCodes) },
            }),
          },
        }),
      ).start();
      const snap = () => actor.getSnapshot();
      let lastSubmit: KolReference | undefined;
      await path.test({
        states: {
          'form.way.byCode': () => {
            expect(selectKolWay(snap())).toBe('code');
            expect(selectAreaCodeRef(snap())).toBeUndefined();
          },
          'form.way.byPhone': () => {
            // The picker exists only on the phone way, and loads the codes once it does.
            expect(selectKolWay(snap())).toBe('phone');
            expect(selectAreaCodeRef(snap())).toBeDefined();
            expect(loadAreaCodes).toHaveBeenCalled();
          },
          'form.submission.editing': () => {
            // A mistake is named before anything is sent; a clean form names none.
            const problem = selectKolProblem(snap());
            if (problem !== undefined && lastSubmit) {
              expect(problem).toBe(kolReferenceProblem(lastSubmit));
            }
          },
          'form.submission.binding': () => {
            expect(bind).toHaveBeenLastCalledWith(snap().context.reference);
            expect(selectKolProblem(snap())).toBeUndefined();
          },
          'form.submission.refused': () =>
            expect(selectKolRefusal(snap())).toEqual({ code: '51020', message: UNKNOWN_TIP }),
          'form.submission.failed': () =>
            expect(selectKolFailure(snap())).toEqual({ kind: 'network' }),
          bound: () => expect(selectKolBinding(snap())).toEqual(BINDING),
        },
        events: {
          'kol.useCode': () => actor.send({ type: 'kol.useCode' }),
          'kol.usePhone': async () => {
            actor.send({ type: 'kol.usePhone' });
            await flush();
          },
          'kol.submit': ({ event }) => {
            const e = event as Payload<'kol.submit'>;
            lastSubmit = e.reference;
            const calls = bind.mock.calls.length;
            actor.send(e);
            const valid = kolReferenceProblem(e.reference) === undefined;
            expect(bind).toHaveBeenCalledTimes(calls + (valid ? 1 : 0));
          },
          'kol.retry': () => {
            const calls = bind.mock.calls.length;
            const before = bind.mock.calls.at(-1)?.[0];
            actor.send({ type: 'kol.retry' });
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
    });
  }
});
