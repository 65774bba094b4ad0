import type { Database } from 'better-sqlite3';
import { fromMicros, MICROS } from './decimal.ts';

const DAY = 86_400_000;
/** The taker fee rebates are a share of. */
const FEE_RATE = 0.0006;

/** An agent account and how much history the seed writes for it. */
interface AgentSeed {
  email: string;
  level: string;
  rebateRate: string;
  referrals: number;
  rebates: number;
  canViewPerformance: boolean;
}

/** agent@demo.test has the long lists (10,000 rebates) that paging and virtual lists need. */
const AGENT_SEEDS: readonly AgentSeed[] = [
  {
    email: 'agent@demo.test',
    level: 'Gold',
    rebateRate: '0.3',
    referrals: 2_000,
    rebates: 10_000,
    canViewPerformance: true,
  },
  {
    email: 'partner@demo.test',
    level: 'Silver',
    rebateRate: '0.2',
    referrals: 400,
    rebates: 2_500,
    canViewPerformance: true,
  },
  {
    email: 'affiliate@demo.test',
    level: 'Bronze',
    rebateRate: '0.1',
    referrals: 60,
    rebates: 300,
    canViewPerformance: false,
  },
];

const NAMES = ['Liam', 'Mia', 'Noah', 'Aylin', 'Kenji', 'Sofia', 'Omar', 'Chloe', 'Arjun', 'Elif'];

/** mulberry32: a small seeded generator, so every seed writes the same rows. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A connection's last generated referrals and rebates, kept in its temporary schema (which a
 * reset does not empty): what the next seed on the same ids would write again, `now` aside.
 */
const TEMPLATE_TABLES = `
  CREATE TEMP TABLE IF NOT EXISTS agent_seed_template (key TEXT NOT NULL, now INTEGER NOT NULL);
  CREATE TEMP TABLE IF NOT EXISTS agent_seed_referrals AS SELECT * FROM main.agent_referrals WHERE 0;
  CREATE TEMP TABLE IF NOT EXISTS agent_seed_rebates AS SELECT * FROM main.agent_rebates WHERE 0;`;

/**
 * Writes the agents and their referrals and rebates, timed relative to `now`. A reset reseeds
 * before every browser test, and generating the 15,000 rows was most of its time: a seed on
 * the same agent and row ids as the connection's last one copies that one's rows instead,
 * with their times moved by the difference of the two `now`s. That is exact: every time in
 * them is `now` minus an amount drawn from the agent's seeded generator, and nothing else
 * depends on `now` (a deposit counts when its delay is shorter than the referral's age).
 */
export function seedAgents(db: Database, now: number): number {
  const agentIds = insertAgents(db);
  if (agentIds.length === 0) return 0;
  const maxId = (table: string) =>
    Number(db.prepare(`SELECT coalesce(max(id), 0) FROM main.${table}`).pluck().get());
  const key = JSON.stringify([
    agentIds.map((a) => a.id),
    maxId('agent_referrals'),
    maxId('agent_rebates'),
  ]);
  db.exec(TEMPLATE_TABLES);
  const template = db.prepare('SELECT now FROM agent_seed_template WHERE key = ?').pluck();
  const templateNow = template.get(key) as number | undefined;
  if (templateNow !== undefined) {
    const shift = now - templateNow;
    db.prepare(`INSERT INTO main.agent_referrals SELECT id, agent_id, uid, masked_name,
      registered_at + @shift, kyc_passed, first_deposit_at + @shift, trade_volume
      FROM agent_seed_referrals ORDER BY id`).run({ shift });
    db.prepare(`INSERT INTO main.agent_rebates SELECT id, agent_id, referral_uid,
      trade_volume_micros, rebate_micros, currency, created_at + @shift
      FROM agent_seed_rebates ORDER BY id`).run({ shift });
    return agentIds.length;
  }
  const [referralsFrom, rebatesFrom] = [maxId('agent_referrals'), maxId('agent_rebates')];
  generateAgentRows(db, agentIds, now);
  db.exec(
    'DELETE FROM agent_seed_template; DELETE FROM agent_seed_referrals; DELETE FROM agent_seed_rebates;',
  );
  db.prepare(
    'INSERT INTO agent_seed_referrals SELECT * FROM main.agent_referrals WHERE id > ?',
  ).run(referralsFrom);
  db.prepare('INSERT INTO agent_seed_rebates SELECT * FROM main.agent_rebates WHERE id > ?').run(
    rebatesFrom,
  );
  db.prepare('INSERT INTO agent_seed_template (key, now) VALUES (?, ?)').run(key, now);
  return agentIds.length;
}

