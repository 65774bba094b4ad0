import type { SnapshotFrom } from 'xstate';
import { type KolBindEvent, kolBindMachine } from '../../../machines/kol-bind.machine.ts';
import { EMPTY_KOL_DRAFT, type KolDraft } from '../../../src/domain/beginner.ts';
import type { KolBinding } from '../../../src/domain/user-codes.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';
import { serializeWithTransition } from './serialize.ts';

export const BIND_DONE = 'xstate.done.actor.bindKol';
export const BIND_ERROR = 'xstate.error.actor.bindKol';
export const BINDING: KolBinding = { kolCode: 'MOONMAX', kolName: 'Max to the Moon', boundAt: 1 };
export const UNKNOWN_TIP = 'unknown KOL code: NOBODY';
/** The activity of the form's task: its draft is kept under it. */
export const KOL_ACTIVITY = 2;
/** Drafts kept before a re-login: a code typed, and a number typed on the phone way. */
export const CODE_DRAFT: KolDraft = { way: 'code', kolCode: 'KOLABC', mobile: '', countryCode: '' };
export const PHONE_DRAFT: KolDraft = {
  way: 'phone',
  kolCode: '',
  mobile: '0151 1234 5678',
  countryCode: 'GB',
};

export type KolBindModelEvent = KolBindEvent | InvokeSettled<'bindKol', KolBinding>;

type Snapshot = SnapshotFrom<typeof kolBindMachine>;

/** A valid and an invalid reference of each way; the form sends the way it shows. */
function submitsFor(s: Snapshot): KolBindEvent[] {
  if (s.matches({ form: { way: 'byPhone' } })) {
    return [
      { type: 'kol.submit', reference: { by: 'phone', areaCode: '+49', mobile: '0151 1234 5678' } },
      { type: 'kol.submit', reference: { by: 'phone', areaCode: '', mobile: '15112345678' } },
    ];
  }
  return [
    { type: 'kol.submit', reference: { by: 'code', kolCode: ' moonmax ' } },
    { type: 'kol.submit', reference: { by: 'code', kolCode: 'x!' } },
  ];
}

function eventsFor(s: Snapshot): KolBindModelEvent[] {
  const settled: KolBindModelEvent[] = s.matches({ form: { submission: 'binding' } })
    ? [
        { type: BIND_DONE, output: BINDING },
        { type: BIND_ERROR, error: Object.assign(codeError('51020'), { message: UNKNOWN_TIP }) },
        { type: BIND_ERROR, error: networkError() },
      ]
    : [];
  // The way is switched only while nothing is on its way, as the form allows.
  const ways: KolBindEvent[] = s.matches({ form: { submission: 'binding' } })
    ? []
    : [{ type: 'kol.usePhone' }, { type: 'kol.useCode' }];
  // The kept draft comes back when the form opens, before anything is typed or sent.
  const fresh =
    s.matches({ form: { way: 'byCode', submission: 'editing' } }) &&
    s.context.reference === undefined &&
    s.context.problem === undefined &&
    JSON.stringify(s.context.draft) === JSON.stringify(EMPTY_KOL_DRAFT);
  const restores: KolBindEvent[] = fresh
    ? [
        { type: 'kol.restore', draft: CODE_DRAFT },
        { type: 'kol.restore', draft: PHONE_DRAFT },
      ]
    : [];
  // One edit of each field: what is typed, not every keystroke.
  const edits: KolBindEvent[] = [
    ...(s.context.draft.kolCode === '' ? [{ type: 'kol.edit', kolCode: 'MOONMAX' } as const] : []),
  ];
  const own = [...restores, ...edits, ...ways, ...submitsFor(s), { type: 'kol.retry' } as const];
  return [...own.filter((e) => s.can(e)), ...settled];
}

export const kolBindModel = machineModel<Snapshot, KolBindModelEvent>(
  kolBindMachine,
  eventsFor,
  // The area-code child's snapshot is not part of the form's state.
  (s, e, prev) =>
    serializeWithTransition(
      { ...s, context: { ...s.context, reference: s.context.reference?.by } } as never,
      e,
      prev,
    ),
);

export const kolBindInputs = [{ name: 'newcomer', input: { activityId: KOL_ACTIVITY } }];

export const kolBindSpec: MachineModelSpec = {
  name: 'kolBind',
  machine: kolBindMachine,
  model: kolBindModel,
  inputs: kolBindInputs,
};
