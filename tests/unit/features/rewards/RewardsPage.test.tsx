// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { type RewardPageRequest, rewardsMachine } from '../../../../machines/rewards.machine.ts';
import { ApiError } from '../../../../src/api/errors.ts';
import type { Page } from '../../../../src/domain/agent.ts';
import type { UserReward } from '../../../../src/domain/reward.ts';
import { RewardsPage } from '../../../../src/features/rewards/RewardsPage.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };
const NOW = Date.UTC(2030, 0, 10);
const DAY = 86_400_000;

const reward = (id: number, extra: Partial<UserReward> = {}): UserReward => ({
  rewardId: id,
  activityId: 1,
  activityTitle: 'BTC sprint',
  rewardType: 'GIFT_CASH',
  category: 1,
  amount: '1234.5',
  currency: 'USDT',
  status: 'ISSUED',
  grantedAt: NOW - DAY,
  ...extra,
});

function renderPage(load: (request: RewardPageRequest) => Promise<Page<UserReward>>) {
  const logic = rewardsMachine.provide({
    actors: { loadRewards: fromPromise(({ input }) => load(input)) },
  });
  return render(
    <I18nProvider value={i18n}>
      <RewardsPage logic={logic} input={{ now: NOW, pageSize: 2 }} centrePath="/" />
    </I18nProvider>,
  );
}

const root = () => document.querySelector('.rewards') as HTMLElement;
const waitForState = (state: string) => vi.waitFor(() => expect(root().dataset.state).toBe(state));

describe('RewardsPage', () => {
  it('lists rewards with locale amounts, flags the ones expiring soon, and loads more', async () => {
    const all = [
      reward(1, { expiresAt: NOW + 2 * DAY }),
      reward(2, { expiresAt: NOW + 10 * DAY }),
      reward(3, { status: 'USED', expiresAt: NOW + DAY }),
    ];
    let failNext = false;
    renderPage(async ({ pageIndex, pageSize }) => {
      if (failNext) {
        failNext = false;
        throw new ApiError('network', 'Network Error');
      }
      const items = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return { items, total: all.length, pageIndex, pageSize };
    });
    await waitForState('ready');
    const cards = () => screen.getAllByRole('article');
    expect(cards()).toHaveLength(2);
    expect(cards()[0]!.textContent).toContain('1,234.5 USDT');
    expect(within(cards()[0]!).getByText('Expiring soon')).toBeTruthy();
    expect(within(cards()[1]!).queryByText('Expiring soon')).toBeNull();
    expect(screen.getByText('Expiring soon: 1')).toBeTruthy();
    expect(cards()[0]!.querySelector('time')?.getAttribute('title')).toMatch(/^UTC: .+ UTC$/);
    const axeResult = await axe.run(root(), { rules: { 'color-contrast': { enabled: false } } });
    expect(axeResult.violations.map((v) => v.id)).toEqual([]);

    failNext = true;
    await act(async () => screen.getByRole('button', { name: 'Load more' }).click());
    await waitForState('moreFailed');
    expect(screen.getByRole('alert').textContent).toMatch(/couldn’t load more rewards/);
    expect(cards()).toHaveLength(2);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitForState('ready');
    expect(cards()).toHaveLength(3);
    // A used reward is never "expiring soon", even a day before its expiry.
    expect(within(cards()[2]!).queryByText('Expiring soon')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters to the list and says when nothing matches', async () => {
    const requests: RewardPageRequest[] = [];
    renderPage(async (request) => {
      requests.push(request);
      const items = request.filter.status === 'EXPIRED' ? [] : [reward(1)];
      return { items, total: items.length, pageIndex: 1, pageSize: 2 };
    });
    await waitForState('ready');
    await act(async () =>
      within(screen.getByRole('radiogroup', { name: 'Status' }))
        .getByRole('radio', { name: 'Expired' })
        .click(),
    );
    await waitForState('empty');
    expect(requests.at(-1)?.filter).toEqual({ status: 'EXPIRED' });
    expect(screen.getByText(/No rewards match these filters/)).toBeTruthy();
  });

  it('under Available, lists no draw chances that are all used, whatever the exchange says', async () => {
    const draws = (id: number, usedAmount: string): UserReward =>
      reward(id, {
        rewardType: 'LOTTERY_COUNT',
        category: 3,
        amount: '3',
        currency: 'DRAW',
        usedAmount,
      });
    renderPage(async (request) => {
      // An exchange that leaves a fully used reward ISSUED (ours marks it USED).
      const items = request.filter.status === 'ISSUED' ? [draws(1, '2'), draws(2, '3')] : [];
      return { items, total: items.length, pageIndex: 1, pageSize: 2 };
    });
    await waitForState('empty');
    await act(async () =>
      within(screen.getByRole('radiogroup', { name: 'Status' }))
        .getByRole('radio', { name: 'Available' })
        .click(),
    );
    await waitForState('ready');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['1 of 3 draws left']);
    expect(screen.getByText('1 of 1')).toBeTruthy();
  });

  it('tells a trader without rewards how to earn them, with a link to the centre', async () => {
    renderPage(async () => ({ items: [], total: 0, pageIndex: 1, pageSize: 2 }));
    await waitForState('empty');
    expect(screen.getByText(/Join a campaign, complete its tasks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse campaigns' }).getAttribute('href')).toBe('/');
  });
});
