import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import {
  type ClaimFailure,
  TaskPathDriver,
  type TaskSetting,
} from '../e2e/models/task-paths.model.ts';
import { type TaskModelEvent, TOMORROW, taskSpec } from '../model/models/task.model.ts';
import {
  type PathAdapter,
  type PathContext,
  type PathScenario,
  pathRuns,
} from './support/adapter.ts';
import {
  completedInput,
  pendingInput,
  selectTaskPaths,
  type TaskPath,
  type TaskSnapshot,
} from './task.plan.ts';

type Payload<T extends TaskModelEvent['type']> = Extract<TaskModelEvent, { type: T }>;

const TRADER = 'trader@demo.test';
/** The live BTC sprint (RULES.md: the PersonalTrading type's live id), where Ada is enrolled. */
const SPRINT = { id: 5, alias: 'btc-trading-sprint-competition' };

type TaskKind = TaskSetting['kind'];

const SETTINGS: Record<TaskKind, TaskSetting> = {
  daily: {
    kind: 'daily',
    email: TRADER,
    title: 'Place 3 orders today',
    open: `/activity/${SPRINT.id}`,
    completions: '/v1/activity/beginnerTask/taskCompletions',
    claim: '/v1/activity/obtainReward',
  },
  campaign: {
    kind: 'campaign',
    email: TRADER,
    title: 'Trade 50,000 USDT in total',
    open: `/events/${SPRINT.alias}`,
    completions: '/v1/activity/general/taskCompletions',
    claim: '/v1/activity/obtainReward',
  },
};

/** One browser path's driver, and the state the machine was last seen in. */
interface TaskRun {
  driver: TaskPathDriver;
  current?: TaskSnapshot;
}

const runs = pathRuns<TaskRun>();
const runOf = runs.of;

const scenario = (
  name: string,
  input: unknown,
  setting: TaskSetting,
  paths: () => TaskPath[],
): PathScenario<TaskSnapshot, TaskModelEvent> => ({
  name,
  input,
  paths,
  start: async (ctx) => {
    runs.start(ctx, { driver: await TaskPathDriver.open(ctx.page, ctx.sandbox, setting) });
  },
});

/** Plain words for the claim's answers and the list's updates. */
function describeEvent(event: TaskModelEvent): string | undefined {
  switch (event.type) {
    case 'task.claim':
      return 'the trader clicks Claim';
    case 'task.recheck':
      return 'the trader clicks Check again';
    case 'task.update':
      return {
        PENDING: 'a new UTC day starts the daily task over (the list reloads)',
        COMPLETED: 'the task shows completed (the trader trades, or clicks Refresh tasks)',
        GRANTED: 'the exchange grants the claim (the list reloads)',
        UNSATISFIED: 'the campaign ends before the target (the list reloads)',
      }[event.completion.status];
    case 'xstate.done.actor.claimReward':
      return 'the claim call answers: granted';
    case 'xstate.error.actor.claimReward': {
      const error = event.error as { kind?: string; code?: string };
      if (error.kind === 'code') return `the claim call answers ${error.code} (limit reached)`;
      if (error.kind === 'http') return 'the claim call answers HTTP 503';
      return 'the claim call loses its connection';
    }
    case 'xstate.done.actor.readTaskStatus':
      if (event.output.periodKey === TOMORROW && event.output.status === 'PENDING')
        return 'the re-read answers PENDING for the new UTC day (midnight passes first if it has not)';
      return `the re-read answers ${event.output.status}`;
    case 'xstate.error.actor.readTaskStatus':
      return 'the re-read loses its connection';
    default:
      return undefined;
  }
}

