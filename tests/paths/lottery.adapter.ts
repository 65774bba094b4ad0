import { expect } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import type { lotteryMachine } from '../../machines/lottery.machine.ts';
import {
  type DrawFailure,
  FOLLOW_DRAWS,
  LotteryPathDriver,
  type LotteryVisit,
  UPCOMING_LOTTERY_ID,
} from '../e2e/models/lottery-paths.model.ts';
import {
  isReadAfterExtraDraw,
  type LotteryModelEvent,
  lotteryModel,
  lotterySpec,
} from '../model/models/lottery.model.ts';
import {
  type PathAdapter,
  type PathContext,
  type PathScenario,
  pathRuns,
} from './support/adapter.ts';
import { coveringPaths } from './support/select.ts';

type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;
type LotteryPath = TestPath<LotterySnapshot, LotteryModelEvent>;
type Payload<T extends LotteryModelEvent['type']> = Extract<LotteryModelEvent, { type: T }>;

/** The model's trader reads two draws left; Ada is seeded three, so she draws once first. */
const MODEL_DRAWS = 2;
const SEEDED_DRAWS = 3;

const [traderInput, visitorInput, upcomingInput] = lotterySpec.inputs.map((i) => i.input) as [
  unknown,
  unknown,
  unknown,
];
/** A logged-in trader with no draws: the same input, its own scenario (coverage tells by identity). */
const noDrawsInput = { ...(traderInput as object) };
/** Ada and the follow task's grant: the same input again, its own scenario. */
const grantInput = { ...(traderInput as object) };
/** No draws and the follow task's grant: the same input again, its own scenario. */
const noDrawsGrantInput = { ...(traderInput as object) };

type Who = 'trader' | 'no draws' | 'visitor' | 'upcoming' | 'trader, grant' | 'no draws, grant';

const runs = pathRuns<LotteryPathDriver>();
const runOf = runs.of;

/** Whether a browser, the trader and the sandbox can make a step's event happen. */
function producible({
  event,
  state,
}: {
  event: LotteryModelEvent;
  state: LotterySnapshot;
}): boolean {
  // A time-out costs the client's 10 s; a cut connection leaves the draw just as unknown.
  if (event.type === 'xstate.error.actor.drawPrize')
    return (event.error as { kind?: string }).kind !== 'timeout';
  // Every draw here is steered clear of an extra draw (steerNextDraw), so a lost draw never
  // wins one: that answer is the model test's to check.
  if (event.type === 'xstate.done.actor.loadLottery') {
    // Another tab drawing while this one's draw is refused is the model test's and the
    // two-tab browser test's (tests/e2e/lottery.spec.ts) to check.
    const otherTabDrew =
      state.matches('refused') &&
      event.output.remainingDraws !== state.context.draw?.remainingBefore;
    return !isReadAfterExtraDraw(event.output) && !otherTabDrew;
  }
  return true;
}

const isRefresh = (s: { event: LotteryModelEvent }) => s.event.type === 'lottery.refresh';

/**
 * Whether the path's grants can be made: lottery.refresh follows a task claim on the page (the
 * follow task, as tests/e2e/lottery-flows.spec.ts claims it), which the user can claim once,
 * so one grant per path, near its end. The re-read after it shows the follow task's draws on
 * top of those shown; a lost re-read leaves the count shown as it was.
 */
function grantProducible(path: LotteryPath): boolean {
  const at = path.steps.findIndex(isRefresh);
  if (at < 0) return true;
  if (path.steps.filter(isRefresh).length > 1 || at < path.steps.length - 3) return false;
  const shown = path.steps[at]!.state.context.lottery?.remainingDraws ?? 0;
  const reread = path.steps[at + 1]?.event;
  return (
    reread?.type !== 'xstate.done.actor.loadLottery' ||
    (reread as Payload<'xstate.done.actor.loadLottery'>).output.remainingDraws ===
      shown + FOLLOW_DRAWS
  );
}

