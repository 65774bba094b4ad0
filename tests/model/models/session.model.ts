import type { SnapshotFrom } from 'xstate';
import { type SessionEvent, sessionMachine } from '../../../machines/session.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { APP_TOKENS, codeError, networkError, TOKENS, USER } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** The session machine's events plus the synthetic ones of its loadUserInfo and loadInbox invokes. */
export type SessionModelEvent =
  | SessionEvent
  | InvokeSettled<'loadUserInfo', typeof USER>
  | InvokeSettled<'loadInbox', undefined>;

export const SESSION_MODEL_EVENTS: SessionModelEvent[] = [
  { type: 'session.login' },
  { type: 'session.logout' },
  { type: 'session.retry' },
  {
    type: 'session.appLogin',
    appInfo: { appVersion: '3.4.0', uid: '7', uToken: APP_TOKENS.token },
    tokens: APP_TOKENS,
  },
  { type: 'session.codeReceived', code: '00004' },
  { type: 'session.codeReceived', code: '434' },
  { type: 'session.codeReceived', code: '600' },
  { type: 'session.endedElsewhere' },
  { type: 'xstate.done.actor.loadUserInfo', output: USER },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('00004') },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('434') },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('600') },
  { type: 'xstate.error.actor.loadUserInfo', error: networkError() },
  { type: 'xstate.done.actor.loadInbox', output: undefined },
];

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const sessionModel = machineModel<SnapshotFrom<typeof sessionMachine>, SessionModelEvent>(
  sessionMachine,
  (s) => SESSION_MODEL_EVENTS.filter((e) => s.can(e as SessionEvent)),
);

export const sessionSpec: MachineModelSpec = {
  name: 'session',
  machine: sessionMachine,
  model: sessionModel,
  inputs: [
    { name: 'visitor in a browser', input: { tokens: undefined, inApp: false } },
    { name: 'visitor in the app', input: { tokens: undefined, inApp: true } },
    { name: 'trader with a cookie', input: { tokens: TOKENS, inApp: false } },
  ],
};
