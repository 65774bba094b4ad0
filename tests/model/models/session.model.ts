import type { SnapshotFrom } from 'xstate';
import { type SessionEvent, sessionMachine } from '../../../machines/session.machine.ts';
import type { SessionTokens } from '../../../src/domain/session.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { APP_TOKENS, codeError, networkError, TOKENS, USER } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';
import { serializeWithTransition } from './serialize.ts';

/** The tokens of a newer login made in another tab of the browser. */
export const NEWER_TOKENS: SessionTokens = { ...TOKENS, token: 'tok-2' };

/**
 * The session machine's events plus the synthetic ones of its loadUserInfo, loadInbox and
 * readSharedSession invokes.
 */
export type SessionModelEvent =
  | SessionEvent
  | InvokeSettled<'loadUserInfo', typeof USER>
  | InvokeSettled<'loadInbox', undefined>
  | InvokeSettled<'readSharedSession', SessionTokens | undefined>;

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
  { type: 'session.startedElsewhere', tokens: NEWER_TOKENS },
  { type: 'xstate.done.actor.loadUserInfo', output: USER },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('00004') },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('434') },
  { type: 'xstate.error.actor.loadUserInfo', error: codeError('600') },
  { type: 'xstate.error.actor.loadUserInfo', error: networkError() },
  { type: 'xstate.done.actor.loadInbox', output: undefined },
  // After a refusal, the cookie: gone, still this tab's token, or a newer login's.
  { type: 'xstate.done.actor.readSharedSession', output: undefined },
  { type: 'xstate.done.actor.readSharedSession', output: TOKENS },
  { type: 'xstate.done.actor.readSharedSession', output: NEWER_TOKENS },
  { type: 'xstate.error.actor.readSharedSession', error: new Error('cookie unreadable') },
];

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * A refused token's way out depends on the code (600: to log in; 00004, 434: the notice), which
 * the session forgets as it ends: the state it ends in is told apart by that code, or one way
 * out would hide the other from the shortest paths.
 */
const serializeSession = (s: SessionSnapshot, e?: SessionModelEvent, prev?: SessionSnapshot) => {
  const base = serializeWithTransition(s, e, prev);
  const refusal = prev?.context.refusal;
  return refusal !== undefined && s.context.refusal === undefined
    ? `${base} after ${refusal}`
    : base;
};

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const sessionModel = machineModel<SessionSnapshot, SessionModelEvent>(
  sessionMachine,
  (s) => SESSION_MODEL_EVENTS.filter((e) => s.can(e as SessionEvent)),
  serializeSession,
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
