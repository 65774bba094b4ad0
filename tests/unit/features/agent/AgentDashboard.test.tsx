// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { agentMachine } from '../../../../machines/agent.machine.ts';
import { agentListMachine } from '../../../../machines/agent-list.machine.ts';
import { agentSectionMachine } from '../../../../machines/agent-section.machine.ts';
import type {
  AgentDetail,
  AgentPermission,
  AgentStatus,
  PerformancePoint,
  RebateRow,
  ReferralRow,
} from '../../../../src/domain/agent.ts';
import type { AgentListRow } from '../../../../src/domain/agent-dashboard.ts';
import { AgentDashboard } from '../../../../src/features/agent/AgentDashboard.tsx';
import { AFFILIATE_PROGRAMME_URL } from '../../../../src/features/agent/links.ts';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

// jsdom lays nothing out: the list's scroll box gets the height agent.css gives it.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('vtable-scroll') ? 44 + 56 * 8 : 0;
  },
});

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };
const ALL: AgentPermission = { dashboard: true, rebates: true, referrals: true, performance: true };
const DETAIL: AgentDetail = {
  agentId: 7,
  name: 'Alex Agent',
  level: 'Gold',
  rebateRate: '0.3',
  inviteCode: 'AGENT777',
  totalReferrals: 2000,
  totalRebate: '13412.5',
  currency: 'USDT',
};
const rebate = (id: number): RebateRow => ({
  id,
  referralUid: `2100${String(id).padStart(4, '0')}`,
  tradeVolume: '1000.5',
  rebate: '0.25',
  currency: 'USDT',
  createdAt: Date.UTC(2030, 0, 1) - id * 60_000,
});
const referral = (id: number): ReferralRow => ({
  id,
  uid: `2100${String(id).padStart(4, '0')}`,
  maskedName: 'A***n',
  registeredAt: Date.UTC(2030, 0, 1) - id * 60_000,
  kycPassed: id % 2 === 0,
  tradeVolume: '10',
});
const SERIES: PerformancePoint[] = [
  { day: '2030-01-01', newReferrals: 2, tradeVolume: '100', rebate: '1.5' },
  { day: '2030-01-02', newReferrals: 3, tradeVolume: '300', rebate: '3' },
];

interface Fakes {
  status?: () => Promise<AgentStatus>;
  permission?: () => Promise<AgentPermission>;
  detail?: () => Promise<AgentDetail>;
  totals?: { rebates: number; referrals: number };
}

function renderDashboard(fakes: Fakes = {}) {
  const pages: { list: string; pageIndex: number }[] = [];
  const totals = fakes.totals ?? { rebates: 10_000, referrals: 2_000 };
  const section = agentSectionMachine.provide({
    actors: {
      loadSection: fromPromise(async ({ input }) => {
        if (input.section === 'detail') return (fakes.detail ?? (async () => DETAIL))();
        if (input.section === 'marquee') {
          return [{ id: 1, text: 'An agent earned 1 USDT', createdAt: Date.UTC(2030, 0, 1) }];
        }
        return SERIES;
      }),
    },
  });
  const list = agentListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        pages.push({ list: input.list, pageIndex: input.pageIndex });
        const total = totals[input.list];
        const start = (input.pageIndex - 1) * input.pageSize;
        const items: AgentListRow[] = [];
        for (let i = start; i < Math.min(total, start + input.pageSize); i++) {
          items.push(input.list === 'rebates' ? rebate(i + 1) : referral(i + 1));
        }
        return { items, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
      }),
    },
  });
  const logic = agentMachine.provide({
    actors: {
      loadAgentStatus: fromPromise(fakes.status ?? (async () => ({ isAgent: true, agentId: 7 }))),
      loadPermission: fromPromise(fakes.permission ?? (async () => ALL)),
      detailSection: section,
      marqueeSection: section,
      performanceSection: section,
      rebatesList: list,
      referralsList: list,
    },
  });
  render(
    <I18nProvider value={i18n}>
      <AgentDashboard logic={logic} input={{}} />
    </I18nProvider>,
  );
  return { pages };
}

const root = () => document.querySelector('.agent') as HTMLElement;
const part = (id: string) => document.getElementById(`${id}-title`)?.closest('section');
const waitForState = (state: string) =>
  vi.waitFor(() => expect(root().getAttribute('data-state')).toBe(state));

async function noAxeViolations(node: HTMLElement) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}

