import type {
  AgentDetail,
  AgentPermission,
  MarqueeRecord,
  PerformancePoint,
  RebateRow,
  ReferralRow,
} from './agent.ts';

/** Rows asked for per page of an agent's rebate or referral list. */
export const AGENT_PAGE_SIZE = 50;

/** The most rows an agent list holds in memory: 200 pages of 50. */
export const AGENT_LIST_MAX_ROWS = 10_000;

/** The dashboard sections loaded in one call each, and what each call returns. */
export interface AgentSectionData {
  detail: AgentDetail;
  marquee: MarqueeRecord[];
  performance: PerformancePoint[];
}
/** The name of a section loaded in one call. */
export type AgentSectionName = keyof AgentSectionData;

/** The paged lists of the dashboard, and the row each holds. */
export interface AgentListRows {
  rebates: RebateRow;
  referrals: ReferralRow;
}
/** The name of a paged list. */
export type AgentListName = keyof AgentListRows;
/** A row of either list. */
export type AgentListRow = AgentListRows[AgentListName];

/**
 * Whether the agent's permission shows a part of the dashboard. The detail and the marquee
 * come with the dashboard itself; the others have a permission each.
 */
export function isSectionAllowed(
  permission: AgentPermission,
  part: AgentSectionName | AgentListName,
): boolean {
  switch (part) {
    case 'detail':
    case 'marquee':
      return permission.dashboard;
    case 'rebates':
      return permission.dashboard && permission.rebates;
    case 'referrals':
      return permission.dashboard && permission.referrals;
    case 'performance':
      return permission.dashboard && permission.performance;
  }
}

/** The 1-based page (SPEC §9) that holds the row at a 0-based index. */
export function pageOfRow(index: number, pageSize: number): number {
  return Math.floor(index / pageSize) + 1;
}

/**
 * The page a long list should load for the rows in view: the page of the first row between
 * `first` and `last` (0-based, inclusive, clamped to the `count` rows) that is not loaded yet,
 * or undefined when all of them are. Only that page is asked for: the pages between it and
 * those loaded stay unloaded until they are scrolled to.
 */
export function pageToLoad(
  range: { first: number; last: number },
  count: number,
  isLoaded: (index: number) => boolean,
  pageSize: number,
): number | undefined {
  const first = Math.max(0, range.first);
  const last = Math.min(count - 1, range.last);
  for (let i = first; i <= last; i += 1) {
    if (!isLoaded(i)) return pageOfRow(i, pageSize);
  }
  return undefined;
}