/** The draws the first read of the lottery shows on the path. */
const firstRead = (path: LotteryPath): number | undefined => {
  const step = path.steps.find((s) => s.event.type === 'xstate.done.actor.loadLottery');
  return (step?.event as Payload<'xstate.done.actor.loadLottery'> | undefined)?.output
    .remainingDraws;
};

/**
 * The first read shows no draws: a path that reaches a state through a first read with draws
 * would otherwise be the only one generated to it (one shortest path per state).
 */
const firstReadNone = (s: LotterySnapshot, e: LotteryModelEvent) =>
  !(
    s.matches('loading') &&
    e.type === 'xstate.done.actor.loadLottery' &&
    e.output.remainingDraws !== 0
  );

function browserPaths(
  input: unknown,
  keep: (path: LotteryPath) => boolean,
  filterEvents?: (s: LotterySnapshot, e: LotteryModelEvent) => boolean,
): LotteryPath[] {
  // Duplicates kept: a short path may be a prefix of longer ones the filter drops.
  const all = lotteryModel
    .getShortestPaths({ input, allowDuplicatePaths: true, filterEvents })
    .filter(
      (path) => path.steps.every((s) => producible(s)) && grantProducible(path) && keep(path),
    );
  return coveringPaths(lotterySpec.machine, input, all);
}

let selected: Record<Who, LotteryPath[]> | undefined;

/** Generated once, as `--list` and every test read them. */
function select(): Record<Who, LotteryPath[]> {
  const granted = (p: LotteryPath) => p.steps.some(isRefresh);
  selected ??= {
    trader: browserPaths(traderInput, (p) => firstRead(p) !== 0 && !granted(p)),
    'no draws': browserPaths(noDrawsInput, (p) => firstRead(p) === 0 && !granted(p)),
    // The visitor's own transition: the draw button leads to login.
    visitor: browserPaths(visitorInput, (p) =>
      p.steps.some((s) => s.event.type === 'lottery.draw'),
    ),
    // An upcoming lottery offers no draws yet.
    upcoming: browserPaths(upcomingInput, (p) => firstRead(p) === 0),
    'trader, grant': browserPaths(grantInput, (p) => firstRead(p) !== 0 && granted(p)),
    'no draws, grant': browserPaths(
      noDrawsGrantInput,
      (p) => firstRead(p) === 0 && granted(p),
      firstReadNone,
    ),
  };
  return selected;
}

const VISITS: Record<Who, LotteryVisit> = {
  trader: { email: 'trader@demo.test', drawFirst: SEEDED_DRAWS - MODEL_DRAWS },
  // Nico has no LOTTERY_COUNT reward: he sees the lottery with nothing to draw.
  'no draws': { email: 'newbie@demo.test', drawFirst: 0 },
  visitor: { email: undefined, drawFirst: 0 },
  // Seeded without any draw chance in the lottery (tests/e2e/lottery-flows.spec.ts).
  upcoming: { email: 'agent@demo.test', drawFirst: 0, activityId: UPCOMING_LOTTERY_ID },
  'trader, grant': { email: 'trader@demo.test', drawFirst: SEEDED_DRAWS - MODEL_DRAWS },
  'no draws, grant': { email: 'agent@demo.test', drawFirst: 0 },
};

const scenario = (
  who: Who,
  name: string,
  input: unknown,
): PathScenario<LotterySnapshot, LotteryModelEvent> => ({
  name,
  input,
  paths: () => select()[who],
  start: async (ctx) => {
    runs.start(ctx, await LotteryPathDriver.open(ctx.page, ctx.sandbox, VISITS[who]));
  },
});

