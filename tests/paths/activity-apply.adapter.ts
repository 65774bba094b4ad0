import { expect } from '@playwright/test';
import type { ActivityApplyInput, ApplyFacts } from '../../machines/activity-apply.machine.ts';
import type { ActivityStage } from '../../src/domain/activity.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import {
  type ApplyRequirements,
  isFinalRefusal,
  TOO_FREQUENT_BACKOFF_MS,
} from '../../src/domain/activity-enrolment.ts';
import { ActivityDetailPaths, activityTimes, control } from '../e2e/models/activity-paths.model.ts';
import { EnrolmentPaths } from '../e2e/models/apply-paths.model.ts';
import { SessionFlow } from '../e2e/models/session.model.ts';
import {
  APPLIED,
  type ApplyModelEvent,
  COOLING_DOWN_EVENT,
  failureOf,
  NOT_APPLIED,
} from '../model/models/activity-apply.model.ts';
import { codeError, networkError } from '../model/models/fixtures.ts';
import { type ApplySnapshot, eachAnswer, type Plan, pathsFor } from './activity-apply.plan.ts';
import { describeEvent } from './activity-apply.words.ts';
import {
  type PathAdapter,
  type PathContext,
  type PathScenario,
  pathRuns,
} from './support/adapter.ts';
import { CallGate } from './support/call-gate.ts';

/** The calls a path holds so it can see the state they leave enrolment in. */
const ROUTES = {
  loadApplyStatus: '/v1/activity/applyStatus',
  applyToActivity: '/v1/activity/apply',
  checkAirdropPosition: '/v1/activity/general/checkAirdropPositionAccount',
} as const;
type HeldCall = keyof typeof ROUTES;

/** What a running path keeps: the panel, its held calls, the campaign's end, where it went. */
interface Run {
  panel: EnrolmentPaths;
  detail: ActivityDetailPaths;
  gates: Partial<Record<HeldCall, CallGate>>;
  endTime: number;
  /** The visitor's apply took the page to login or /download. */
  left?: string;
  /** The stage enrolment was last told; none before the page's first facts. */
  stage?: ActivityStage;
}
const runs = pathRuns<Run>();
const runOf = runs.of;

function gate(ctx: PathContext, call: HeldCall): CallGate {
  const held = runOf(ctx).gates[call];
  if (!held) throw new Error(`the scenario does not hold ${call}`);
  return held;
}

const fault = (ctx: PathContext, spec: string) => control(() => ctx.sandbox.addFault(spec));

/** Opens the campaign, logged in as `email` (or as a visitor), with enrolment's calls held. */
async function open(ctx: PathContext, activityId: number, email?: string) {
  const { page } = ctx;
  await page.clock.install();
  if (email) await new SessionFlow(page).logInFromLoginPage(email);
  const times = await control(() => activityTimes(ctx.request, ctx.baseURL, activityId));
  const gates: Run['gates'] = {};
  if (email)
    for (const call of Object.keys(ROUTES) as HeldCall[])
      gates[call] = await CallGate.hold(page, ROUTES[call]);
  runs.start(ctx, {
    panel: new EnrolmentPaths(page),
    detail: new ActivityDetailPaths(page),
    gates,
    endTime: times.endTime,
  });
  await page.goto(`/activity/${activityId}`);
}

/**
 * Makes the held apply call answer as the model's error says: a refusal code or a 503 through
 * a sandbox fault, a cut connection, or an unreadable answer (the call runs, its answer is lost).
 */
async function failApply(ctx: PathContext, error: unknown) {
  const { kind, code } = error as { kind: string; code?: string };
  const route = ROUTES.applyToActivity;
  if (kind === 'network') return gate(ctx, 'applyToActivity').drop();
  if (kind === 'code') await fault(ctx, `route=${route},code=${code},times=1`);
  if (kind === 'http') await fault(ctx, `route=${route},status=503,times=1`);
  if (kind === 'malformed') await fault(ctx, `route=${route},body=malformed,times=1`);
  await gate(ctx, 'applyToActivity').pass();
}

/** The airdrop check refuses with 51070 (a fault) or gets no answer (a cut connection). */
async function failCheck(ctx: PathContext, error: unknown) {
  const { kind, code } = error as { kind: string; code?: string };
  if (kind !== 'code') return gate(ctx, 'checkAirdropPosition').dropRead();
  await fault(ctx, `route=${ROUTES.checkAirdropPosition},code=${code},times=1`);
  await gate(ctx, 'checkAirdropPosition').pass();
}

