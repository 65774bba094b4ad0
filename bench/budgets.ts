/** The budgets of issue #7, checked against a run's results. */
import type { BenchResults, PageName } from './results.ts';

export interface BudgetCheck {
  what: string;
  value: number;
  limit: string;
  met: boolean;
}

const APP_PAGES: readonly PageName[] = ['centre', 'detail', 'rtl'];

/** Every budget with the measured value and whether it holds. */
export function checkBudgets(r: BenchResults): BudgetCheck[] {
  const atMost = (what: string, value: number, limit: number): BudgetCheck => ({
    what,
    value,
    limit: `≤ ${limit}`,
    met: value <= limit,
  });
  const centre = r.pages.centre;
  return [
    atMost('centre LCP (ms)', centre.lcp, 1200),
    atMost('centre LCP / floor LCP', centre.lcpToFloor, 1.6),
    atMost('centre TBT (ms)', centre.tbt, 50),
    atMost('centre TBT at 6x CPU (ms)', r.pages.centre6x.tbt, 50),
    atMost('centre TTI (ms)', centre.tti, 2500),
    atMost('centre LCP as static files (ms)', r.pages.centreStatic.lcp, 2500),
    atMost('centre JS, all of it (KB gzip)', r.centreJsKb.server, 120),
    atMost('centre JS as static files, all of it (KB gzip)', r.centreJsKb.static, 120),
    atMost('centre CLS', centre.cls, 0.02),
    { what: 'centre score', value: centre.score, limit: '≥ 0.98', met: centre.score >= 0.98 },
    ...APP_PAGES.map((page) => atMost(`${page} JS before LCP (KB gzip)`, r.pages[page].jsKb, 100)),
    atMost(
      'host chosen after (ms)',
      r.hostSelection.chosenAfter,
      r.hostSelection.fastestLatency + 50,
    ),
    atMost('INP enrol (ms)', r.inp.enrol, 100),
    atMost('INP claim (ms)', r.inp.claim, 100),
    atMost('10k list first render (ms)', r.list10k.firstRender, 100),
    atMost('10k list dropped frames', r.list10k.droppedFrames, 0),
  ];
}