function describeEvent(event: LotteryModelEvent): string | undefined {
  switch (event.type) {
    case 'lottery.draw':
      return 'the user clicks Draw';
    case 'lottery.dismiss':
      return 'the trader clicks OK';
    case 'lottery.refresh':
      return 'the trader claims the follow task, which grants two draws';
    case 'lottery.retry':
      return 'the trader clicks Try again, Check again or Send the draw again';
    case 'xstate.done.actor.loadLottery':
      return `the lottery read answers: ${event.output.remainingDraws} left`;
    case 'xstate.error.actor.loadLottery':
      return 'the lottery read loses its connection';
    case 'xstate.done.actor.drawPrize':
      return event.output.nextSeedHash
        ? 'the draw answers a prize and the next commitment'
        : 'the draw answers a prize without the next commitment';
    case 'xstate.error.actor.drawPrize': {
      const error = event.error as { kind?: string; code?: string };
      return error.kind === 'code'
        ? `the draw call answers ${error.code}`
        : 'the draw call loses its connection';
    }
    default:
      return undefined;
  }
}

/** States as the user sees them in the lucky-draw panel. */
function states(ctx: PathContext) {
  const seen =
    (check: (run: LotteryPathDriver, s: LotterySnapshot) => Promise<void>) =>
    async (snapshot: LotterySnapshot) => {
      const run = runOf(ctx);
      await check(run, snapshot);
      // The draws left the model expects, on the page (a visitor, and an upcoming lottery,
      // show none).
      const left = snapshot.context.lottery?.remainingDraws;
      if (!run.isVisitor && snapshot.context.opensAt === undefined && left !== undefined)
        await run.panel.seeDrawsLeft(left);
    };
  return {
    loading: seen(async ({ panel }) => {
      await panel.seeState('loading');
      await expect(panel.panel.getByRole('status')).toHaveText('Loading…');
    }),
    failed: seen(async ({ panel }) => {
      await panel.seeState('failed');
      await expect(panel.panel.getByText('We couldn’t load the lucky draw.')).toBeVisible();
      await expect(panel.button('Try again')).toBeEnabled();
    }),
    upcoming: seen(async ({ panel }) => {
      await panel.seeState('upcoming');
      await expect(panel.opening).toContainText(/^Draws open on /);
      await expect(panel.panel).not.toContainText('You have no draws left');
      await expect(panel.remaining).toHaveCount(0);
      await expect(panel.drawButton).toBeDisabled();
    }),
    rereading: seen(async ({ panel }) => {
      await panel.seeState('rereading');
      await expect(panel.drawButton).toBeDisabled();
    }),
    ready: seen(async ({ panel, isVisitor }, s) => {
      await panel.seeState('ready');
      // Enabled while a commitment is published (a visitor's leads to login).
      const canDraw = s.can({ type: 'lottery.draw', clientSeed: '' });
      await expect(panel.drawButton).toBeEnabled({ enabled: canDraw });
      await expect(panel.drawButton).toHaveText(isVisitor ? 'Log in to draw' : 'Draw');
    }),
    noneLeft: seen(async ({ panel }) => {
      await panel.seeState('noneLeft');
      await expect(panel.status).toHaveText(/You have no draws left/);
      await expect(panel.drawButton).toBeDisabled();
    }),
    drawing: seen(async ({ panel }) => {
      await panel.seeState('drawing');
      await expect(panel.drawButton).toHaveText('Drawing…');
      await expect(panel.drawButton).toBeDisabled();
    }),
    'result.rereading': seen(async ({ panel }) => {
      await panel.seeState('result.rereading');
      await panel.seePrizeVerified();
      await expect(panel.button('OK')).toBeDisabled();
    }),
    'result.settled': seen(async ({ panel }) => {
      await panel.seeState('result.settled');
      await panel.seePrizeVerified();
      await expect(panel.button('OK')).toBeEnabled();
    }),
    refused: seen(async ({ panel }, s) => {
      await expect(panel.status).toContainText(
        'Your draw was not made, so it used none of your draws.',
      );
      if (s.context.refusal === '51071')
        await expect(panel.status).toContainText('This campaign has reached its limit.');
    }),
    'refused.rereading': seen(async ({ panel }) => {
      await panel.seeState('refused.rereading');
      await expect(panel.button('OK')).toBeDisabled();
    }),
    'refused.settled': seen(async ({ panel }) => {
      await panel.seeState('refused.settled');
      await expect(panel.button('OK')).toBeEnabled();
    }),
    'drawUnknown.checking': seen(async ({ panel }) => {
      await panel.seeState('drawUnknown.checking');
      await expect(panel.status).toHaveText(/Checking whether it went through/);
      await expect(panel.drawButton).toBeDisabled();
    }),
    'drawUnknown.checkFailed': seen(async ({ panel }) => {
      await panel.seeState('drawUnknown.checkFailed');
      await expect(panel.status).toContainText('Check again before you draw.');
      await expect(panel.button('Check again')).toBeEnabled();
      await expect(panel.drawButton).toBeDisabled();
    }),
    drawCounted: seen(async ({ panel }) => {
      await panel.seeState('drawCounted');
      await expect(panel.status).toContainText('Your draw went through');
      await expect(panel.status.getByRole('link', { name: 'See it in My rewards' })).toBeVisible();
      await expect(panel.button('OK')).toBeEnabled();
    }),
    drawFailed: seen(async ({ panel }) => {
      await panel.seeState('drawFailed');
      await expect(panel.status).toContainText('Your draw didn’t go through');
      await expect(panel.button('Send the draw again')).toBeEnabled();
      await expect(panel.button('OK')).toBeEnabled();
    }),
  };
}

