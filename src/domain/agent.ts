/** is_agent: whether the user is an agent, and the id their dashboard calls use. */
export interface AgentStatus {
  isAgent: boolean;
  agentId?: number;
}

/** What an agent may see (agent/permission/{id}); the spec does not show it, so these are ours. */
export interface AgentPermission {
  dashboard: boolean;
  rebates: boolean;
  referrals: boolean;
  performance: boolean;
}

export interface AgentDetail {
  agentId: number;
  name: string;
  level: string;
  rebateRate: string;
  inviteCode: string;
  totalReferrals: number;
  totalRebate: string;
  currency: string;
}

export interface MarqueeRecord {
  id: number;
  text: string;
  createdAt: number;
}

export interface RebateRow {
  id: number;
  referralUid: string;
  tradeVolume: string;
  rebate: string;
  currency: string;
  createdAt: number;
}

export interface ReferralRow {
  id: number;
  uid: string;
  maskedName: string;
  registeredAt: number;
  kycPassed: boolean;
  firstDepositAt?: number;
  tradeVolume: string;
}

export interface PerformancePoint {
  day: string;
  newReferrals: number;
  tradeVolume: string;
  rebate: string;
}

/** One page of a long list; `pageIndex` is 1-based (SPEC §9 pagination helper). */
export interface Page<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}