describe('AgentDashboard', () => {
  it('given a trader who is no agent, says so and links to the affiliate programme', async () => {
    renderDashboard({ status: async () => ({ isAgent: false }) });
    await waitForState('notAgent');
    expect(screen.getByRole('heading', { name: 'This dashboard is for agents' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See the affiliate programme' });
    expect(link.getAttribute('href')).toBe(AFFILIATE_PROGRAMME_URL);
    await noAxeViolations(root());
  });

  it('given an agent without the dashboard permission, says so', async () => {
    renderDashboard({ permission: async () => ({ ...ALL, dashboard: false }) });
    await waitForState('noPermission');
    expect(screen.getByRole('heading', { name: /no access to the dashboard/ })).toBeTruthy();
  });

  it('when the agent status fails, offers a retry that asks again', async () => {
    let calls = 0;
    renderDashboard({
      status: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('x'), { kind: 'timeout' });
        return { isAgent: false };
      },
    });
    await waitForState('failed');
    expect(screen.getByRole('alert').textContent).toMatch(/took too long/);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitForState('notAgent');
  });

  it('given an agent, shows level, rate, invite code, totals, marquee, chart and both lists', async () => {
    renderDashboard();
    await waitForState('dashboard');
    await vi.waitFor(() => expect(part('agent-detail')?.getAttribute('data-state')).toBe('loaded'));
    const detail = part('agent-detail')!;
    expect(within(detail).getByText('Gold agent')).toBeTruthy();
    expect(within(detail).getByText('30%')).toBeTruthy();
    expect(within(detail).getByText('2,000')).toBeTruthy();
    expect(within(detail).getByText('13,412.5 USDT')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Copy invite code AGENT777' })).toBeTruthy();
    await vi.waitFor(() => expect(part('agent-rebates')?.getAttribute('data-state')).toBe('ready'));
    await vi.waitFor(() =>
      expect(part('agent-performance')?.getAttribute('data-state')).toBe('loaded'),
    );
    expect(
      screen.getByRole('img', { name: /Rebates per day over the last 2 days, 4.5 USDT/ }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Latest rebates, scrolling' })).toBeTruthy();
    await noAxeViolations(root());
  });

  it('virtualises a 10,000-row list: few rows in the page, the full count announced', async () => {
    const { pages } = renderDashboard();
    await vi.waitFor(() => expect(part('agent-rebates')?.getAttribute('data-state')).toBe('ready'));
    const table = screen.getByRole('table', { name: 'Rebates' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(8);
    expect(rows.length).toBeLessThan(40);
    expect(within(part('agent-rebates')!).getByText('50 of 10,000 loaded')).toBeTruthy();
    // Only the first page: the rows in view are far from the end of what is loaded.
    expect(pages.filter((p) => p.list === 'rebates')).toEqual([{ list: 'rebates', pageIndex: 1 }]);
  });

  it('when the user scrolls near the last row loaded, asks for the next page, once', async () => {
    const { pages } = renderDashboard({ totals: { rebates: 60, referrals: 12 } });
    await vi.waitFor(() => expect(part('agent-rebates')?.getAttribute('data-state')).toBe('ready'));
    const box = part('agent-rebates')!.querySelector('.vtable-scroll') as HTMLElement;
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 56 * 52 });
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(() =>
      expect(within(part('agent-rebates')!).getByText('60 of 60 loaded')).toBeTruthy(),
    );
    expect(pages.filter((p) => p.list === 'rebates').map((p) => p.pageIndex)).toEqual([1, 2]);
    const table = screen.getByRole('table', { name: 'Rebates' });
    expect(table.getAttribute('aria-rowcount')).toBe('61');
    expect(within(table).getByText('21000060')).toBeTruthy();
    // The referrals fit on one page: nothing more is asked for.
    expect(pages.filter((p) => p.list === 'referrals').map((p) => p.pageIndex)).toEqual([1]);
  });

  it('given an affiliate without the performance view, leaves the chart out', async () => {
    renderDashboard({ permission: async () => ({ ...ALL, performance: false }) });
    await waitForState('dashboard');
    await vi.waitFor(() => expect(part('agent-detail')?.getAttribute('data-state')).toBe('loaded'));
    expect(part('agent-performance')).toBeFalsy();
    expect(screen.queryByRole('img', { name: /Rebates per day/ })).toBeNull();
  });

  it('when one section fails, the others still load, and its own retry reloads it', async () => {
    let calls = 0;
    renderDashboard({
      detail: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('x'), { kind: 'code', code: '51020' });
        return DETAIL;
      },
    });
    await vi.waitFor(() => expect(part('agent-detail')?.getAttribute('data-state')).toBe('failed'));
    await vi.waitFor(() => expect(part('agent-rebates')?.getAttribute('data-state')).toBe('ready'));
    expect(part('agent-marquee')?.getAttribute('data-state')).toBe('loaded');
    const detail = part('agent-detail')!;
    expect(within(detail).getByRole('alert').textContent).toMatch(/can’t be done right now/);
    await act(async () => within(detail).getByRole('button', { name: 'Try again' }).click());
    await vi.waitFor(() => expect(part('agent-detail')?.getAttribute('data-state')).toBe('loaded'));
  });
});