/** Each event as the user or the sandbox makes it happen; `step.state` is the state after it. */
function events(ctx: PathContext) {
  return {
    'lottery.draw': () => runOf(ctx).clickDraw(),
    'lottery.dismiss': () => runOf(ctx).panel.click('OK'),
    'lottery.refresh': () => runOf(ctx).grantDraws(),
    'lottery.retry': (step: { state: LotterySnapshot }) => {
      if (step.state.matches('drawing')) return runOf(ctx).sendDrawAgain();
      return runOf(ctx).readAgain(step.state.matches('drawUnknown') ? 'Check again' : 'Try again');
    },
    'xstate.done.actor.loadLottery': (step: { state: LotterySnapshot }) =>
      runOf(ctx).answerRead(step.state.matches('drawCounted')),
    'xstate.error.actor.loadLottery': () => runOf(ctx).failRead(),
    'xstate.done.actor.drawPrize': (step: { state: LotterySnapshot }) =>
      runOf(ctx).answerDraw(step.state.matches({ result: 'settled' })),
    'xstate.error.actor.drawPrize': (step: { event: EventObject }) =>
      runOf(ctx).failDraw(
        (step.event as Payload<'xstate.error.actor.drawPrize'>).error as DrawFailure,
      ),
  };
}

/**
 * The lottery machine's browser paths on the live lucky draw: Ada's draws (prize and proof,
 * refusals, lost answers and their re-reads), Nico with no draws, a visitor sent to log in,
 * draws granted by a task claimed on the page (the re-read that follows), and the upcoming
 * lottery, which shows when its draws open.
 */
export const lotteryPaths: PathAdapter<LotterySnapshot, LotteryModelEvent> = {
  machine: lotterySpec.name,
  scenarios: [
    scenario('trader', 'Ada, two draws left', traderInput),
    scenario('no draws', 'Nico, no draws', noDrawsInput),
    scenario('visitor', 'visitor', visitorInput),
    scenario('upcoming', 'Alex, upcoming lottery', upcomingInput),
    scenario('trader, grant', 'Ada, two draws left, a follow grants two', grantInput),
    scenario('no draws, grant', 'Alex, no draws, a follow grants two', noDrawsGrantInput),
  ],
  describeEvent,
  states,
  events,
};
