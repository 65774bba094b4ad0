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
