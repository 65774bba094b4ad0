import type { ActivityInput } from '../../machines/activity.machine.ts';
import {
  ActivityDetailPaths,
  activityTimes,
  control,
  MarketPushes,
  type ShownStage,
} from '../e2e/models/activity-paths.model.ts';
import { SessionFlow } from '../e2e/models/session.model.ts';
import { ACTIVITY_T0, type ActivityModelEvent, DETAIL } from '../model/models/activity.model.ts';
import { type ActivitySnapshot, pathsFor } from './activity.plan.ts';
import {
  type PathAdapter,
  type PathContext,
  type PathScenario,
  pathRuns,
} from './support/adapter.ts';
import { CallGate } from './support/call-gate.ts';

const HOUR = 3_600_000;
/** How long before a deadline a timed path opens the page: room for the steps before it. */
const LEAD_MS = 120_000;

/** The calls a path holds so it can see the state they leave the page in. */
const ROUTES = {
  getActivityId: '/v1/activity/general/getActivityId',
  loadDetail: '/v1/activity/detail',
} as const;
type HeldCall = keyof typeof ROUTES;
/** A visitor's detail is the no-login call, the same `loadDetail` of the machine. */
const VISITOR_ROUTES: Record<HeldCall, string> = {
  ...ROUTES,
  loadDetail: '/v1/activity/noLoginDetail',
};

/** What a running path keeps: its held calls, the market pushes and the detail's pair. */
interface Run {
  view: ActivityDetailPaths;
  routes: Record<HeldCall, string>;
  gates: Partial<Record<HeldCall, CallGate>>;
  pushes: MarketPushes;
  pair: string | undefined;
}
const runs = pathRuns<Run>();
const runOf = runs.of;

/**
 * Opens the page with the given calls held, after logging in and moving the sandbox clock as
 * the scenario needs. The page's clock is installed first, so deadlines can be reached.
 */
async function open(
  ctx: PathContext,
  options: {
    path: string;
    pair?: string;
    held: HeldCall[];
    routes?: Record<HeldCall, string>;
    before?: () => Promise<void>;
  },
) {
  const { page } = ctx;
  await page.clock.install();
  await options.before?.();
  const gates: Run['gates'] = {};
  const routes = options.routes ?? ROUTES;
  for (const call of options.held) gates[call] = await CallGate.hold(page, routes[call]);
  const run: Run = {
    view: new ActivityDetailPaths(page),
    routes,
    gates,
    pushes: MarketPushes.watch(page),
    pair: options.pair,
  };
  runs.start(ctx, run);
  await page.goto(options.path);
}

function gate(ctx: PathContext, call: HeldCall): CallGate {
  const held = runOf(ctx).gates[call];
  if (!held) throw new Error(`the scenario does not hold ${call}`);
  return held;
}

/** Lets the held call through to the sandbox, which answers it for real. */
const answer = (ctx: PathContext, call: HeldCall) => () => gate(ctx, call).pass();

/** Lets the held call through with a fault switched on for it: the gateway answers 503. */
const fail = (ctx: PathContext, call: HeldCall) => async () => {
  await control(() => ctx.sandbox.addFault(`route=${runOf(ctx).routes[call]},status=503,times=1`));
  await gate(ctx, call).pass();
};

const UPCOMING_ID = 4;
const ENDING_ID = 5;
const NEWCOMER_ALIAS = 'newbie-bonus-100-usdt';
const TRADER = 'trader@demo.test';

const traderInput = (activityId: number): ActivityInput => ({
  activityId,
  variant: 'standard',
  loggedIn: true,
  inApp: false,
  now: ACTIVITY_T0,
});

/** Logs the trader in, then moves the sandbox clock to LEAD_MS before the activity's deadline. */
const traderBefore =
  (ctx: PathContext, activityId: number, deadline: 'startTime' | 'endTime') => async () => {
    await new SessionFlow(ctx.page).logInFromLoginPage(TRADER);
    const times = await control(() => activityTimes(ctx.request, ctx.baseURL, activityId));
    await control(() => ctx.sandbox.moveClock(times[deadline] - LEAD_MS));
  };

const upcomingInput = traderInput(UPCOMING_ID);
const upcoming: PathScenario<ActivitySnapshot, ActivityModelEvent> = {
  name: 'trader, BTC competition starting in two minutes',
  input: upcomingInput,
  paths: pathsFor(upcomingInput, {
    detail: { ...DETAIL, activityId: UPCOMING_ID },
    timer: 'notStarted',
    failures: true,
    refresh: true,
  }),
  start: (ctx) =>
    open(ctx, {
      path: `/activity/${UPCOMING_ID}`,
      pair: 'BTC_USDT',
      held: ['loadDetail'],
      before: traderBefore(ctx, UPCOMING_ID, 'startTime'),
    }),
};

