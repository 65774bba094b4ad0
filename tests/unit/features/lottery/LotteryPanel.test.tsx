// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { lotteryMachine } from '../../../../machines/lottery.machine.ts';
import { ApiError } from '../../../../src/api/errors.ts';
import type { DrawResult, LotteryInfo } from '../../../../src/domain/lottery.ts';
import { LotteryPanel } from '../../../../src/features/lottery/LotteryPanel.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';
import { fairLottery, PRIZES } from './lottery-fixtures.ts';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };

interface Fakes {
  load: (input: { activityId: number; loggedIn: boolean }) => Promise<LotteryInfo>;
  draw?: (input: { clientSeed: string; idempotencyKey: string }) => Promise<DrawResult>;
  sendToLogin?: () => void;
  loggedIn?: boolean;
}

let seedCounter = 0;
function renderPanel(fakes: Fakes) {
  const logic = lotteryMachine.provide({
    actors: {
      loadLottery: fromPromise(({ input }) => fakes.load(input)),
      drawPrize: fromPromise(({ input }) => (fakes.draw ?? (() => Promise.reject()))(input)),
    },
    actions: { sendToLogin: fakes.sendToLogin ?? (() => {}) },
  });
  return render(
    <I18nProvider value={i18n}>
      <LotteryPanel
        logic={logic}
        input={{ activityId: 8, loggedIn: fakes.loggedIn ?? true }}
        newClientSeed={() => `seed${++seedCounter}`}
        rewardsPath="/rewards"
      />
    </I18nProvider>,
  );
}

const panel = () => document.querySelector('section.lottery') as HTMLElement;
const drawButton = () => screen.getByRole('button', { name: /^(Draw|Drawing…|Log in to draw)$/ });
const waitForState = (state: string) =>
  vi.waitFor(() => expect(panel().getAttribute('data-state')).toBe(state));

