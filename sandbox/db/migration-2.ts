import type { Migration } from './migration.ts';

/**
 * The business rules' tables: activity details and tasks, enrolments, the users' simulated
 * activity, task progress, rewards, idempotent answers, lottery, push messages, agents,
 * codes and airdrops. Amounts are whole millionths (`*_micros`) or decimal strings.
 */
export const MIGRATION_2: Migration = {
  version: 2,
  name: 'business rules: details, tasks, enrolments, rewards, lottery, inbox, agents',
  sql: `
    ALTER TABLE users ADD COLUMN region TEXT NOT NULL DEFAULT 'GB';
    ALTER TABLE users ADD COLUMN risk_flagged INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN linked_user_id INTEGER REFERENCES users(id);
    ALTER TABLE users ADD COLUMN vip_level INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN kol_code TEXT;
    ALTER TABLE users ADD COLUMN kol_bound_at INTEGER;

    -- Why a session ended: 'logout', or 'replaced' by a newer login of the same user (434).
    ALTER TABLE sessions ADD COLUMN revoked_reason TEXT;
    ALTER TABLE sessions ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE activity_details (
      activity_id INTEGER PRIMARY KEY REFERENCES activities(id) ON DELETE CASCADE,
      identifier TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('productized', 'nonProductized')),
      rules TEXT NOT NULL,
      introduce TEXT NOT NULL,
      highlights TEXT NOT NULL,
      new_users_only INTEGER NOT NULL DEFAULT 0,
      requires_kyc INTEGER NOT NULL DEFAULT 0,
      requires_enrolment INTEGER NOT NULL DEFAULT 1,
      download_required INTEGER NOT NULL DEFAULT 0,
      needs_register_code INTEGER NOT NULL DEFAULT 0,
      needs_vip_code INTEGER NOT NULL DEFAULT 0,
      needs_kol_bind INTEGER NOT NULL DEFAULT 0,
      excluded_regions TEXT NOT NULL DEFAULT '',
      featured_pair TEXT,
      airdrop_prize_id INTEGER,
      quota INTEGER,
      reward TEXT NOT NULL,
      reward_tiers TEXT NOT NULL DEFAULT '[]',
      theme TEXT NOT NULL
    );

    CREATE TABLE tasks (
      id INTEGER PRIMARY KEY,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      task_type TEXT NOT NULL,
      title TEXT NOT NULL,
      period TEXT NOT NULL CHECK (period IN ('EVERYDAY', 'AFTER', 'DURING')),
      comparison TEXT NOT NULL DEFAULT 'GREATER_EQUAL',
      target_micros INTEGER NOT NULL CHECK (target_micros > 0),
      unit TEXT NOT NULL,
      window_days INTEGER,
      reward_type TEXT NOT NULL,
      reward_category INTEGER NOT NULL,
      reward_amount TEXT NOT NULL,
      reward_currency TEXT NOT NULL,
      reward_valid_days INTEGER,
      action TEXT,
      sort INTEGER NOT NULL
    );
    CREATE INDEX tasks_activity ON tasks(activity_id, sort);

    CREATE TABLE enrolments (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      applied_at INTEGER NOT NULL,
      variant TEXT NOT NULL,
      PRIMARY KEY (user_id, activity_id)
    );

    -- What a user did on the exchange: the source every task's progress is computed from.
    CREATE TABLE user_events (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL
        CHECK (kind IN ('deposit', 'trade', 'kyc', 'invite', 'share', 'code', 'follow', 'earn')),
      market TEXT CHECK (market IS NULL OR market IN ('spot', 'futures')),
      currency TEXT,
      amount_micros INTEGER NOT NULL DEFAULT 0,
      value_micros INTEGER NOT NULL DEFAULT 0,
      at INTEGER NOT NULL
    );
    CREATE INDEX user_events_user ON user_events(user_id, kind, at);

    CREATE TABLE task_progress (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
      period_key TEXT NOT NULL,
      progress_micros INTEGER NOT NULL,
      status TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, task_id, period_key)
    );

    CREATE TABLE user_rewards (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      task_id INTEGER REFERENCES tasks(id) ON DELETE CASCADE,
      period_key TEXT NOT NULL DEFAULT '',
      source TEXT NOT NULL CHECK (source IN ('task', 'draw', 'seed')),
      reward_type TEXT NOT NULL,
      category INTEGER NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      expires_at INTEGER,
      status TEXT NOT NULL CHECK (status IN ('ISSUED', 'USED')),
      used_count INTEGER NOT NULL DEFAULT 0,
      granted_at INTEGER NOT NULL
    );
    -- The exactly-once rule: one reward per user, task and period, whatever the race.
    CREATE UNIQUE INDEX user_rewards_once ON user_rewards(user_id, task_id, period_key)
      WHERE task_id IS NOT NULL;
    CREATE INDEX user_rewards_user ON user_rewards(user_id, granted_at);

    CREATE TABLE idempotent_answers (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      answer TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, key)
    );

    CREATE TABLE lottery_prizes (
      id INTEGER PRIMARY KEY,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      reward_type TEXT NOT NULL,
      category INTEGER NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      valid_days INTEGER,
      weight INTEGER NOT NULL CHECK (weight > 0),
      sort INTEGER NOT NULL
    );
    -- The committed seed of each user's next draw in a lottery.
    CREATE TABLE lottery_seeds (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      seed TEXT NOT NULL,
      PRIMARY KEY (user_id, activity_id)
    );
    CREATE TABLE draws (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      seed TEXT NOT NULL,
      seed_hash TEXT NOT NULL,
      client_seed TEXT NOT NULL,
      prize_id INTEGER NOT NULL REFERENCES lottery_prizes(id),
      reward_id INTEGER NOT NULL REFERENCES user_rewards(id),
      drawn_at INTEGER NOT NULL
    );

    CREATE TABLE push_messages (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      content TEXT NOT NULL,
      category TEXT NOT NULL CHECK (category IN ('ACTIVITY', 'REWARD', 'SYSTEM')),
      read_at INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX push_messages_user ON push_messages(user_id, created_at);

    CREATE TABLE agents (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      level TEXT NOT NULL,
      rebate_rate TEXT NOT NULL,
      invite_code TEXT NOT NULL,
      currency TEXT NOT NULL,
      can_view_performance INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE agent_referrals (
      id INTEGER PRIMARY KEY,
      agent_id INTEGER NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
      uid TEXT NOT NULL,
      masked_name TEXT NOT NULL,
      registered_at INTEGER NOT NULL,
      kyc_passed INTEGER NOT NULL,
      first_deposit_at INTEGER,
      trade_volume TEXT NOT NULL
    );
    CREATE INDEX agent_referrals_agent ON agent_referrals(agent_id, registered_at);
    CREATE TABLE agent_rebates (
      id INTEGER PRIMARY KEY,
      agent_id INTEGER NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
      referral_uid TEXT NOT NULL,
      trade_volume_micros INTEGER NOT NULL,
      rebate_micros INTEGER NOT NULL,
      currency TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX agent_rebates_agent ON agent_rebates(agent_id, created_at);

    CREATE TABLE kols (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL
    );
    CREATE TABLE register_codes (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE,
      issued_at INTEGER NOT NULL,
      used_at INTEGER,
      PRIMARY KEY (user_id, activity_id)
    );
    CREATE TABLE airdrop_products (
      prize_id INTEGER PRIMARY KEY,
      product_code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      min_hold TEXT NOT NULL,
      reward_amount TEXT NOT NULL,
      reward_currency TEXT NOT NULL
    );
  `,
};