/** Moves the sandbox clock past the campaign's end, or back an hour before it. */
async function moveStage(ctx: PathContext, stage: ActivityStage) {
  const { endTime } = runOf(ctx);
  await control(() =>
    ctx.sandbox.moveClock(stage === 'FINISHED' ? endTime + 60_000 : endTime - 3_600_000),
  );
  await runOf(ctx).detail.activity.seeStage(stage);
}

type FactsEvent = Extract<ApplyModelEvent, { type: 'activity.factsChanged' }>;

/**
 * The campaign's facts reach enrolment: the first ones come with the page; later ones are a
 * reload (a clock push) or, with another stage, the clock jumping past the end or back.
 */
async function tellFacts(ctx: PathContext, event: FactsEvent) {
  const run = runOf(ctx);
  const shown = run.stage;
  run.stage = event.stage;
  if (shown === undefined) return;
  if (event.stage === shown) await control(() => ctx.sandbox.moveClock('+1s'));
  else await moveStage(ctx, event.stage);
}

const NONE: ApplyRequirements = {
  downloadRequired: false,
  entryCode: undefined,
  airdropPrizeId: undefined,
};

const inputFor = (
  activityId: number,
  over: Partial<ActivityApplyInput> = {},
): ActivityApplyInput => ({
  activityId,
  identifier: `evt_${activityId}`,
  variant: 'standard',
  loggedIn: true,
  inApp: false,
  ...over,
});

/** What a running campaign's detail says, with its requirements. */
const running = (requirements: Partial<ApplyRequirements> = {}): ApplyFacts => ({
  stage: 'IN_PROGRESS',
  requirements: { ...NONE, ...requirements },
});

/** One account on one campaign: the input the model starts from and the plan of the sandbox. */
function scenario(
  name: string,
  input: ActivityApplyInput,
  plan: Plan,
  email?: string,
): PathScenario<ApplySnapshot, ApplyModelEvent> {
  return {
    name,
    input,
    paths: pathsFor(input, plan),
    start: (ctx) => open(ctx, input.activityId, email),
  };
}

const TEAM_RACE = 14;
const BTC_SPRINT = 5;
const NEWCOMER_EVENT = 2;
const SBX_AIRDROP = 23;
const COPY_TRADING = 11;
const AIRDROP_PRIZE = 9001;

const INELIGIBLE_KYC: ApplyStatus = { applied: false, ineligible: ['KYC_REQUIRED'] };

const answersInput = inputFor(TEAM_RACE);

const scenarios: PathScenario<ApplySnapshot, ApplyModelEvent>[] = [
  scenario(
    'trader, live team race',
    inputFor(TEAM_RACE),
    {
      facts: running(),
      status: NOT_APPLIED,
      statusFailures: true,
      applyErrors: [
        codeError('51020'),
        codeError('51021'),
        codeError('51023'),
        networkError(),
        failureOf('http'),
        failureOf('malformed'),
      ],
      reloads: true,
    },
    'trader@demo.test',
  ),
  {
    name: 'trader, live team race, each other answer of the apply call',
    input: answersInput,
    paths: eachAnswer(answersInput, running(), [
      codeError('51021'),
      codeError('51040'),
      codeError('51071'),
      failureOf('http'),
      failureOf('malformed'),
    ]),
    start: (ctx) => open(ctx, TEAM_RACE, 'trader@demo.test'),
  },
  scenario(
    'trader, BTC sprint she joined',
    inputFor(BTC_SPRINT),
    { facts: running(), status: APPLIED },
    'trader@demo.test',
  ),
  scenario(
    'newcomer without KYC, live team race',
    inputFor(TEAM_RACE),
    { facts: running(), status: INELIGIBLE_KYC },
    'newbie@demo.test',
  ),
  scenario(
    'newcomer, newcomer event asking for an event code',
    inputFor(NEWCOMER_EVENT),
    {
      facts: running({ entryCode: 'register' }),
      status: NOT_APPLIED,
      applyErrors: [codeError('51020')],
    },
    'newbie@demo.test',
  ),
  scenario(
    'trader holding 500 SBX, SBX holder airdrop',
    inputFor(SBX_AIRDROP),
    {
      facts: running({ airdropPrizeId: AIRDROP_PRIZE }),
      status: NOT_APPLIED,
      airdrop: 'passes',
      airdropErrors: true,
    },
    'trader@demo.test',
  ),
  scenario(
    'overseas trader holding 20 SBX, SBX holder airdrop',
    inputFor(SBX_AIRDROP),
    { facts: running({ airdropPrizeId: AIRDROP_PRIZE }), status: NOT_APPLIED, airdrop: 'fails' },
    'overseas@demo.test',
  ),
  scenario('visitor, live team race', inputFor(TEAM_RACE, { loggedIn: false }), {
    facts: running(),
    status: NOT_APPLIED,
    reloads: true,
    stages: true,
  }),
  scenario(
    'visitor outside the app, copy trading (app only)',
    inputFor(COPY_TRADING, { loggedIn: false }),
    { facts: running({ downloadRequired: true }), status: NOT_APPLIED },
  ),
];