async function noAxeViolations(node: HTMLElement) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('LotteryPanel', () => {
  it('given a trader with draws, shows chances, prizes with chances and the commitment', async () => {
    const lottery = fairLottery(3);
    renderPanel({ load: async () => lottery.info() });
    expect(panel().getAttribute('data-state')).toBe('loading');
    await waitForState('ready');
    expect(panel().querySelector('[data-field="remaining"]')?.textContent).toBe('3');
    const table = screen.getByRole('table', { name: 'Prizes' });
    expect(within(table).getByRole('row', { name: /Hardware wallet 0\.1%/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /5 USDT futures coupon 33\.5%/ })).toBeTruthy();
    expect(panel().querySelector('[data-field="commitment"]')?.textContent).toBe(
      lottery.info().nextSeedHash,
    );
    expect(drawButton()).toHaveProperty('disabled', false);
    await noAxeViolations(panel());
  });

  it('when the trader draws, shows the prize, verifies it, and lists it in the history', async () => {
    const lottery = fairLottery(2);
    const keys: string[] = [];
    renderPanel({
      load: async () => lottery.info(),
      draw: async ({ clientSeed, idempotencyKey }) => {
        keys.push(idempotencyKey);
        return lottery.draw(clientSeed);
      },
    });
    await waitForState('ready');
    const committed = lottery.info().nextSeedHash;
    await act(async () => drawButton().click());
    await waitForState('result.settled');
    const status = screen.getByText(/^You won:/);
    expect(status.textContent).toMatch(/You won: .+/);
    expect(panel().querySelector('[data-field="committed"]')?.textContent).toBe(committed);
    expect(panel().querySelector('[data-verdict]')?.textContent).toMatch(/Verified/);
    expect(panel().querySelector('[data-field="remaining"]')?.textContent).toBe('1');
    const history = screen.getByRole('region', { name: 'Your draws on this visit' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(keys[0]).toMatch(/^draw:8:1:seed\d+$/);
    await noAxeViolations(panel());

    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('result.settled');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    // The second draw is number 2 on the exchange's count: no key of the first can answer it.
    expect(keys[1]).toMatch(/^draw:8:2:seed\d+$/);
    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    await waitForState('noneLeft');
    expect(drawButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(/You have no draws left/)).toBeTruthy();
  });

  it('says "Does not match" when the revealed seed is not the one committed to', async () => {
    const lottery = fairLottery(2);
    const cheat = fairLottery(2);
    cheat.draw('burn');
    renderPanel({
      load: async () => lottery.info(),
      // The exchange reveals a seed other than the committed one, with that seed's own hash,
      // and counts no draw but this one.
      draw: async ({ clientSeed }) => ({ ...cheat.draw(clientSeed), drawsMade: 1 }),
    });
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('result.settled');
    expect(panel().querySelector('[data-verdict]')?.textContent).toMatch(
      /Does not match: the revealed seed doesn’t match the fingerprint/,
    );
  });

  it('does not call a fair draw a mismatch when another tab drew first with the same fingerprint', async () => {
    const lottery = fairLottery(3);
    renderPanel({
      load: async () => lottery.info(),
      draw: async ({ clientSeed }) => lottery.draw(clientSeed),
    });
    await waitForState('ready');
    // Another tab (or the phone) draws: it uses the fingerprint this panel shows.
    lottery.draw('other-tab');
    await act(async () => drawButton().click());
    await waitForState('result.settled');
    const verdict = panel().querySelector('[data-verdict]');
    expect(verdict?.getAttribute('data-verdict')).toBe('superseded');
    expect(verdict?.textContent).not.toMatch(/Does not match/);
    expect(verdict?.textContent).toMatch(/another tab or on another device/);
    await noAxeViolations(panel());
  });

  it('says "Does not match" when the exchange hands out another prize than the seeds pick', async () => {
    const lottery = fairLottery(2);
    renderPanel({
      load: async () => lottery.info(),
      draw: async ({ clientSeed }) => {
        const fair = lottery.draw(clientSeed);
        return { ...fair, prize: PRIZES.find((p) => p.prizeId !== fair.prize.prizeId)! };
      },
    });
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('result.settled');
    expect(panel().querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe('mismatch');
  });

  it('sends a visitor to log in instead of drawing', async () => {
    const sendToLogin = vi.fn();
    renderPanel({
      loggedIn: false,
      load: async () => ({ remainingDraws: 0, prizes: PRIZES, nextSeedHash: '', drawsMade: 0 }),
      sendToLogin,
    });
    await waitForState('ready');
    expect(drawButton().textContent).toBe('Log in to draw');
    await act(async () => drawButton().click());
    expect(sendToLogin).toHaveBeenCalledTimes(1);
    expect(panel().getAttribute('data-state')).toBe('ready');
    await noAxeViolations(panel());
  });

  it('words a refused draw by its code and keeps the chances', async () => {
    const lottery = fairLottery(2);
    renderPanel({
      load: async () => lottery.info(),
      draw: async () => {
        throw new ApiError('code', 'risk control', '51021');
      },
    });
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('refused.settled');
    expect(screen.getByText(/risk control has paused this/)).toBeTruthy();
    expect(screen.getByText(/it used none of your draws/)).toBeTruthy();
    expect(panel().querySelector('[data-field="remaining"]')?.textContent).toBe('2');
  });

  it('after another tab drew the last chance, a refused draw shows the exchange’s count', async () => {
    // Both tabs read one chance left; the other tab draws it before this one does.
    const lottery = fairLottery(1);
    renderPanel({
      load: async () => lottery.info(),
      draw: async () => {
        throw new ApiError('code', 'no draw chances left', '51020');
      },
    });
    await waitForState('ready');
    expect(panel().querySelector('[data-field="remaining"]')?.textContent).toBe('1');
    lottery.draw('other-tab');
    await act(async () => drawButton().click());
    await waitForState('refused.settled');
    expect(panel().querySelector('[data-field="remaining"]')?.textContent).toBe('0');
    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    await waitForState('noneLeft');
    expect(drawButton()).toHaveProperty('disabled', true);
  });

  it('after a lost answer, says the draw went through only once the re-read shows it', async () => {
    const lottery = fairLottery(2);
    let resolveCheck: (info: LotteryInfo) => void = () => {};
    let reads = 0;
    renderPanel({
      load: () => {
        reads += 1;
        if (reads === 1) return Promise.resolve(lottery.info());
        return new Promise<LotteryInfo>((resolve) => {
          resolveCheck = resolve;
        });
      },
      draw: async ({ clientSeed }) => {
        lottery.draw(clientSeed);
        throw new ApiError('network', 'Network Error');
      },
    });
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('drawUnknown.checking');
    expect(screen.getByText(/Checking whether it went through/)).toBeTruthy();
    expect(drawButton()).toHaveProperty('disabled', true);
    await act(async () => resolveCheck(lottery.info()));
    await waitForState('drawCounted');
    expect(screen.getByText(/Your draw went through/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it in My rewards' }).getAttribute('href')).toBe(
      '/rewards',
    );
  });

  it('after a lost answer that did not count, offers the same draw again', async () => {
    const lottery = fairLottery(2);
    const seeds: string[] = [];
    renderPanel({
      load: async () => lottery.info(),
      draw: async ({ clientSeed }) => {
        seeds.push(clientSeed);
        if (seeds.length === 1) throw new ApiError('network', 'Network Error');
        return lottery.draw(clientSeed);
      },
    });
    await waitForState('ready');
    await act(async () => drawButton().click());
    await waitForState('drawFailed');
    expect(screen.getByText(/didn’t go through, so none of your draws was used/)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Send the draw again' }).click());
    await waitForState('result.settled');
    expect(seeds[1]).toBe(seeds[0]);
    expect(panel().querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe('verified');
  });

  it('offers a retry when the lottery cannot be read', async () => {
    const lottery = fairLottery(1);
    let fail = true;
    renderPanel({
      load: async () => {
        if (fail) throw new ApiError('timeout', 'Network Error');
        return lottery.info();
      },
    });
    await waitForState('failed');
    expect(screen.getByText(/took too long to answer/)).toBeTruthy();
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitForState('ready');
  });
});
