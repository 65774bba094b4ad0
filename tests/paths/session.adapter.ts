import type { SnapshotFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import { SessionPaths } from '../e2e/models/session-paths.model.ts';
import {
  type SessionModelEvent,
  sessionModel,
  sessionSpec,
} from '../model/models/session.model.ts';
import { type PathAdapter, type PathContext, pathRuns } from './support/adapter.ts';
import { CallGate } from './support/call-gate.ts';
import { coveringPaths } from './support/select.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type ModelPath = ReturnType<typeof sessionModel.getShortestPaths>[number];

const USER_INFO = '/v1/user/overview/userinfo';
const TRADER = 'trader@demo.test';
const TRADER_IN_APP = 'Ada Trader (trader@demo.test)';

const CODE_WORDS: Record<string, string> = {
  '00004': '00004 (logged out)',
  '434': '434 (replaced by a newer login)',
  '600': '600 (login required)',
};

/** The code an event carries: a call's answer, or the userinfo failure's. */
const codeOf = (event: SessionModelEvent): string | undefined => {
  if (event.type === 'session.codeReceived') return event.code;
  if (event.type === 'xstate.error.actor.loadUserInfo') {
    const error = event.error as { kind?: string; code?: string };
    return error.kind === 'code' ? error.code : undefined;
  }
  return undefined;
};

const inputOf = (name: string) => {
  const found = sessionSpec.inputs.find((i) => i.name === name);
  if (!found) throw new Error(`no session input named ${name}`);
  return found.input;
};

/**
 * Whether a browser can take the step: after a refused token the browser's cookie holds this
 * tab's own token (the path's faults refuse a token the exchange still knows), never another
 * login nor nothing, and reading it does not fail. The steps it cannot take end as the
 * ones it can (the model's unit test takes them all).
 */
const cookieAsInBrowser = (step: ModelPath['steps'][number], before: SessionSnapshot) => {
  const event = step.event;
  if (event.type === 'xstate.error.actor.readSharedSession') return false;
  if (event.type !== 'xstate.done.actor.readSharedSession') return true;
  return event.output !== undefined && event.output.token === before.context.tokens?.token;
};

/** The model's paths from an input that use only the events `allowed` keeps. */
const pathsFrom = (input: unknown, allowed: (e: SessionModelEvent) => boolean): ModelPath[] =>
  coveringPaths(
    sessionMachine,
    input,
    sessionModel
      .getShortestPaths({ input, allowDuplicatePaths: true })
      // The first step is the start (xstate.init), not an event to make.
      .filter((p) =>
        p.steps
          .slice(1)
          .every((s, i) => allowed(s.event) && cookieAsInBrowser(s, p.steps[i]!.state)),
      ),
  );

/** Only the native app hands tokens over. */
const notAppLogin = (e: SessionModelEvent) => e.type !== 'session.appLogin';
/**
 * In the app only what differs from a browser: the native login handed over, and the login
 * button asking the bridge. The rest is the browser's (logging out there leaves the web view).
 */
const nativeOnly = (e: SessionModelEvent) =>
  ['session.appLogin', 'session.login', 'xstate.done.actor.loadUserInfo'].includes(e.type);

interface SessionRun {
  session: SessionPaths;
  gate?: CallGate;
}

const runOf = pathRuns<SessionRun>((ctx) => ({ session: new SessionPaths(ctx.page) })).of;

/** Holds userinfo from the start, so `loadingUser` is seen and its outcome chosen. */
const holdUserInfo = async (ctx: PathContext) => {
  runOf(ctx).gate = await CallGate.hold(ctx.page, USER_INFO);
};

const gateOf = (ctx: PathContext): CallGate => {
  const gate = runOf(ctx).gate;
  if (!gate) throw new Error('userinfo is not held in this scenario');
  return gate;
};

/** The session of SPEC §4: visitor, trader with a cookie, native login in the app. */
export const sessionAdapter: PathAdapter<SessionSnapshot, SessionModelEvent> = {
  machine: 'session',
  scenarios: [
    {
      name: 'visitor in a browser',
      input: inputOf('visitor in a browser'),
      paths: () => pathsFrom(inputOf('visitor in a browser'), notAppLogin),
      start: async (ctx) => {
        await holdUserInfo(ctx);
        await runOf(ctx).session.openAsVisitor();
      },
    },
    {
      name: 'visitor in the app',
      input: inputOf('visitor in the app'),
      paths: () => pathsFrom(inputOf('visitor in the app'), nativeOnly),
      start: async (ctx) => {
        await holdUserInfo(ctx);
        await runOf(ctx).session.openInApp();
      },
    },
    {
      name: 'trader with a cookie',
      input: inputOf('trader with a cookie'),
      paths: () => pathsFrom(inputOf('trader with a cookie'), notAppLogin),
      start: async (ctx) => {
        const { session } = runOf(ctx);
        await session.flow.logInFromLoginPage(TRADER);
        // Held only once this page's own userinfo has answered, so the gate holds the next one.
        await session.flow.seeSignedIn('Ada Trader');
        await holdUserInfo(ctx);
        await ctx.page.goto('/');
      },
    },
  ],
  describeEvent(event) {
    const code = codeOf(event);
    switch (event.type) {
      case 'session.login':
        return 'the visitor clicks Log in';
      case 'session.logout':
        return 'the trader clicks Log out';
      case 'session.retry':
        return 'the trader clicks Retry';
      case 'session.appLogin':
        return 'the app hands over a native login';
      case 'session.endedElsewhere':
        return 'the trader logs out in another tab of the browser';
      case 'session.startedElsewhere':
        return 'the trader logs in in another tab of the browser';
      case 'xstate.done.actor.readSharedSession':
        return 'the cookie still holds the refused token';
      case 'session.codeReceived':
        return `another call answers ${CODE_WORDS[code ?? ''] ?? code}`;
      case 'xstate.done.actor.loadUserInfo':
        return 'userinfo answers';
      case 'xstate.error.actor.loadUserInfo':
        return code
          ? `userinfo answers ${CODE_WORDS[code] ?? code}`
          : 'userinfo loses its connection';
      default:
        return undefined;
    }
  },
  states: (ctx) => {
    const { session } = runOf(ctx);
    return {
      anonymous: () => session.seeVisitor(),
      'authenticated.loadingUser': () => session.seeAccount('loadingUser', 'Loading your account…'),
      'authenticated.ready': () => session.seeAccount('ready', 'Signed in as Ada Trader'),
      'authenticated.failed': async () => {
        await session.seeAccount('failed', 'Your account could not be loaded.');
      },
    };
  },
  events: (ctx) => {
    const { session } = runOf(ctx);
    return {
      'session.login': () => session.clickLogIn(),
      'session.logout': () => session.clickLogOut(),
      'session.retry': () => session.clickRetry(),
      'session.endedElsewhere': () => session.logOutInAnotherTab(),
      'session.startedElsewhere': () => session.logInInAnotherTab(TRADER),
      'session.appLogin': () => session.logInInApp(TRADER_IN_APP),
      'session.codeReceived': async ({ event }) => {
        const code = codeOf(event as SessionModelEvent);
        // Only opening an activity calls its detail; the centre refreshes other routes itself.
        await ctx.sandbox.addFault(`route=/v1/activity/*etail,code=${code},times=1`);
        await session.openFirstActivity();
        if (code === '600') await session.followLoginRequired();
      },
      'xstate.done.actor.loadUserInfo': () => gateOf(ctx).pass(),
      'xstate.error.actor.loadUserInfo': async ({ event }) => {
        const code = codeOf(event as SessionModelEvent);
        if (!code) return gateOf(ctx).dropRead();
        await ctx.sandbox.addFault(`route=${USER_INFO},code=${code},times=1`);
        await gateOf(ctx).pass();
        if (code === '600') await session.followLoginRequired();
      },
    };
  },
};