const CODE_LABEL = 'Event code';

/** The reason shown to an ineligible trader, per reason code the sandbox gives here. */
const REASONS: Record<string, string> = {
  KYC_REQUIRED: 'Verify your identity (KYC) to take part.',
};

/** Enrolment as the panel shows it, per state of the machine. */
function states(
  ctx: PathContext,
): ReturnType<PathAdapter<ApplySnapshot, ApplyModelEvent>['states']> {
  const panel = () => runOf(ctx).panel;
  return {
    checkingApplyStatus: () => panel().seeChecking(),
    visitor: async (s) => {
      const { left } = runOf(ctx);
      if (left) {
        await expect(ctx.page).toHaveURL(new RegExp(left));
        return;
      }
      await panel().seeVisitor(
        s.context.stage === 'IN_PROGRESS',
        s.context.requirements.downloadRequired,
      );
    },
    statusFailed: () => panel().seeNoAnswer('statusFailed'),
    'settled.standing.notApplied': (s) => panel().seeNotApplied(s.context.stage === 'IN_PROGRESS'),
    'settled.standing.applied': () => panel().seeApplied(),
    'settled.standing.ineligible': (s) =>
      panel().seeIneligible(REASONS[s.context.status?.ineligible[0] ?? ''] ?? ''),
    // A re-check changes nothing shown; the status call on its way is what tells it.
    'settled.sync.rechecking': () =>
      expect.poll(() => gate(ctx, 'loadApplyStatus').waiting).toBeGreaterThan(0),
    awaitingCode: async (s) =>
      panel().seeCodeStep(
        CODE_LABEL,
        s.context.codeHint !== undefined,
        s.context.codeRefusal === undefined ? undefined : await panel().shownCode(),
      ),
    checkingAirdrop: () => panel().seeBusy('checkingAirdrop'),
    applying: () => panel().seeBusy('applying'),
    coolingDown: () => panel().seeCoolingDown(),
    refused: (s) =>
      panel().seeRefused(
        s.context.refusal ?? '',
        s.context.stage === 'IN_PROGRESS' && !isFinalRefusal(s.context.refusal),
      ),
    failed: () => panel().seeNoAnswer('failed'),
  };
}

/**
 * Enrolment's browser paths: a trader who applies through every answer the apply call can
 * give, one already enrolled, one not eligible, a newcomer's event code, the airdrop position
 * check passing and failing, and visitors sent to login or to the download page.
 */
export const applyPaths: PathAdapter<ApplySnapshot, ApplyModelEvent> = {
  machine: 'activityApply',
  scenarios,
  describeEvent,
  states,
  events: (ctx) => ({
    'activity.apply': async ({ state }) => {
      const run = runOf(ctx);
      await run.panel.apply();
      if (state.matches('visitor'))
        run.left = state.context.requirements.downloadRequired ? '/download' : '/login';
    },
    'activity.submitCode': async () => {
      const { panel } = runOf(ctx);
      await panel.submitCode(CODE_LABEL, await panel.shownCode());
    },
    'activity.cancel': () => runOf(ctx).panel.cancelCode(),
    'activity.retry': () => runOf(ctx).panel.retry(),
    'activity.factsChanged': ({ event }) => tellFacts(ctx, event as FactsEvent),
    'xstate.done.actor.loadApplyStatus': () => gate(ctx, 'loadApplyStatus').pass(),
    'xstate.error.actor.loadApplyStatus': async () => {
      await fault(ctx, `route=${ROUTES.loadApplyStatus},status=503,times=1`);
      await gate(ctx, 'loadApplyStatus').pass();
    },
    // The hint call is not held: it answers on its own; the step shows the code then.
    'xstate.done.actor.loadCodeHint': () =>
      expect(runOf(ctx).panel.panel.getByText(/^Your code: /)).toBeVisible(),
    'xstate.done.actor.checkAirdropPosition': () => gate(ctx, 'checkAirdropPosition').pass(),
    'xstate.error.actor.checkAirdropPosition': ({ event }) =>
      failCheck(ctx, (event as unknown as { error: unknown }).error),
    'xstate.done.actor.applyToActivity': () => gate(ctx, 'applyToActivity').pass(),
    'xstate.error.actor.applyToActivity': ({ event }) =>
      failApply(ctx, (event as unknown as { error: unknown }).error),
    [COOLING_DOWN_EVENT]: () => ctx.page.clock.fastForward(TOO_FREQUENT_BACKOFF_MS),
  }),
};
