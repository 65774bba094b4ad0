// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { type ClaimRewardInput, taskMachine } from '../../../../machines/task.machine.ts';
import type { TaskCompletion } from '../../../../src/domain/task.ts';
import { TaskCard } from '../../../../src/features/activity-detail/TaskCard.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };

const COMPLETED: TaskCompletion = {
  taskId: 3,
  taskType: 'TOTAL_TRADING_VOLUME',
  title: 'Trade 20,000 USDT',
  period: 'DURING',
  comparison: 'GREATER_EQUAL',
  target: '20000',
  progress: '20000',
  unit: 'USDT',
  status: 'COMPLETED',
  reward: { rewardType: 'PLATFORM_TOKEN', category: 2, amount: '200', currency: 'SBX' },
  updatedAt: Date.UTC(2030, 0, 2, 9, 30),
  periodKey: '',
  action: 'trade',
};

/** A settable answer for the claim and the re-read, so a test decides when each arrives. */
function answers() {
  const claims: ClaimRewardInput[] = [];
  let settleClaim:
    | { resolve: (c: TaskCompletion) => void; reject: (e: unknown) => void }
    | undefined;
  let settleRead: { resolve: (c: TaskCompletion) => void } | undefined;
  const logic = taskMachine.provide({
    actors: {
      claimReward: fromPromise(({ input }) => {
        claims.push(input);
        return new Promise<TaskCompletion>((resolve, reject) => {
          settleClaim = { resolve, reject };
        });
      }),
      readTaskStatus: fromPromise(
        () =>
          new Promise<TaskCompletion>((resolve) => {
            settleRead = { resolve };
          }),
      ),
    },
  });
  return { logic, claims, claim: () => settleClaim!, read: () => settleRead! };
}

function renderTask(logic: typeof taskMachine, completion = COMPLETED, campaignEnd?: number) {
  const actor = createActor(logic, { input: { activityId: 14, completion, campaignEnd } }).start();
  render(
    <I18nProvider value={i18n}>
      <TaskCard taskRef={actor} />
    </I18nProvider>,
  );
  return actor;
}

const card = () => document.querySelector('article.task-card')!;
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('a completed task is claimed through its machine', () => {
  it('given a completed task, shows its numbers, and claiming grants it once', async () => {
    const a = answers();
    renderTask(a.logic);
    expect(card().getAttribute('data-state')).toBe('completed');
    expect(card().querySelector('.task-value')?.textContent).toBe(
      '✓ 20,000 USDT: target of 20,000 reached',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress: Trade 20,000 USDT' })).toBeTruthy();
    // The update time is local, with UTC on hover and focus.
    expect(document.querySelector('time.local-time')?.getAttribute('title')).toBe(
      'UTC: 2030-01-02 09:30 UTC',
    );
    // The card alone, outside the page's landmarks.
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);

    act(() => screen.getByRole('button', { name: 'Claim reward' }).click());
    expect(card().getAttribute('data-state')).toBe('claiming');
    // The same button, still focusable while it works (aria-disabled): a press sends nothing.
    const busy = screen.getByRole('button', { name: 'Claiming…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    act(() => busy.click());
    expect(a.claims).toHaveLength(1);

    a.claim().resolve({ ...COMPLETED, status: 'GRANTED' });
    await flush();
    expect(card().getAttribute('data-state')).toBe('granted');
    expect(screen.getAllByText('Reward granted').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /claim/i })).toBeNull();
  });

  it('when the answer is lost, says it is checking, then offers the same claim again', async () => {
    const a = answers();
    renderTask(a.logic);
    act(() => screen.getByRole('button', { name: 'Claim reward' }).click());
    a.claim().reject(Object.assign(new Error('lost'), { kind: 'network' }));
    await flush();
    expect(card().getAttribute('data-state')).toBe('rereading');
    expect(screen.getByText('Checking whether your reward was granted…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /claim/i })).toBeNull();

    a.read().resolve(COMPLETED);
    await flush();
    expect(card().getAttribute('data-state')).toBe('retryable');
    act(() => screen.getByRole('button', { name: 'Claim again' }).click());
    // The retry is the same request: one claim never becomes two.
    expect(a.claims.map((c) => c.idempotencyKey)).toEqual([
      'claim:14:3:once:0',
      'claim:14:3:once:0',
    ]);
  });

  it('a refused claim shows its code’s message', async () => {
    const a = answers();
    renderTask(a.logic);
    act(() => screen.getByRole('button', { name: 'Claim reward' }).click());
    a.claim().reject(Object.assign(new Error('risk'), { kind: 'code', code: '51021' }));
    await flush();
    expect(card().getAttribute('data-state')).toBe('refused');
    expect(screen.getByRole('alert').textContent).toContain('risk control has paused this');
  });

  it('a pending task offers no claim, only the action that moves it on', () => {
    const a = answers();
    renderTask(a.logic, { ...COMPLETED, progress: '1500.5', status: 'PENDING' });
    expect(card().getAttribute('data-state')).toBe('pending');
    expect(screen.getByText('1,500.5 of 20,000 USDT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trade' })).toBeTruthy();
  });
});

describe('a task at or past its target', () => {
  it('given 2 trades done of a target of 1, reads "2 trades: target of 1 reached", never "2 of 1 trade"', () => {
    const a = answers();
    renderTask(a.logic, {
      ...COMPLETED,
      taskType: 'ANY_TRADING_VOLUME',
      title: 'Trade any amount today',
      target: '1',
      progress: '2',
      unit: 'trades',
    });
    const value = card().querySelector('.task-value')!;
    expect(value.textContent).toBe('✓ 2 trades: target of 1 reached');
    // The mark is for the eye; the words say it to a screen reader, as the bar's value does.
    expect(value.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓ ');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '2 trades: target of 1 reached',
    );
  });
});

describe('a daily task on the campaign’s last day', () => {
  const DAILY: TaskCompletion = {
    ...COMPLETED,
    taskType: 'ORDER_VOLUME',
    title: 'Place 3 orders today',
    period: 'EVERYDAY',
    target: '3',
    progress: '3',
    unit: 'orders',
    periodKey: '2030-01-02',
  };
  const campaignEnd = Date.UTC(2030, 0, 2, 18);
  const times = (selector: string) =>
    [...card().querySelectorAll(`${selector} time`)].map((t) => t.getAttribute('datetime'));

  it('names the campaign’s end, not the exchange’s midnight, as the day’s end and the claim’s', () => {
    const a = answers();
    renderTask(a.logic, DAILY, campaignEnd);
    expect(card().querySelector('.task-period')?.textContent).toMatch(
      /^Daily: the campaign’s last day, which ends .+, your time$/,
    );
    expect(times('.task-period')).toEqual([new Date(campaignEnd).toISOString()]);
    expect(times('.task-claim-by')).toEqual([new Date(campaignEnd).toISOString()]);
  });

  it('on any other day, names the exchange’s midnight', () => {
    const a = answers();
    renderTask(a.logic, DAILY, Date.UTC(2030, 0, 5, 18));
    const midnight = new Date(Date.UTC(2030, 0, 3)).toISOString();
    expect(card().querySelector('.task-period')?.textContent).toMatch(/^Daily: this day ends /);
    expect(times('.task-period')).toEqual([midnight]);
    expect(times('.task-claim-by')).toEqual([midnight]);
  });
});