/** Inserts the agent accounts whose users exist and returns them, in AGENT_SEEDS' order. */
function insertAgents(db: Database): { seed: AgentSeed; id: number }[] {
  const insertAgent = db.prepare(`INSERT INTO agents (user_id, name, level, rebate_rate,
    invite_code, currency, can_view_performance) SELECT id, login_name, ?, ?, invite_code, 'USDT', ?
    FROM users WHERE lower(email) = ?`);
  const ids: { seed: AgentSeed; id: number }[] = [];
  for (const seed of AGENT_SEEDS) {
    const { lastInsertRowid, changes } = insertAgent.run(
      seed.level,
      seed.rebateRate,
      seed.canViewPerformance ? 1 : 0,
      seed.email,
    );
    if (changes > 0) ids.push({ seed, id: Number(lastInsertRowid) });
  }
  return ids;
}

/** Generates each agent's referrals and rebates from its seeded generator. */
function generateAgentRows(db: Database, agents: { seed: AgentSeed; id: number }[], now: number) {
  const insertReferral = db.prepare(`INSERT INTO agent_referrals (agent_id, uid, masked_name,
    registered_at, kyc_passed, first_deposit_at, trade_volume) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertRebate = db.prepare(`INSERT INTO agent_rebates (agent_id, referral_uid,
    trade_volume_micros, rebate_micros, currency, created_at) VALUES (?, ?, ?, ?, 'USDT', ?)`);
  // By the row's key: a reset reseeds on every browser test, and matching agent and uid scanned
  // the agent's referrals once per row (2 s of each reset on a 2-core machine).
  const updateVolume = db.prepare('UPDATE agent_referrals SET trade_volume = ? WHERE id = ?');
  for (const { seed, id: agentId } of agents) {
    const random = seededRandom(agentId * 7919);
    // One story per referral: KYC before a deposit, a deposit before any trade, and a trade
    // volume that is exactly the sum of the trades its agent earned rebates on.
    const referrals: { id: number; uid: string; depositedAt: number | null }[] = [];
    for (let i = 0; i < seed.referrals; i++) {
      const uid = String(20_000_000 + agentId * 1_000_000 + i);
      const name = NAMES[Math.floor(random() * NAMES.length)]!;
      const registeredAt = now - Math.floor(random() * 365 * DAY);
      const kyc = random() < 0.7;
      const firstDeposit =
        kyc && random() < 0.8 ? registeredAt + Math.floor(random() * 5 * DAY) : null;
      // A deposit "in the future" has not happened yet: no deposit, so no trade either.
      const depositedAt = firstDeposit !== null && firstDeposit <= now ? firstDeposit : null;
      const referral = insertReferral.run(
        agentId,
        uid,
        `${name[0]}***${name.at(-1)}`,
        registeredAt,
        kyc ? 1 : 0,
        depositedAt,
        '0',
      );
      referrals.push({ id: Number(referral.lastInsertRowid), uid, depositedAt });
    }
    // Only referrals who deposited trade; most of them do.
    const traders = referrals.filter((r) => r.depositedAt !== null && random() < 0.85);
    const volumes = new Map<number, number>();
    for (let i = 0; i < seed.rebates && traders.length > 0; i++) {
      const referral = traders[Math.floor(random() * traders.length)]!;
      const age = Math.min(now - referral.depositedAt!, 180 * DAY);
      const createdAt = now - Math.floor(random() * age);
      // Log-uniform between 50 and 50,000 USDT: many small trades, a few large ones.
      const volume = Math.round(50 * 1000 ** random() * MICROS);
      const rebate = Math.round(volume * FEE_RATE * Number(seed.rebateRate));
      insertRebate.run(agentId, referral.uid, volume, rebate, createdAt);
      volumes.set(referral.id, (volumes.get(referral.id) ?? 0) + volume);
    }
    for (const [id, micros] of volumes) {
      updateVolume.run(fromMicros(micros), id);
    }
  }
}
