import type { SnapshotFrom } from 'xstate';
import {
  type AreaCodeEvent,
  type AreaCodeLists,
  areaCodeMachine,
} from '../../../machines/area-code.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** What areaCodeList answers: Türkiye first for tr-TR, then all. */
export const AREA_CODE_LISTS: AreaCodeLists = {
  commonlyList: [{ countryCode: 'TR', areaCode: '+90', name: 'Türkiye', enabled: true }],
  list: [
    { countryCode: 'GB', areaCode: '+44', name: 'United Kingdom', enabled: true },
    { countryCode: 'TR', areaCode: '+90', name: 'Türkiye', enabled: true },
  ],
};

export const CODES_DONE = 'xstate.done.actor.loadAreaCodes';
export const CODES_ERROR = 'xstate.error.actor.loadAreaCodes';

export type AreaCodeModelEvent = AreaCodeEvent | InvokeSettled<'loadAreaCodes', AreaCodeLists>;

const EVENTS: AreaCodeModelEvent[] = [
  { type: 'areaCode.search', query: 'tur' },
  { type: 'areaCode.select', countryCode: 'GB' },
  // Not listed: refused.
  { type: 'areaCode.select', countryCode: 'ZZ' },
  { type: 'areaCode.retry' },
];

export function areaCodeModelEvents(s: SnapshotFrom<typeof areaCodeMachine>): AreaCodeModelEvent[] {
  const settled: AreaCodeModelEvent[] = s.matches('loading')
    ? [
        { type: CODES_DONE, output: AREA_CODE_LISTS },
        { type: CODES_ERROR, error: Object.assign(new Error('down'), { kind: 'network' }) },
      ]
    : [];
  // A search that changes nothing is left out, so the graph stays finite.
  const events = EVENTS.filter(
    (e) => !(e.type === 'areaCode.search' && s.context.query === e.query),
  );
  return [...events.filter((e) => s.can(e as AreaCodeEvent)), ...settled];
}

export const areaCodeModel = machineModel<SnapshotFrom<typeof areaCodeMachine>, AreaCodeModelEvent>(
  areaCodeMachine,
  areaCodeModelEvents,
);

export const areaCodeSpec: MachineModelSpec = {
  name: 'areaCode',
  machine: areaCodeMachine,
  model: areaCodeModel,
  inputs: [
    { name: 'nothing chosen', input: {} },
    { name: 'Türkiye chosen', input: { selected: 'TR' } },
  ],
};
