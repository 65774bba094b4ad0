import { assign, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import {
  failureCode,
  ResponseCode,
  SESSION_CLEARING_CODES,
  toFailure,
} from '../src/domain/codes.ts';
import { INBOX_PAGE_SIZE } from '../src/domain/inbox.ts';
import type { AppInfo, SessionTokens } from '../src/domain/session.ts';
import type { UserInfo } from '../src/domain/user.ts';
import type { inboxMachine } from './inbox.machine.ts';
import type { SessionContext, SessionEvent, SessionInput } from './session.types.ts';
import { socketMachine } from './socket.machine.ts';

export type { SessionContext, SessionEvent, SessionInput } from './session.types.ts';

const isLoginRequired = (code: string | undefined) => code === ResponseCode.LoginRequired;
const isSessionClearing = (code: string | undefined) =>
  code !== undefined && SESSION_CLEARING_CODES.includes(code);
/** A code that refuses the token itself: it ends this session unless the browser holds another. */
const isTurningAway = (code: string | undefined) =>
  isLoginRequired(code) || isSessionClearing(code);

/**
 * The ids of what the session owns while the user is logged in: views look the inbox up in the
 * session's snapshot (`snapshot.children.inbox`), which has it exactly while it runs.
 */
export const SESSION_CHILDREN = {
  /** The private websocket (task progress, rewards, messages). */
  privateSocket: 'privateSocket',
  /** The inbox behind the header's unread badge and the inbox screen. */
  inbox: 'inbox',
} as const;

/**
 * The login state of SPEC §4: anonymous without a token, authenticated with one, and the
 * user's info loaded once authenticated. Codes 00004 and 434 clear the stored session;
 * 600 also sends the user to log in (natively in the app). While authenticated the session
 * runs the private socket and the inbox: however the session ends, leaving the state stops
 * them, and however it starts (a token at start-up, the app's login, a login in another tab),
 * entering it starts them. The tabs of a browser share one session, its cookie's: a tab follows
 * a login or a logout made in another, and a refused token ends the session only when the
 * cookie holds no newer one (a stale tab must not log a newer login out).
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'visitor' | 'loggedIn',
    children: {} as {
      privateSocket: 'privateSocket';
      inbox: 'inbox';
      loadInbox: 'loadInbox';
      loadUserInfo: 'loadUserInfo';
      watchSharedSession: 'watchSharedSession';
      readSharedSession: 'readSharedSession';
    },
  },
  actors: {
    /** The private websocket, asked for by kind: it locates its host once one is chosen. */
    privateSocket: socketMachine,
    /**
     * The inbox: its unread count from the start, its list once the inbox screen is shown. Its
     * code is a visitor's page's weight for nothing (issue 17), so the composition root provides
     * it once `loadInbox` has loaded it; the session starts it then.
     */
    inbox: {} as typeof inboxMachine,
    /** Loads the inbox's code (provided by the composition root). */
    loadInbox: fromPromise<void>(async () => {
      throw new Error('loadInbox is provided by the composition root');
    }),
    loadUserInfo: fromPromise<UserInfo, { tokens: SessionTokens | undefined }>(async () => {
      throw new Error('loadUserInfo is provided by the composition root');
    }),
    /**
     * Hears the browser's shared session (its cookie) change in another tab: ended
     * (`session.endedElsewhere`), or started with another token (`session.startedElsewhere`).
     * A tab that kept its own copy of the token would go on acting as the user after a logout,
     * or as a visitor after a login. Provided by the composition root.
     */
    watchSharedSession: fromCallback<SessionEvent, { token: string | undefined }>(() => () => {}),
    /** The tokens the browser's shared session holds now (the cookie), if any. */
    readSharedSession: fromPromise<SessionTokens | undefined>(async () => {
      throw new Error('readSharedSession is provided by the composition root');
    }),
  },
  actions: {
    /**
     * Removes the token cookie, the uToken fallback and the user store, and tells the browser's
     * other tabs the session ended; only while they hold `token`, the one this tab used (or
     * none): a newer login made in another tab is not this tab's to remove.
     */
    clearStoredSession: (_, _params: { token: string | undefined }) => {},
    /**
     * Tells the browser's other tabs the session this tab holds, so a tab logged out, or holding
     * an older token, follows it.
     */
    announceSessionStarted: (_, _params: { tokens: SessionTokens }) => {},
    /** Ends the session at the exchange, so its token stops working for every tab and holder. */
    endServerSession: (_, _params: { token: string | undefined }) => {},
    /** The inbox runs from its code's arrival until the session is left. */
    startInbox: spawnChild('inbox', {
      id: SESSION_CHILDREN.inbox,
      input: { pageSize: INBOX_PAGE_SIZE },
    }),
    stopInbox: stopChild(SESSION_CHILDREN.inbox),
    /** Writes the app info record and the token cookie handed over by the native app. */
    storeAppLogin: (_, _params: { appInfo: AppInfo; tokens: SessionTokens }) => {},
    /** After a logout: the /login page in a browser; in the app, the app's login (SPEC §8). */
    goToLoginPage: (_, _params: { inApp: boolean }) => {},
    /**
     * Tells the user why they were logged out (00004: the session expired or was ended; 434:
     * the same account logged in elsewhere). The notice outlives a reload of the page.
     */
    tellLoggedOut: (_, _params: { code: string }) => {},
    /**
     * Forgets what this tab keeps of any account's typing for later (the KOL form's drafts): a
     * logout leaves none of it to whoever uses the device next, the same trader included.
     */
    forgetDrafts: () => {},
    /**
     * The tab is this account's now: drafts another account left in it (its session ended
     * without a logout here: an expiry, another tab's logout) are forgotten. The account's own
     * stay, so a re-login after its session ended at Bind finds the form as it was.
     */
    forgetOtherAccountsDrafts: (_, _params: { userId: number }) => {},
    forgetSession: assign({
      tokens: undefined,
      user: undefined,
      failure: undefined,
      refusal: undefined,
    }),
    storeTokens: assign((_, params: { tokens: SessionTokens }) => ({ tokens: params.tokens })),
    /** Takes up another session: nothing of the former one (user, failure, refusal) is kept. */
    takeUpTokens: assign((_, params: { tokens: SessionTokens }) => ({
      tokens: params.tokens,
      user: undefined,
      failure: undefined,
      refusal: undefined,
    })),
    storeRefusal: assign((_, params: { code: string | undefined }) => ({ refusal: params.code })),
    storeUser: assign((_, params: { user: UserInfo }) => ({
      user: params.user,
      failure: undefined,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    /** Native login inside the app, the /login page in a browser (SPEC §8, code 600). */
    sendToLogin: (_, _params: { inApp: boolean }) => {},
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== undefined,
    isLoginRequiredCode: (_, params: { code: string | undefined }) => isLoginRequired(params.code),
    isTurningAwayCode: (_, params: { code: string | undefined }) => isTurningAway(params.code),
    /** Tokens other than the ones this tab holds: another session, made in another tab. */
    isAnotherSession: ({ context }, params: { tokens: SessionTokens | undefined }) =>
      params.tokens !== undefined && params.tokens.token !== context.tokens?.token,
  },
}).createMachine({
  id: 'session',
  description: 'Who the user is: a visitor, or a trader with tokens and user info.',
  context: ({ input }) => ({
    tokens: input.tokens,
    user: undefined,
    failure: undefined,
    refusal: undefined,
    inApp: input.inApp,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Looks at the tokens found at start-up.',
      always: [
        {
          guard: 'hasTokens',
          target: 'authenticated',
          // A tab that starts with a token may have just logged in: the tabs logged out follow.
          actions: {
            type: 'announceSessionStarted',
            params: ({ context }) => ({ tokens: context.tokens! }),
          },
        },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      description:
        'A visitor: no token, public gateways. A login made in another tab of the browser is followed.',
      tags: ['visitor'],
      invoke: {
        id: 'watchSharedSession',
        src: 'watchSharedSession',
        input: { token: undefined },
      },
      on: {
        'session.startedElsewhere': {
          target: 'authenticated',
          actions: { type: 'takeUpTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        },
        'session.login': {
          actions: { type: 'sendToLogin', params: ({ context }) => ({ inApp: context.inApp }) },
        },
        'session.appLogin': {
          target: 'authenticated',
          actions: [
            {
              type: 'storeAppLogin',
              params: ({ event }) => ({ appInfo: event.appInfo, tokens: event.tokens }),
            },
            { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
            { type: 'announceSessionStarted', params: ({ event }) => ({ tokens: event.tokens }) },
          ],
        },
      },
    },
    authenticated: {
      description:
        'A logged-in trader: a token is present, private gateways; the private socket and the inbox run.',
      tags: ['loggedIn'],
      invoke: [
        {
          id: SESSION_CHILDREN.privateSocket,
          src: 'privateSocket',
          input: { kind: 'private' },
        },
        // The inbox starts once its code is there (a visitor's page never loads it); a failed
        // load leaves the header without its badge until the next page.
        { id: 'loadInbox', src: 'loadInbox', onDone: { actions: 'startInbox' } },
        {
          id: 'watchSharedSession',
          src: 'watchSharedSession',
          input: ({ context }) => ({ token: context.tokens?.token }),
        },
      ],
      exit: 'stopInbox',
      initial: 'loadingUser',
      on: {
        'session.logout': {
          target: 'anonymous',
          actions: [
            {
              type: 'endServerSession',
              params: ({ context }) => ({ token: context.tokens?.token }),
            },
            {
              type: 'clearStoredSession',
              params: ({ context }) => ({ token: context.tokens?.token }),
            },
            'forgetSession',
            'forgetDrafts',
            { type: 'goToLoginPage', params: ({ context }) => ({ inApp: context.inApp }) },
          ],
        },
        // The expiry's way out (00004), told the same way. The tab that ended the session
        // cleared the shared store already; clearing it here could remove a newer login's.
        'session.endedElsewhere': {
          target: 'anonymous',
          actions: [
            'forgetSession',
            { type: 'tellLoggedOut', params: { code: ResponseCode.LoggedOut } },
          ],
        },
        // Another login in this browser: its session is the browser's, and this tab starts
        // over with it (user info, private socket, inbox) as after a login of its own.
        'session.startedElsewhere': {
          guard: {
            type: 'isAnotherSession',
            params: ({ event }) => ({ tokens: event.tokens }),
          },
          target: 'authenticated',
          reenter: true,
          actions: { type: 'takeUpTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        },
        'session.codeReceived': {
          guard: { type: 'isTurningAwayCode', params: ({ event }) => ({ code: event.code }) },
          target: '.refused',
          actions: { type: 'storeRefusal', params: ({ event }) => ({ code: event.code }) },
        },
      },
      states: {
        loadingUser: {
          description: 'Loads the user info (userinfo) with the token.',
          invoke: {
            id: 'loadUserInfo',
            src: 'loadUserInfo',
            input: ({ context }) => ({ tokens: context.tokens }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                {
                  type: 'forgetOtherAccountsDrafts',
                  params: ({ event }) => ({ userId: event.output.userId }),
                },
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isTurningAwayCode',
                  params: ({ event }) => ({ code: failureCode(event.error) }),
                },
                target: 'refused',
                actions: {
                  type: 'storeRefusal',
                  params: ({ event }) => ({ code: failureCode(event.error) }),
                },
              },
              {
                target: 'failed',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        ready: { description: 'The user info is shown.' },
        failed: {
          description: 'The user info could not be loaded; the token is kept and a retry offered.',
          on: { 'session.retry': 'loadingUser' },
        },
        refused: {
          description:
            "The exchange refused this tab's token (00004, 434, 600). Looks at the browser's shared session first: when another tab logged in since, the trader is logged in, and this tab follows that login instead of ending it.",
          invoke: {
            id: 'readSharedSession',
            src: 'readSharedSession',
            onDone: [
              {
                guard: {
                  type: 'isAnotherSession',
                  params: ({ event }) => ({ tokens: event.output }),
                },
                target: '#session.authenticated',
                reenter: true,
                actions: {
                  type: 'takeUpTokens',
                  params: ({ event }) => ({ tokens: event.output! }),
                },
              },
              { target: 'ending' },
            ],
            onError: 'ending',
          },
        },
        // The drafts stay, each readable by its own account only: the trader whose session ended
        // at Bind logs in again and presses Bind again (use pass 2, finding 10).
        ending: {
          description:
            "This tab's token was refused and the browser holds no other session: the session ends, with a notice saying why (00004, 434), or on the way to log in (600).",
          always: [
            {
              guard: {
                type: 'isLoginRequiredCode',
                params: ({ context }) => ({ code: context.refusal }),
              },
              target: '#session.anonymous',
              actions: [
                {
                  type: 'clearStoredSession',
                  params: ({ context }) => ({ token: context.tokens?.token }),
                },
                'forgetSession',
                { type: 'sendToLogin', params: ({ context }) => ({ inApp: context.inApp }) },
              ],
            },
            {
              target: '#session.anonymous',
              actions: [
                {
                  type: 'clearStoredSession',
                  params: ({ context }) => ({ token: context.tokens?.token }),
                },
                {
                  type: 'tellLoggedOut',
                  params: ({ context }) => ({ code: context.refusal ?? '' }),
                },
                'forgetSession',
              ],
            },
          ],
        },
      },
    },
  },
});
