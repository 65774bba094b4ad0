import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectAreaCode } from '../../machines/area-code.connect.ts';
import { type AreaCodeLists, areaCodeMachine } from '../../machines/area-code.machine.ts';
import {
  matchesAreaCode,
  selectAllAreaCodes,
  selectChosenAreaCode,
  selectCommonAreaCodes,
} from '../../machines/area-code.selectors.ts';
import {
  AREA_CODE_LISTS,
  type AreaCodeModelEvent,
  areaCodeModel,
  CODES_DONE,
  CODES_ERROR,
} from './models/area-code.model.ts';
import { deferred, flush } from './support.ts';

function startPicker(selected?: string) {
  let pending = deferred<AreaCodeLists>();
  let loads = 0;
  const actor = createActor(
    areaCodeMachine.provide({
      actors: {
        loadAreaCodes: fromPromise(() => {
          loads += 1;
          pending = deferred<AreaCodeLists>();
          return pending.promise;
        }),
      },
    }),
    { input: { selected } },
  ).start();
  return { actor, settle: () => pending, loads: () => loads };
}

describe('area code paths', () => {
  for (const { name, input } of [
    { name: 'nothing chosen', input: undefined },
    { name: 'Türkiye chosen', input: 'TR' },
  ]) {
    for (const path of areaCodeModel.getShortestPaths({ input: { selected: input } })) {
      it(`${name}: ${path.description}`, async () => {
        const { actor, settle, loads } = startPicker(input);
        const snapshot = () => actor.getSnapshot();
        const view = () => connectAreaCode(snapshot(), actor.send);
        await path.test({
          states: {
            loading: () => {
              expect(view()).toMatchObject({ isLoading: true, isReady: false, isFailed: false });
              expect(loads()).toBeGreaterThan(0);
            },
            ready: () => {
              expect(view()).toMatchObject({ isLoading: false, isReady: true, isFailed: false });
              expect(view().canRetry).toBe(false);
              const query = view().query;
              for (const code of [
                ...selectCommonAreaCodes(snapshot()),
                ...selectAllAreaCodes(snapshot()),
              ]) {
                expect(matchesAreaCode(code, query)).toBe(true);
              }
            },
            failed: () => {
              expect(view()).toMatchObject({ isReady: false, isFailed: true, canRetry: true });
              expect(view().failure).toEqual({ kind: 'network' });
            },
          },
          events: {
            'areaCode.search': ({ event }) =>
              actor.send(event as AreaCodeModelEvent & { type: 'areaCode.search' }),
            'areaCode.select': ({ event }) => {
              const e = event as Extract<AreaCodeModelEvent, { type: 'areaCode.select' }>;
              const before = selectChosenAreaCode(snapshot());
              view().select(e.countryCode);
              const listed = AREA_CODE_LISTS.list.some((c) => c.countryCode === e.countryCode);
              expect(selectChosenAreaCode(snapshot())).toEqual(
                listed ? AREA_CODE_LISTS.list.find((c) => c.countryCode === e.countryCode) : before,
              );
            },
            'areaCode.retry': () => {
              const before = loads();
              actor.send({ type: 'areaCode.retry' });
              expect(loads()).toBe(before + 1);
            },
            [CODES_DONE]: async () => {
              settle().resolve(AREA_CODE_LISTS);
              await flush();
            },
            [CODES_ERROR]: async () => {
              settle().reject(Object.assign(new Error('down'), { kind: 'network' }));
              await flush();
            },
          },
        });
        expect(snapshot().value).toEqual(path.state.value);
      });
    }
  }
});

describe('area code search', () => {
  const uk = { countryCode: 'GB', areaCode: '+44', name: 'United Kingdom', enabled: true };
  const tr = { countryCode: 'TR', areaCode: '+90', name: 'Türkiye', enabled: true };
  it('matches by name without accents, by code with or without +, and by country', () => {
    expect(matchesAreaCode(tr, 'turk')).toBe(true);
    expect(matchesAreaCode(uk, '+4')).toBe(true);
    expect(matchesAreaCode(uk, '44')).toBe(true);
    expect(matchesAreaCode(uk, 'gb')).toBe(true);
    expect(matchesAreaCode(uk, '90')).toBe(false);
    expect(matchesAreaCode(tr, '')).toBe(true);
  });
});