const endingInput = traderInput(ENDING_ID);
const ending: PathScenario<ActivitySnapshot, ActivityModelEvent> = {
  name: 'trader, BTC sprint ending in two minutes',
  input: endingInput,
  paths: pathsFor(endingInput, {
    detail: {
      ...DETAIL,
      activityId: ENDING_ID,
      stage: 'IN_PROGRESS',
      startTime: ACTIVITY_T0 - HOUR,
      endTime: ACTIVITY_T0 + HOUR,
    },
    timer: 'inProgress',
    failures: false,
    refresh: false,
  }),
  start: (ctx) =>
    open(ctx, {
      path: `/activity/${ENDING_ID}`,
      pair: 'BTC_USDT',
      held: ['loadDetail'],
      before: traderBefore(ctx, ENDING_ID, 'endTime'),
    }),
};

const visitorInput: ActivityInput = {
  alias: NEWCOMER_ALIAS,
  variant: 'general',
  loggedIn: false,
  inApp: false,
  now: ACTIVITY_T0,
};
const { featuredPair: _pair, ...NO_PAIR } = DETAIL;
const visitor: PathScenario<ActivitySnapshot, ActivityModelEvent> = {
  name: 'visitor, newcomer event by its /events alias',
  input: visitorInput,
  paths: pathsFor(visitorInput, {
    detail: {
      ...NO_PAIR,
      activityId: 2,
      type: 1,
      stage: 'IN_PROGRESS',
      startTime: ACTIVITY_T0 - HOUR,
      endTime: ACTIVITY_T0 + 3 * HOUR,
    },
    failures: true,
    refresh: true,
  }),
  start: (ctx) =>
    open(ctx, {
      path: `/events/${NEWCOMER_ALIAS}`,
      held: ['getActivityId', 'loadDetail'],
      routes: VISITOR_ROUTES,
    }),
};

const nowhereInput: ActivityInput = {
  variant: 'standard',
  loggedIn: false,
  inApp: false,
  now: ACTIVITY_T0,
};
const nowhere: PathScenario<ActivitySnapshot, ActivityModelEvent> = {
  name: 'visitor, an /activity address with no id',
  input: nowhereInput,
  paths: pathsFor(nowhereInput, { detail: DETAIL, failures: true, refresh: false }),
  start: (ctx) => open(ctx, { path: '/activity/not-an-id', held: [] }),
};

const STAGES: Record<string, ShownStage> = {
  notStarted: 'NOT_START',
  inProgress: 'IN_PROGRESS',
  finished: 'FINISHED',
};

/** The page once the detail is shown: stage and countdown, chart, and the reload behind it. */
async function seeReady(ctx: PathContext, s: ActivitySnapshot) {
  const { view, pair } = runOf(ctx);
  const value = s.value as {
    ready: { stage: string; chart: string; detail: unknown; ranking: unknown };
  };
  await view.seeStage(STAGES[value.ready.stage]!);
  await view.seeChart(value.ready.chart === 'shown' ? 'shown' : 'none', pair);
  await view.seeRanking(s.matches({ ready: { ranking: 'following' } }) ? 'following' : 'none');
  await view.seeRefreshing(s.matches({ ready: { detail: 'refreshing' } }));
  await view.seeRefreshFailed(s.context.failure !== undefined);
}

const WORDS: Record<string, string> = {
  'activity.retry': 'they click Try again',
  'activity.refresh': 'the exchange’s clock moves and the detail reloads',
  'xstate.done.actor.getActivityId': 'the alias resolves to the campaign',
  'xstate.error.actor.getActivityId': 'resolving the alias fails (503)',
  'xstate.done.actor.loadDetail': 'the detail (a visitor’s without login) arrives',
  'xstate.error.actor.loadDetail': 'the detail call fails (503)',
  'xstate.done.actor.waitUntil': 'the countdown reaches its deadline',
};

/**
 * The activity page's browser paths: an upcoming and an ending trading campaign for a trader
 * (their countdowns reach the start and the end), a visitor on an /events alias, and an
 * address with no id.
 */
export const activityPaths: PathAdapter<ActivitySnapshot, ActivityModelEvent> = {
  machine: 'activity',
  scenarios: [upcoming, ending, visitor, nowhere],
  describeEvent: (event) => WORDS[event.type],
  states: (ctx) => ({
    resolvingId: () => runOf(ctx).view.seeLoading('resolvingId'),
    loading: () => runOf(ctx).view.seeLoading('loading'),
    notFound: () => runOf(ctx).view.seeNotFound(),
    // An /events page (the general variant) belongs to the events index, others to the centre.
    failed: (s) =>
      runOf(ctx).view.seeFailed(s.context.variant === 'general' ? 'All events' : 'All campaigns'),
    ready: (s) => seeReady(ctx, s),
  }),
  events: (ctx) => ({
    'activity.retry': () => runOf(ctx).view.retry(),
    'activity.refresh': () => control(() => ctx.sandbox.moveClock('+1s')),
    'xstate.done.actor.getActivityId': answer(ctx, 'getActivityId'),
    'xstate.error.actor.getActivityId': fail(ctx, 'getActivityId'),
    'xstate.done.actor.loadDetail': answer(ctx, 'loadDetail'),
    'xstate.error.actor.loadDetail': fail(ctx, 'loadDetail'),
    // Past the deadline on the page's clock: the page was opened LEAD_MS before it.
    'xstate.done.actor.waitUntil': () => ctx.page.clock.fastForward(LEAD_MS),
  }),
};
