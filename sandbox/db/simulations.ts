import type { TaskType } from '../../src/domain/task.ts';
import type { SandboxEvent } from '../events.ts';
import { isDecimal, toMicros } from './decimal.ts';
import { createMessage } from './messages.ts';
import type { SandboxStore } from './store.ts';
import { type ChangedTask, refreshUserTasks } from './task-refresh.ts';
import { type Market, recordEvent, type UserEventKind } from './user-events.ts';
import { findUserById } from './users.ts';

/** What a simulation changed: the tasks whose progress or status moved. */
export interface SimulationOutcome {
  changedTasks: ChangedTask[];
}

/** The task types each kind of activity can move. */
const AFFECTS: Record<UserEventKind, readonly TaskType[]> = {
  deposit: ['RECHARGE', 'TRANSFER_AND_TRADING', 'SPOT_FIRST_RECHARGE', 'SPOT_HOLDS'],
  trade: [
    'TRADING_VOLUME',
    'TOTAL_TRADING_VOLUME',
    'SPOT_TRADING_VOLUME',
    'ORDER_VOLUME',
    'ANY_TRADING_VOLUME',
    'SPOT_ANY_TRADING_VOLUME',
    'SPOT_FIRST_TRADING',
    'TRANSFER_AND_TRADING',
  ],
  kyc: ['KYC_PASS'],
  invite: ['INVITE_FRIEND'],
  share: ['SHARE_LINK'],
  code: ['APPOINT_CODE'],
  follow: ['SOCIAL_MEDIA_SUBSCRIPTION'],
  earn: ['EARNINGS'],
};

function positiveMicros(name: string, text: string): number {
  if (!isDecimal(text) || toMicros(text) === 0) {
    throw new RangeError(`${name} must be a positive decimal with at most 6 decimals: ${text}`);
  }
  return toMicros(text);
}

/**
 * Records what the user did, recomputes the tasks it can move in every live activity, tells
 * the user of tasks that became claimable, and emits `taskProgressChanged` (and
 * `messageCreated`) once the transaction commits.
 */
function simulate(
  store: SandboxStore,
  userId: number,
  kind: UserEventKind,
  write: (now: number) => void,
): SimulationOutcome {
  if (!findUserById(store.db, userId)) throw new RangeError(`no user with id ${userId}`);
  const events: SandboxEvent[] = [];
  const changed = store.db.transaction(() => {
    const now = store.clock.now();
    write(now);
    const refreshed = refreshUserTasks(store.db, userId, now, AFFECTS[kind]);
    for (const task of refreshed) {
      events.push({ type: 'taskProgressChanged', userId, ...pick(task) });
      // One message per event: when the task becomes completed for its period, not on every
      // trade that follows while it waits to be claimed.
      if (!task.becameCompleted) continue;
      const messageId = createMessage(store.db, {
        userId,
        title: `Task completed: ${task.taskTitle}`,
        summary: `Claim your reward in ${task.activityTitle}.`,
        content: `<p>You completed <strong>${task.taskTitle}</strong>. Claim your reward before the period ends.</p>`,
        category: 'ACTIVITY',
        createdAt: now,
        activityId: task.activityId,
      });
      events.push({ type: 'messageCreated', userId, messageId });
    }
    return refreshed.map(pick);
  })();
  for (const event of events) store.events.emit(event);
  return { changedTasks: changed };
}

const pick = ({ activityId, taskId }: ChangedTask): ChangedTask => ({ activityId, taskId });

/** A deposit of `amount` (decimal string) of `currency`, valued in USDT for the tasks. */
export function simulateDeposit(
  store: SandboxStore,
  userId: number,
  amount: string,
  currency = 'USDT',
): SimulationOutcome {
  const micros = positiveMicros('amount', amount);
  const symbol = currency.trim().toUpperCase();
  return simulate(store, userId, 'deposit', (at) =>
    recordEvent(store.db, { userId, kind: 'deposit', at, amountMicros: micros, currency: symbol }),
  );
}

/** A trade of `volume` USDT on the spot or futures market. */
export function simulateTrade(
  store: SandboxStore,
  userId: number,
  volume: string,
  market: Market,
): SimulationOutcome {
  const micros = positiveMicros('volume', volume);
  return simulate(store, userId, 'trade', (at) =>
    recordEvent(store.db, { userId, kind: 'trade', at, amountMicros: micros, market }),
  );
}

/** The user passes identity verification. */
export function simulateKycPass(store: SandboxStore, userId: number): SimulationOutcome {
  return simulate(store, userId, 'kyc', (at) => {
    store.db.prepare('UPDATE users SET kyc_passed = 1 WHERE id = ?').run(userId);
    recordEvent(store.db, { userId, kind: 'kyc', at });
  });
}

/** A friend the user invited registers; an agent also gets them as a referral. */
export function simulateInvite(store: SandboxStore, userId: number): SimulationOutcome {
  return simulate(store, userId, 'invite', (at) => {
    const id = recordEvent(store.db, { userId, kind: 'invite', at });
    store.db
      .prepare(`INSERT INTO agent_referrals (agent_id, uid, masked_name, registered_at,
        kyc_passed, first_deposit_at, trade_volume)
        SELECT id, ?, 'N***w', ?, 0, NULL, '0' FROM agents WHERE user_id = ?`)
      .run(String(90_000_000 + id), at, userId);
  });
}

/** The user shares a campaign link. */
export function simulateShare(store: SandboxStore, userId: number): SimulationOutcome {
  return simulate(store, userId, 'share', (at) =>
    recordEvent(store.db, { userId, kind: 'share', at }),
  );
}

/** The user follows the exchange on social media (SOCIAL_MEDIA_SUBSCRIPTION). */
export function simulateFollow(store: SandboxStore, userId: number): SimulationOutcome {
  return simulate(store, userId, 'follow', (at) =>
    recordEvent(store.db, { userId, kind: 'follow', at }),
  );
}

/** The user subscribes `amount` USDT to an Earn product (EARNINGS). */
export function simulateEarn(store: SandboxStore, userId: number, amount: string) {
  const micros = positiveMicros('amount', amount);
  return simulate(store, userId, 'earn', (at) =>
    recordEvent(store.db, { userId, kind: 'earn', at, amountMicros: micros, currency: 'USDT' }),
  );
}
