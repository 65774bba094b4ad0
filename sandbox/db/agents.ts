import type { Database } from 'better-sqlite3';
import type {
  AgentDetail,
  AgentPermission,
  MarqueeRecord,
  Page,
  PerformancePoint,
  RebateRow,
  ReferralRow,
} from '../../src/domain/agent.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import { pageOffset } from '../../src/domain/pagination.ts';
import { fromMicros } from './decimal.ts';
import { Refusal } from './refusal.ts';
import { dayKey } from './tasks.ts';

const DAY = 86_400_000;

interface AgentRow {
  id: number;
  user_id: number;
  name: string;
  level: string;
  rebate_rate: string;
  invite_code: string;
  currency: string;
  can_view_performance: number;
}

/** The agent account of a user, if they are an agent. */
export function findAgentOfUser(db: Database, userId: number): AgentRow | undefined {
  return db.prepare('SELECT * FROM agents WHERE user_id = ?').get(userId) as AgentRow | undefined;
}

/**
 * The viewer's own agent account, checked against the id a call names: an agent sees only
 * their own data (51020 otherwise, as for a user who is no agent).
 */
export function requireOwnAgent(db: Database, userId: number, agentId?: number): AgentRow {
  const agent = findAgentOfUser(db, userId);
  if (!agent) throw new Refusal(ResponseCode.TipMessage, 'not an agent');
  if (agentId !== undefined && agent.id !== agentId) {
    throw new Refusal(ResponseCode.TipMessage, `no permission for agent ${agentId}`);
  }
  return agent;
}

/** What an agent may see; only the performance view differs between agents. */
export function permissionOf(agent: AgentRow): AgentPermission {
  return {
    dashboard: true,
    rebates: true,
    referrals: true,
    performance: agent.can_view_performance === 1,
  };
}

/** The agent's profile with their totals. */
export function agentDetailOf(db: Database, agent: AgentRow): AgentDetail {
  const referrals = Number(
    db.prepare('SELECT count(*) FROM agent_referrals WHERE agent_id = ?').pluck().get(agent.id),
  );
  const rebate = Number(
    db
      .prepare('SELECT coalesce(sum(rebate_micros), 0) FROM agent_rebates WHERE agent_id = ?')
      .pluck()
      .get(agent.id),
  );
  return {
    agentId: agent.id,
    name: agent.name,
    level: agent.level,
    rebateRate: agent.rebate_rate,
    inviteCode: agent.invite_code,
    totalReferrals: referrals,
    totalRebate: fromMicros(rebate),
    currency: agent.currency,
  };
}

type Paging = { pageIndex: number; pageSize: number };

/**
 * One page of an agent's rows of `table`, newest by `dateColumn` first; rows dated after `now`
 * are hidden (the sandbox's clock may have been moved back).
 */
function agentPage<Row>(
  db: Database,
  table: 'agent_rebates' | 'agent_referrals',
  dateColumn: 'created_at' | 'registered_at',
  query: { agentId: number; page: Paging; now: number },
): { rows: Row[]; total: number } {
  const where = `FROM ${table} WHERE agent_id = ? AND ${dateColumn} <= ?`;
  const { agentId, page, now } = query;
  const total = Number(db.prepare(`SELECT count(*) ${where}`).pluck().get(agentId, now));
  const rows = db
    .prepare(`SELECT * ${where} ORDER BY ${dateColumn} DESC, id DESC LIMIT ? OFFSET ?`)
    .all(agentId, now, page.pageSize, pageOffset(page.pageIndex, page.pageSize)) as Row[];
  return { rows, total };
}

/** One page (1-based) of an agent's rebates, newest first. */
export function listRebates(db: Database, agentId: number, page: Paging, now: number) {
  const { rows, total } = agentPage<{
    id: number;
    referral_uid: string;
    trade_volume_micros: number;
    rebate_micros: number;
    currency: string;
    created_at: number;
  }>(db, 'agent_rebates', 'created_at', { agentId, page, now });
  const items: RebateRow[] = rows.map((r) => ({
    id: r.id,
    referralUid: r.referral_uid,
    tradeVolume: fromMicros(r.trade_volume_micros),
    rebate: fromMicros(r.rebate_micros),
    currency: r.currency,
    createdAt: r.created_at,
  }));
  return { items, total, ...page } satisfies Page<RebateRow>;
}

/** One page (1-based) of an agent's referrals, newest first. */
export function listReferrals(db: Database, agentId: number, page: Paging, now: number) {
  const { rows, total } = agentPage<{
    id: number;
    uid: string;
    masked_name: string;
    registered_at: number;
    kyc_passed: number;
    first_deposit_at: number | null;
    trade_volume: string;
  }>(db, 'agent_referrals', 'registered_at', { agentId, page, now });
  const items: ReferralRow[] = rows.map((r) => {
    const row: ReferralRow = {
      id: r.id,
      uid: r.uid,
      maskedName: r.masked_name,
      registeredAt: r.registered_at,
      kycPassed: r.kyc_passed === 1,
      tradeVolume: r.trade_volume,
    };
    if (r.first_deposit_at !== null && r.first_deposit_at <= now) {
      row.firstDepositAt = r.first_deposit_at;
    }
    return row;
  });
  return { items, total, ...page } satisfies Page<ReferralRow>;
}

/** The agent's last `days` sandbox-clock days, oldest first, with zero days filled in. */
export function performanceSeries(
  db: Database,
  agentId: number,
  days: number,
  now: number,
): PerformancePoint[] {
  const first = Math.floor(now / DAY) * DAY - (days - 1) * DAY;
  const byDay = (sql: string) =>
    new Map(
      (db.prepare(sql).all(agentId, first, now) as { day: number; n: number; v: number }[]).map(
        (r) => [r.day, r],
      ),
    );
  const referrals = byDay(`SELECT registered_at / ${DAY} AS day, count(*) AS n, 0 AS v
    FROM agent_referrals WHERE agent_id = ? AND registered_at >= ? AND registered_at <= ?
    GROUP BY day`);
  const rebates = byDay(`SELECT created_at / ${DAY} AS day, sum(trade_volume_micros) AS n,
    sum(rebate_micros) AS v FROM agent_rebates
    WHERE agent_id = ? AND created_at >= ? AND created_at <= ? GROUP BY day`);
  return Array.from({ length: days }, (_, i) => {
    const start = first + i * DAY;
    const day = start / DAY;
    return {
      day: dayKey(start),
      newReferrals: referrals.get(day)?.n ?? 0,
      tradeVolume: fromMicros(rebates.get(day)?.n ?? 0),
      rebate: fromMicros(rebates.get(day)?.v ?? 0),
    };
  });
}

/** The newest rebates of all agents, for the agent page's ticker. */
export function marquee(db: Database, limit: number, now: number): MarqueeRecord[] {
  const rows = db
    .prepare(`SELECT id, referral_uid, rebate_micros, currency, created_at FROM agent_rebates
      WHERE created_at <= ? ORDER BY created_at DESC, id DESC LIMIT ?`)
    .all(now, limit) as {
    id: number;
    referral_uid: string;
    rebate_micros: number;
    currency: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    text: `An agent earned ${fromMicros(r.rebate_micros)} ${r.currency} from UID ${r.referral_uid.slice(0, 2)}****${r.referral_uid.slice(-2)}`,
    createdAt: r.created_at,
  }));
}
