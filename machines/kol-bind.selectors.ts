import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { KolReferenceProblem } from '../src/domain/beginner.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { KolBinding } from '../src/domain/user-codes.ts';
import type { areaCodeMachine } from './area-code.machine.ts';
import type { kolBindMachine } from './kol-bind.machine.ts';

type KolBindSnapshot = SnapshotFrom<typeof kolBindMachine>;

/** The KOL bind form's actor, a child of the KOL_BIND task. */
export type KolBindRef = ActorRefFrom<typeof kolBindMachine>;

/** editing, binding, refused, failed or bound, for `data-state`. */
export const selectKolBindState = (s: KolBindSnapshot): string =>
  s.matches('bound')
    ? 'bound'
    : String((s.value as { form: { submission: string } }).form.submission);

/** How the KOL is named: by code or by phone number. */
export const selectKolWay = (s: KolBindSnapshot): 'code' | 'phone' =>
  s.matches({ form: { way: 'byPhone' } }) ? 'phone' : 'code';

/** The picker of the phone way, while that way is chosen. */
export const selectAreaCodeRef = (
  s: KolBindSnapshot,
): ActorRefFrom<typeof areaCodeMachine> | undefined =>
  (s.children as Record<string, ActorRefFrom<typeof areaCodeMachine> | undefined>).areaCode;

/** The mistake found before sending, shown under the field. */
export const selectKolProblem = (s: KolBindSnapshot): KolReferenceProblem | undefined =>
  s.context.problem;

/** The exchange's refusal, while refused. */
export const selectKolRefusal = (
  s: KolBindSnapshot,
): { code: string | undefined; message: string | undefined } | undefined =>
  s.matches({ form: { submission: 'refused' } }) ? s.context.refusal : undefined;

/** Why the bind got no answer, while failed. */
export const selectKolFailure = (s: KolBindSnapshot): Failure | undefined =>
  s.matches({ form: { submission: 'failed' } }) ? s.context.failure : undefined;

/** The KOL bound, once bound. */
export const selectKolBinding = (s: KolBindSnapshot): KolBinding | undefined => s.context.binding;

/** Whether the bind call is on its way. */
export const selectIsBinding = (s: KolBindSnapshot): boolean =>
  s.matches({ form: { submission: 'binding' } });
