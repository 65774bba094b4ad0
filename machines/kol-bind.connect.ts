import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { KolDraft, KolReference, KolReferenceProblem } from '../src/domain/beginner.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { KolBinding } from '../src/domain/user-codes.ts';
import type { areaCodeMachine } from './area-code.machine.ts';
import type { KolBindEvent, kolBindMachine } from './kol-bind.machine.ts';
import { stateFromTags } from './tag-state.ts';

type KolBindSnapshot = SnapshotFrom<typeof kolBindMachine>;

/** The KOL bind form's actor, a child of the KOL_BIND task. */
export type KolBindRef = ActorRefFrom<typeof kolBindMachine>;

/** What became of the last submit, for `data-state`; `bound` ends the form. */
export type KolBindState = 'editing' | 'binding' | 'refused' | 'failed' | 'bound';

const KOL_BIND_STATES: readonly KolBindState[] = ['binding', 'refused', 'failed', 'bound'];

/** Everything the KOL bind form needs. */
export interface KolBindApi {
  state: KolBindState;
  /** How the KOL is named: by code or by phone number. */
  way: 'code' | 'phone';
  /** What is typed in the fields (kept across a re-login until bound). */
  draft: KolDraft;
  /** The area-code picker, which exists only while the phone way is chosen. */
  areaCode: ActorRefFrom<typeof areaCodeMachine> | undefined;
  /** The mistake found before sending, shown under the field. */
  problem: KolReferenceProblem | undefined;
  /** The exchange's refusal, while refused. */
  refusal: { code: string | undefined; message: string | undefined } | undefined;
  failure: Failure | undefined;
  canRetry: boolean;
  /** The KOL bound, once bound. */
  binding: KolBinding | undefined;
  busy: boolean;
  /** A field changed: the code or the number as typed. */
  edit: (change: { kolCode?: string; mobile?: string; countryCode?: string }) => void;
  useCode: () => void;
  usePhone: () => void;
  submit: (reference: KolReference) => void;
  retry: () => void;
}

/** The KOL bind form's API, read from the tags of its way and its submission. */
export function connectKolBind(
  s: KolBindSnapshot,
  send: (event: KolBindEvent) => void,
): KolBindApi {
  const state = stateFromTags(s, KOL_BIND_STATES, 'editing');
  return {
    state,
    way: s.hasTag('byPhone') ? 'phone' : 'code',
    draft: s.context.draft,
    areaCode: (s.children as Record<string, ActorRefFrom<typeof areaCodeMachine> | undefined>)
      .areaCode,
    problem: s.context.problem,
    refusal: state === 'refused' ? s.context.refusal : undefined,
    failure: state === 'failed' ? s.context.failure : undefined,
    canRetry: s.can({ type: 'kol.retry' }),
    binding: s.context.binding,
    busy: state === 'binding',
    edit: (change) => send({ type: 'kol.edit', ...change }),
    useCode: () => send({ type: 'kol.useCode' }),
    usePhone: () => send({ type: 'kol.usePhone' }),
    submit: (reference) => send({ type: 'kol.submit', reference }),
    retry: () => send({ type: 'kol.retry' }),
  };
}