/** States as the trader sees them on the task's card. */
function states(ctx: PathContext) {
  const seen =
    (check: (driver: TaskPathDriver) => Promise<void>) => async (snapshot: TaskSnapshot) => {
      const run = runOf(ctx);
      await check(run.driver);
      run.current = snapshot;
    };
  return {
    pending: seen(async ({ card }) => {
      await card.seeState('pending');
      await card.seeStatus('In progress');
    }),
    unsatisfied: seen(async ({ card }) => {
      await card.seeState('unsatisfied');
      await card.seeStatus('Not completed');
    }),
    granted: seen(async ({ card }) => {
      await card.seeState('granted');
      await expect(
        card.card.getByRole('status').filter({ hasText: 'Reward granted' }),
      ).toBeVisible();
      await expect(card.card.getByRole('button', { name: /Claim/ })).toHaveCount(0);
    }),
    'completed.idle': seen(async ({ card }) => {
      await card.seeState('completed');
      await card.seeStatus('Ready to claim');
      await expect(card.button('Claim reward')).toBeEnabled();
    }),
    'completed.claiming': seen(async ({ card }) => {
      await card.seeState('claiming');
      await expect(card.button('Claiming…')).toBeDisabled();
    }),
    'completed.refused': seen(async ({ card }) => {
      await card.seeState('refused');
      await expect(card.card.getByRole('alert')).toHaveAttribute('data-code', '51071');
      await expect(card.button('Claim again')).toBeEnabled();
    }),
    'completed.unknown.rereading': seen(async ({ card }) => {
      await card.seeState('rereading');
      await expect(card.card.getByText('Checking whether your reward was granted…')).toBeVisible();
      await expect(card.card.getByRole('button', { name: /Claim/ })).toHaveCount(0);
    }),
    'completed.unknown.unreadable': seen(async ({ card }) => {
      await card.seeState('unreadable');
      await expect(card.card.getByRole('alert')).toContainText(
        'We couldn’t check whether your reward was granted.',
      );
      await expect(card.button('Check again')).toBeEnabled();
    }),
    'completed.unknown.retryable': seen(async ({ card }) => {
      await card.seeState('retryable');
      await expect(card.card.getByText('Your reward wasn’t granted yet.')).toBeVisible();
      await expect(card.button('Claim again')).toBeEnabled();
    }),
  };
}

/** Each event as the trader or the sandbox makes it happen. */
function events(ctx: PathContext) {
  const driver = () => runOf(ctx).driver;
  return {
    'task.claim': () => driver().claim(),
    'task.recheck': () => driver().recheck(),
    'xstate.done.actor.claimReward': () => driver().grantClaim(),
    'xstate.error.actor.claimReward': (step: { event: EventObject }) =>
      driver().failClaim(
        (step.event as Payload<'xstate.error.actor.claimReward'>).error as ClaimFailure,
      ),
    'xstate.done.actor.readTaskStatus': (step: { event: EventObject }) =>
      driver().answerRead(
        (step.event as Payload<'xstate.done.actor.readTaskStatus'>).output.status,
      ),
    'xstate.error.actor.readTaskStatus': () => driver().failRead(),
    'task.update': (step: { event: EventObject }) => {
      const { completion } = step.event as Payload<'task.update'>;
      const claiming = runOf(ctx).current?.matches({ completed: 'claiming' }) ?? false;
      return driver().update(completion.status, claiming);
    },
  };
}

/**
 * The task machine's browser paths: Ada's daily order task on the BTC sprint's page (claim,
 * refusal, lost answers, re-reads, a new day), and her campaign volume task through the
 * general calls, which the campaign's end leaves unsatisfied.
 */
export const taskPaths: PathAdapter<TaskSnapshot, TaskModelEvent> = {
  machine: taskSpec.name,
  scenarios: [
    scenario(
      'daily task, completed',
      completedInput,
      SETTINGS.daily,
      () => selectTaskPaths().daily,
    ),
    scenario(
      'campaign task, pending (general calls)',
      pendingInput,
      SETTINGS.campaign,
      () => selectTaskPaths().campaign,
    ),
  ],
  describeEvent,
  states,
  events,
};
