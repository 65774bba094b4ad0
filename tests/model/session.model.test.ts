import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type SessionInput, sessionMachine } from '../../machines/session.machine.ts';
import { failureCode } from '../../src/domain/codes.ts';
import type { SessionTokens } from '../../src/domain/session.ts';
import type { UserInfo } from '../../src/domain/user.ts';
import { type SessionModelEvent, sessionModel, sessionSpec } from './models/session.model.ts';
import { deferred, flush } from './support.ts';

for (const { name, input: raw } of sessionSpec.inputs) {
  const input = raw as SessionInput;
  describe(`session paths: ${name}`, () => {
    for (const path of sessionModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let pending = deferred<UserInfo>();
        const loadUserInfo = vi.fn((_: { tokens: SessionTokens | undefined }) => {
          pending = deferred<UserInfo>();
          return pending.promise;
        });
        const effects = {
          clearStoredSession: vi.fn(),
          storeAppLogin: vi.fn(),
          goToLoginPage: vi.fn(),
          sendToLogin: vi.fn(),
          tellLoggedOut: vi.fn(),
        };
        const actor = createActor(
          sessionMachine.provide({
            actors: { loadUserInfo: fromPromise(({ input: i }) => loadUserInfo(i)) },
            actions: {
              clearStoredSession: effects.clearStoredSession,
              storeAppLogin: (_, p) => effects.storeAppLogin(p),
              goToLoginPage: effects.goToLoginPage,
              sendToLogin: (_, p) => effects.sendToLogin(p),
              tellLoggedOut: (_, p) => effects.tellLoggedOut(p),
            },
          }),
          { input },
        ).start();

        await path.test({
          states: {
            anonymous: () => {
              expect(actor.getSnapshot().context.tokens).toBeUndefined();
              expect(actor.getSnapshot().context.user).toBeUndefined();
            },
            'authenticated.loadingUser': () => {
              expect(loadUserInfo).toHaveBeenLastCalledWith({
                tokens: actor.getSnapshot().context.tokens,
              });
            },
            'authenticated.ready': () => {
              expect(actor.getSnapshot().context.user?.loginName).toBe('Ada Trader');
            },
            'authenticated.failed': () => {
              expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
              expect(actor.getSnapshot().context.tokens).toBeDefined();
            },
            '*': () => {},
          },
          events: {
            'xstate.done.actor.loadUserInfo': async ({ event }) => {
              pending.resolve((event as Extract<SessionModelEvent, { output: unknown }>).output);
              await flush();
            },
            'xstate.error.actor.loadUserInfo': async ({ event }) => {
              const { error } = event as Extract<SessionModelEvent, { error: unknown }>;
              const told = effects.tellLoggedOut.mock.calls.length;
              pending.reject(error);
              await flush();
              // 00004 and 434 end the session with a notice saying which; 600 asks to log in.
              const code = failureCode(error);
              const clearing = code === '00004' || code === '434';
              expect(effects.tellLoggedOut.mock.calls.length - told).toBe(clearing ? 1 : 0);
              if (clearing) expect(effects.tellLoggedOut).toHaveBeenLastCalledWith({ code });
            },
            'session.logout': ({ event }) => {
              actor.send(event as SessionModelEvent & { type: 'session.logout' });
              expect(effects.clearStoredSession).toHaveBeenCalled();
              expect(effects.goToLoginPage).toHaveBeenCalledTimes(1);
            },
            'session.login': ({ event }) => {
              actor.send(event as SessionModelEvent & { type: 'session.login' });
              expect(effects.sendToLogin).toHaveBeenLastCalledWith({ inApp: input.inApp });
            },
            'session.appLogin': ({ event }) => {
              const e = event as Extract<SessionModelEvent, { type: 'session.appLogin' }>;
              actor.send(e);
              expect(effects.storeAppLogin).toHaveBeenLastCalledWith({
                appInfo: e.appInfo,
                tokens: e.tokens,
              });
            },
            'session.codeReceived': ({ event }) => {
              const e = event as Extract<SessionModelEvent, { type: 'session.codeReceived' }>;
              const before = effects.sendToLogin.mock.calls.length;
              const told = effects.tellLoggedOut.mock.calls.length;
              actor.send(e);
              expect(effects.clearStoredSession).toHaveBeenCalled();
              expect(effects.sendToLogin.mock.calls.length - before).toBe(e.code === '600' ? 1 : 0);
              expect(effects.tellLoggedOut.mock.calls.length - told).toBe(e.code === '600' ? 0 : 1);
              if (e.code !== '600')
                expect(effects.tellLoggedOut).toHaveBeenLastCalledWith({ code: e.code });
            },
            'session.retry': ({ event }) => {
              actor.send(event as SessionModelEvent & { type: 'session.retry' });
            },
          },
        });
        // The real actor ends where the model says the path ends.
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
