/** The bench's one table, in Markdown so the README can show it as printed. */
import type { BudgetCheck } from './budgets.ts';
import { RUNS } from './config.ts';
import type { BenchResults, PageMetrics, PageName } from './results.ts';

const PAGE_LABELS: Record<PageName, string> = {
  centre: 'Activity centre `/en/`',
  detail: 'Activity detail with tasks',
  rtl: 'Activity centre `/ar/` (RTL)',
  floor: 'Floor (static title and heading)',
  centre6x: 'Activity centre `/en/`, 6x CPU',
  floor6x: 'Floor, 6x CPU',
  centreStatic: 'Activity centre `/en/`, static files',
  detailStatic: 'Activity detail with tasks, static files',
  rtlStatic: 'Activity centre `/ar/`, static files',
};

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

function pageRow(name: PageName, m: PageMetrics): string {
  return `| ${PAGE_LABELS[name]} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${fixed(m.cls, 3)} | ${ms(m.speedIndex)} | ${fixed(m.score, 2)} | ${fixed(m.jsKb, 1)} | ${fixed(m.cssKb, 1)} | ${fixed(m.lcpToFloor, 2)} | ${ms(m.tti)} |`;
}

/** The page table, the other measures, and the budgets with ✅ or ❌. */
export function renderTable(r: BenchResults, checks: readonly BudgetCheck[]): string {
  const pages = (Object.keys(PAGE_LABELS) as PageName[]).map((name) =>
    pageRow(name, r.pages[name]),
  );
  return [
    `| Page (median of ${RUNS}, Lighthouse mobile) | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | Score | JS KB before LCP | CSS KB before LCP | LCP / floor | TTI ms |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages,
    '',
    `CPU: ${r.cpu}`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| Centre JS, all of it (KB gzip): page server / static files | ${fixed(r.centreJsKb.server, 1)} / ${fixed(r.centreJsKb.static, 1)} |`,
    `| Host chosen after the first probe (5 hosts: 40, 120, 300, 900 ms, one hung) | ${ms(r.hostSelection.chosenAfter)} ms (fastest host ${ms(r.hostSelection.fastestLatency)} ms) |`,
    `| INP of the enrol click (4x CPU) | ${ms(r.inp.enrol)} ms |`,
    `| INP of the claim click (4x CPU) | ${ms(r.inp.claim)} ms |`,
    `| 10,000-row referral list: first render | ${ms(r.list10k.firstRender)} ms |`,
    `| 10,000-row referral list: frames dropped while scrolling | ${ms(r.list10k.droppedFrames)} |`,
    '',
    '| Budget | Measured | Limit | Met |',
    '|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${c.what} | ${Number.isInteger(c.value) ? c.value : fixed(c.value, 2)} | ${c.limit} | ${c.met ? '✅' : '❌'} |`,
    ),
  ].join('\n');
}
