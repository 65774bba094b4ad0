import { expect, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import { inboxMachine } from '../../machines/inbox.machine.ts';
import { type SessionInput, sessionMachine } from '../../machines/session.machine.ts';
import { selectInbox, selectPrivateSocket } from '../../machines/session.selectors.ts';
import { socketMachine } from '../../machines/socket.machine.ts';
import { failureCode } from '../../src/domain/codes.ts';
import type { InboxPage } from '../../src/domain/inbox.ts';
import type { SessionTokens } from '../../src/domain/session.ts';
import type { UserInfo } from '../../src/domain/user.ts';
import { type SessionModelEvent, sessionModel, sessionSpec } from './models/session.model.ts';
import { VS } from './models/socket.model.ts';
import { deferred, describePaths, flush } from './support.ts';

/** One connection of the private socket, or one run of the inbox: whether it still runs. */
interface Lifetime {
  url?: string;
  stopped: boolean;
}

/**
 * What the session runs while logged in, with fakes at the edge only: the real socket machine
 * (its host located, its connection a fake that opens at once) and the real inbox machine (its
 * push listener recording how long it runs, its calls never answered).
 */
function loggedInActors() {
  const sockets: Lifetime[] = [];
  const inboxes: Lifetime[] = [];
  const privateSocket = socketMachine.provide({
    actors: {
      locateTarget: fromPromise(async ({ input }) => ({
        kind: input.kind,
        host: 'http://api-1.localhost:8081',
        compress: false,
        vs: VS,
      })),
      openSocket: fromCallback(({ input, sendBack }) => {
        const socket: Lifetime = { url: input.url, stopped: false };
        sockets.push(socket);
        queueMicrotask(() => {
          if (!socket.stopped) sendBack({ type: 'socket.opened' });
        });
        return () => {
          socket.stopped = true;
        };
      }),
    },
    actions: { deliverMessage: () => {}, storeHost: () => {} },
  });
  const inbox = inboxMachine.provide({
    actors: {
      loadUnreadCount: fromPromise(() => new Promise<number>(() => {})),
      loadPage: fromPromise(() => new Promise<InboxPage>(() => {})),
      listenForMessages: fromCallback(() => {
        const run: Lifetime = { stopped: false };
        inboxes.push(run);
        return () => {
          run.stopped = true;
        };
      }),
    },
  });
  const running = <T extends Lifetime>(list: T[]) => list.filter((l) => !l.stopped);
  return { privateSocket, inbox, sockets, inboxes, running };
}

/** The children's snapshots settle a few promise turns after the session's step. */
const isOpen = (socket: AnyActorRef | undefined) =>
  socket?.getSnapshot().matches({ connection: 'open' }) === true;

describePaths('session', sessionModel, sessionSpec.inputs, async (path, raw) => {
  const input = raw as SessionInput;
  let pending = deferred<UserInfo>();
  const loadUserInfo = vi.fn((_: { tokens: SessionTokens | undefined }) => {
    pending = deferred<UserInfo>();
    return pending.promise;
  });
  const effects = {
    clearStoredSession: vi.fn(),
    announceSessionStarted: vi.fn(),
    endServerSession: vi.fn(),
    storeAppLogin: vi.fn(),
    goToLoginPage: vi.fn(),
    sendToLogin: vi.fn(),
    tellLoggedOut: vi.fn(),
    forgetDrafts: vi.fn(),
    forgetOtherAccountsDrafts: vi.fn(),
  };
  const loggedIn = loggedInActors();
  // The watchers of the browser's shared session: the path's other tab speaks through them.
  const watchers: (Lifetime & {
    token: string | undefined;
    tell: () => void;
    tellStarted: (tokens: SessionTokens) => void;
  })[] = [];
  // The cookie as a refused tab reads it: the path says what it holds.
  let shared = deferred<SessionTokens | undefined>();
  let readsShared = 0;
  let inboxCode = deferred<void>();
  let inboxLoaded = false;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUserInfo: fromPromise(({ input: i }) => loadUserInfo(i)),
        privateSocket: loggedIn.privateSocket,
        inbox: loggedIn.inbox,
        // The inbox's code arrives when the path says so; the session starts the inbox then.
        loadInbox: fromPromise(() => {
          inboxCode = deferred<void>();
          inboxLoaded = false;
          return inboxCode.promise;
        }),
        watchSharedSession: fromCallback(({ input: i, sendBack }) => {
          const watcher = {
            token: i.token,
            stopped: false,
            tell: () => sendBack({ type: 'session.endedElsewhere' }),
            tellStarted: (tokens: SessionTokens) =>
              sendBack({ type: 'session.startedElsewhere', tokens }),
          };
          watchers.push(watcher);
          return () => {
            watcher.stopped = true;
          };
        }),
        readSharedSession: fromPromise(() => {
          shared = deferred<SessionTokens | undefined>();
          readsShared += 1;
          return shared.promise;
        }),
      },
      actions: {
        clearStoredSession: (_, p) => effects.clearStoredSession(p),
        announceSessionStarted: (_, p) => effects.announceSessionStarted(p),
        endServerSession: (_, p) => effects.endServerSession(p),
        storeAppLogin: (_, p) => effects.storeAppLogin(p),
        goToLoginPage: (_, p) => effects.goToLoginPage(p),
        sendToLogin: (_, p) => effects.sendToLogin(p),
        tellLoggedOut: (_, p) => effects.tellLoggedOut(p),
        forgetDrafts: () => effects.forgetDrafts(),
        forgetOtherAccountsDrafts: (_, p) => effects.forgetOtherAccountsDrafts(p),
      },
    }),
    { input },
  ).start();

  /**
   * The refused token's way out, once the cookie is read: a newer login there is taken up,
   * else the session ends, removing the cookie only as holding this tab's token.
   */
  const settleRefusal = async (settle: () => void, stored: SessionTokens | undefined) => {
    const { tokens, refusal } = actor.getSnapshot().context;
    const told = effects.tellLoggedOut.mock.calls.length;
    const sent = effects.sendToLogin.mock.calls.length;
    const cleared = effects.clearStoredSession.mock.calls.length;
    const forgotten = effects.forgetDrafts.mock.calls.length;
    settle();
    await flush();
    // A session that ends without a logout leaves the drafts, each to its own account: the
    // trader logging in again finds the form as it was (use pass 2, finding 10).
    expect(effects.forgetDrafts.mock.calls.length).toBe(forgotten);
    if (stored !== undefined && stored.token !== tokens?.token) {
      expect(actor.getSnapshot().matches({ authenticated: 'loadingUser' })).toBe(true);
      expect(actor.getSnapshot().context.tokens).toEqual(stored);
      expect(loadUserInfo).toHaveBeenLastCalledWith({ tokens: stored });
      expect(effects.clearStoredSession.mock.calls.length).toBe(cleared);
      expect(effects.tellLoggedOut.mock.calls.length).toBe(told);
      expect(effects.sendToLogin.mock.calls.length).toBe(sent);
      return;
    }
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.clearStoredSession.mock.calls.length - cleared).toBe(1);
    expect(effects.clearStoredSession).toHaveBeenLastCalledWith({ token: tokens?.token });
    // 00004 and 434 end the session with a notice saying which; 600 asks to log in.
    expect(effects.sendToLogin.mock.calls.length - sent).toBe(refusal === '600' ? 1 : 0);
    expect(effects.tellLoggedOut.mock.calls.length - told).toBe(refusal === '600' ? 0 : 1);
    if (refusal !== '600')
      expect(effects.tellLoggedOut).toHaveBeenLastCalledWith({ code: refusal });
  };

  // A tab that starts with a token tells the others (it may come from a login page).
  expect(effects.announceSessionStarted.mock.calls).toEqual(
    input.tokens ? [[{ tokens: input.tokens }]] : [],
  );

  await path.test({
    states: {
      anonymous: async () => {
        expect(actor.getSnapshot().context.tokens).toBeUndefined();
        expect(actor.getSnapshot().context.user).toBeUndefined();
        // However the session ended, the private socket is closed and the inbox stopped.
        await flush();
        expect(loggedIn.running(loggedIn.sockets)).toEqual([]);
        expect(loggedIn.running(loggedIn.inboxes)).toEqual([]);
        expect(selectPrivateSocket(actor.getSnapshot())).toBeUndefined();
        expect(selectInbox(actor.getSnapshot())).toBeUndefined();
        // One watch on the shared session, for a login made in another tab.
        expect(loggedIn.running(watchers).map((w) => w.token)).toEqual([undefined]);
      },
      authenticated: async () => {
        // Logged in (a token at start-up, or the app's login): one private socket, open on
        // the chosen host, and, once its code is there, one inbox, both children of the session.
        await flush();
        expect(loggedIn.running(loggedIn.sockets)).toHaveLength(1);
        expect(loggedIn.running(loggedIn.sockets)[0]?.url).toBe(
          `ws://api-1.localhost:8081/api/v1/private/ws?vs=${VS}`,
        );
        expect(isOpen(selectPrivateSocket(actor.getSnapshot()))).toBe(true);
        // One watch on the shared session, for the token this tab holds.
        expect(loggedIn.running(watchers).map((w) => w.token)).toEqual([
          actor.getSnapshot().context.tokens?.token,
        ]);
        expect(loggedIn.running(loggedIn.inboxes)).toHaveLength(inboxLoaded ? 1 : 0);
        expect(selectInbox(actor.getSnapshot())?.getSnapshot().status).toBe(
          inboxLoaded ? 'active' : undefined,
        );
      },
      'authenticated.loadingUser': () => {
        expect(loadUserInfo).toHaveBeenLastCalledWith({
          tokens: actor.getSnapshot().context.tokens,
        });
      },
      'authenticated.ready': () => {
        expect(actor.getSnapshot().context.user?.loginName).toBe('Ada Trader');
      },
      'authenticated.refused': () => {
        // Nothing is ended before the cookie is looked at: it may hold a newer login.
        expect(readsShared).toBeGreaterThan(0);
        expect(actor.getSnapshot().context.refusal).toBeDefined();
        expect(actor.getSnapshot().context.tokens).toBeDefined();
      },
      'authenticated.failed': () => {
        expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
        expect(actor.getSnapshot().context.tokens).toBeDefined();
      },
      '*': () => {},
    },
    events: {
      'xstate.done.actor.loadUserInfo': async ({ event }) => {
        const { output } = event as Extract<
          SessionModelEvent,
          { type: 'xstate.done.actor.loadUserInfo' }
        >;
        const forgotten = effects.forgetOtherAccountsDrafts.mock.calls.length;
        pending.resolve(output);
        await flush();
        // The tab is this account's now: what another account left in it is forgotten.
        expect(effects.forgetOtherAccountsDrafts.mock.calls.length - forgotten).toBe(1);
        expect(effects.forgetOtherAccountsDrafts).toHaveBeenLastCalledWith({
          userId: output.userId,
        });
      },
      'xstate.error.actor.loadUserInfo': async ({ event }) => {
        const { error } = event as Extract<SessionModelEvent, { error: unknown }>;
        const told = effects.tellLoggedOut.mock.calls.length;
        const cleared = effects.clearStoredSession.mock.calls.length;
        pending.reject(error);
        await flush();
        // 00004, 434 and 600 refuse the token: the cookie is looked at before anything ends.
        const code = failureCode(error);
        expect(actor.getSnapshot().context.refusal).toBe(code);
        expect(effects.tellLoggedOut.mock.calls.length).toBe(told);
        expect(effects.clearStoredSession.mock.calls.length).toBe(cleared);
      },
      'xstate.done.actor.readSharedSession': async ({ event }) => {
        const { output } = event as Extract<
          SessionModelEvent,
          { type: 'xstate.done.actor.readSharedSession' }
        >;
        await settleRefusal(() => shared.resolve(output), output);
      },
      'xstate.error.actor.readSharedSession': async ({ event }) => {
        const { error } = event as Extract<SessionModelEvent, { error: unknown }>;
        await settleRefusal(() => shared.reject(error), undefined);
      },
      'session.logout': ({ event }) => {
        const { token } = actor.getSnapshot().context.tokens ?? {};
        actor.send(event as SessionModelEvent & { type: 'session.logout' });
        // A logout leaves nothing typed to whoever uses the device next (a shared phone).
        expect(effects.forgetDrafts).toHaveBeenCalledTimes(1);
        // Ended at the exchange too, so no other tab or holder of the token goes on with it.
        expect(effects.endServerSession).toHaveBeenCalledTimes(1);
        expect(effects.endServerSession).toHaveBeenLastCalledWith({ token });
        expect(effects.clearStoredSession).toHaveBeenLastCalledWith({ token });
        // To log in: the /login page in a browser, the app's own login in the app (use pass 2,
        // finding 2: the app's web view was sent to the web /login page).
        expect(effects.goToLoginPage).toHaveBeenCalledTimes(1);
        expect(effects.goToLoginPage).toHaveBeenLastCalledWith({ inApp: input.inApp });
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
        // The browser's other tabs (the app's other web views) follow this login.
        expect(effects.announceSessionStarted).toHaveBeenLastCalledWith({ tokens: e.tokens });
      },
      'session.codeReceived': ({ event }) => {
        const e = event as Extract<SessionModelEvent, { type: 'session.codeReceived' }>;
        const before = effects.sendToLogin.mock.calls.length;
        const told = effects.tellLoggedOut.mock.calls.length;
        const cleared = effects.clearStoredSession.mock.calls.length;
        actor.send(e);
        // The token is refused; the cookie is looked at before anything ends (a newer login
        // made in another tab is not this tab's to end).
        expect(actor.getSnapshot().matches({ authenticated: 'refused' })).toBe(true);
        expect(actor.getSnapshot().context.refusal).toBe(e.code);
        expect(effects.clearStoredSession.mock.calls.length).toBe(cleared);
        expect(effects.sendToLogin.mock.calls.length).toBe(before);
        expect(effects.tellLoggedOut.mock.calls.length).toBe(told);
      },
      'session.startedElsewhere': async ({ event }) => {
        const { tokens } = event as Extract<
          SessionModelEvent,
          { type: 'session.startedElsewhere' }
        >;
        const cleared = effects.clearStoredSession.mock.calls.length;
        const ended = effects.endServerSession.mock.calls.length;
        const told = effects.tellLoggedOut.mock.calls.length;
        const [watcher] = loggedIn.running(watchers);
        expect(watcher).toBeDefined();
        // Delivered as the real one is: by the invoked watcher, not sent from outside.
        watcher?.tellStarted(tokens);
        await flush();
        // Logged in with the other tab's session, which loads the user afresh; nothing of the
        // shared store is touched and no logout is told.
        expect(actor.getSnapshot().matches({ authenticated: 'loadingUser' })).toBe(true);
        expect(actor.getSnapshot().context.tokens).toEqual(tokens);
        expect(loadUserInfo).toHaveBeenLastCalledWith({ tokens });
        expect(loggedIn.running(watchers).map((w) => w.token)).toEqual([tokens.token]);
        expect(effects.clearStoredSession.mock.calls.length).toBe(cleared);
        expect(effects.endServerSession.mock.calls.length).toBe(ended);
        expect(effects.tellLoggedOut.mock.calls.length).toBe(told);
      },
      'session.endedElsewhere': () => {
        const forgotten = effects.forgetDrafts.mock.calls.length;
        const cleared = effects.clearStoredSession.mock.calls.length;
        const ended = effects.endServerSession.mock.calls.length;
        const told = effects.tellLoggedOut.mock.calls.length;
        const [watcher] = loggedIn.running(watchers);
        expect(watcher).toBeDefined();
        // Delivered as the real one is: by the invoked watcher, not sent from outside.
        watcher?.tell();
        // Logged out as on an expiry (00004), leaving the shared store to the tab that ended it,
        // and the drafts to their own account.
        expect(actor.getSnapshot().matches('anonymous')).toBe(true);
        expect(effects.forgetDrafts.mock.calls.length).toBe(forgotten);
        expect(effects.tellLoggedOut.mock.calls.length - told).toBe(1);
        expect(effects.tellLoggedOut).toHaveBeenLastCalledWith({ code: '00004' });
        expect(effects.clearStoredSession.mock.calls.length).toBe(cleared);
        expect(effects.endServerSession.mock.calls.length).toBe(ended);
      },
      'xstate.done.actor.loadInbox': async () => {
        inboxCode.resolve();
        inboxLoaded = true;
        await flush();
        expect(loggedIn.running(loggedIn.inboxes)).toHaveLength(1);
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
