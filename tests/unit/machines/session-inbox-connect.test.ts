import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectInbox } from '../../../machines/inbox.connect.ts';
import { inboxMachine } from '../../../machines/inbox.machine.ts';
import { connectSession } from '../../../machines/session.connect.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { socketMachine } from '../../../machines/socket.machine.ts';
import type { InboxPage } from '../../../src/domain/inbox.ts';
import type { SocketTarget } from '../../../src/domain/socket-url.ts';
import type { UserInfo } from '../../../src/domain/user.ts';
import { APP_TOKENS, USER } from '../../model/models/fixtures.ts';

const pending = <T>() => new Promise<T>(() => {});

/** An inbox whose calls answer only when the test says so. */
const inbox = (count: () => Promise<number>) =>
  inboxMachine.provide({
    actors: {
      loadUnreadCount: fromPromise(count),
      loadPage: fromPromise(() => pending<InboxPage>()),
      listenForMessages: fromCallback(() => () => {}),
    },
  });

function startSession(user: () => Promise<UserInfo>) {
  return createActor(
    sessionMachine.provide({
      actors: {
        loadUserInfo: fromPromise(user),
        privateSocket: socketMachine.provide({
          actors: { locateTarget: fromPromise(() => pending<SocketTarget>()) },
        }),
        inbox: inbox(() => pending<number>()),
        loadInbox: fromPromise(async () => {}),
      },
      actions: { storeAppLogin: () => {} },
    }),
    { input: { tokens: undefined, inApp: true } },
  ).start();
}

describe('connectSession', () => {
  it('gives a visitor login and no inbox, then a logged-in user the inbox the session runs', async () => {
    const session = startSession(async () => USER);
    const send = vi.fn();
    const visitor = connectSession(session.getSnapshot(), send);
    expect(visitor).toMatchObject({
      state: 'anonymous',
      visitor: true,
      loggedIn: false,
      canLogin: true,
      canLogout: false,
      inbox: undefined,
    });
    visitor.login();
    expect(send).toHaveBeenCalledWith({ type: 'session.login' });

    session.send({
      type: 'session.appLogin',
      appInfo: { appVersion: '3.5.0', uid: '7', uToken: APP_TOKENS.token },
      tokens: APP_TOKENS,
    });
    expect(connectSession(session.getSnapshot(), send)).toMatchObject({
      state: 'loadingUser',
      loggedIn: true,
      canLogin: false,
    });
    await vi.waitFor(() => expect(connectSession(session.getSnapshot(), send).state).toBe('ready'));
    const trader = connectSession(session.getSnapshot(), send);
    expect(trader).toMatchObject({ loginName: 'Ada Trader', agent: false, canLogout: true });
    expect(trader.inbox).toBeDefined();
    expect(trader.inbox).toBe(session.getSnapshot().children.inbox);
    expect(trader.inbox?.getSnapshot().status).toBe('active');
    trader.logout();
    expect(send).toHaveBeenLastCalledWith({ type: 'session.logout' });
  });
});

describe('connectInbox', () => {
  it('reads the list and the badge from tags, and offers only what the machine allows', async () => {
    let answer: (n: number) => void = () => {};
    const actor = createActor(
      inbox(() => new Promise<number>((resolve) => (answer = resolve))),
      { input: { pageSize: 10 } },
    ).start();
    const first = connectInbox(actor.getSnapshot(), actor.send);
    expect(first).toMatchObject({
      listState: 'waiting',
      listLoading: true,
      listShown: false,
      detailState: 'closed',
      unreadCount: undefined,
      canLoadMore: false,
      canMarkAllRead: false,
      canClose: false,
      markingAllRead: false,
    });
    first.show();
    expect(connectInbox(actor.getSnapshot(), actor.send).listState).toBe('loading');
    answer(3);
    await vi.waitFor(() =>
      expect(connectInbox(actor.getSnapshot(), actor.send).unreadCount).toBe(3),
    );
    expect(connectInbox(actor.getSnapshot(), actor.send).canMarkAllRead).toBe(true);
  });
});
