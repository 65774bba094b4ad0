import {
  simulateDeposit,
  simulateEarn,
  simulateFollow,
  simulateInvite,
  simulateKycPass,
  simulateShare,
  simulateTrade,
} from '../db/simulations.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserByEmail } from '../db/users.ts';

/** What QA can make a user do without a real exchange behind the sandbox. */
export const SIMULATION_KINDS = [
  'deposit',
  'trade',
  'kyc',
  'invite',
  'share',
  'follow',
  'earn',
] as const;
export type SimulationKind = (typeof SIMULATION_KINDS)[number];

/** The fields a simulation reads; which ones depends on the kind. */
export interface SimulationInput {
  email?: unknown;
  /** deposit, earn: a positive decimal string (USDT for earn). */
  amount?: unknown;
  /** deposit: the asset (USDT by default). */
  currency?: unknown;
  /** trade: the traded volume in USDT, a positive decimal string. */
  volume?: unknown;
  /** trade: spot (default) or futures. */
  market?: unknown;
}

export interface SimulationResult {
  kind: SimulationKind;
  user: { id: number; email: string };
  changedTasks: Array<{ activityId: number; taskId: number }>;
}

/** A simulation that cannot run; `status` is the HTTP status to answer with. */
export class SimulationError extends Error {
  override name = 'SimulationError';
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

export function isSimulationKind(kind: string): kind is SimulationKind {
  return (SIMULATION_KINDS as readonly string[]).includes(kind);
}

function positiveDecimal(name: string, value: unknown): string {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) {
    throw new SimulationError(`${name} must be a positive decimal number, like 500 or 12.5`);
  }
  return text;
}

/**
 * Makes the user with this e-mail deposit, trade, pass KYC, bring in a friend or share, through
 * the sandbox's own rules (interface 2), which recompute task progress and push the changes.
 */
export function simulate(
  store: SandboxStore,
  kind: SimulationKind,
  input: SimulationInput,
): SimulationResult {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email === '') throw new SimulationError('email is required: the user to simulate for');
  const user = findUserByEmail(store.db, email);
  if (!user) throw new SimulationError(`no user with e-mail ${email}`, 404);
  try {
    return { kind, user: { id: user.id, email: user.email }, ...run(store, user.id, kind, input) };
  } catch (error) {
    // The rules refuse what they cannot record (too many decimals, say) with a RangeError.
    if (error instanceof RangeError) throw new SimulationError(error.message);
    throw error;
  }
}

function run(
  store: SandboxStore,
  userId: number,
  kind: SimulationKind,
  input: SimulationInput,
): { changedTasks: Array<{ activityId: number; taskId: number }> } {
  switch (kind) {
    case 'deposit': {
      const currency =
        typeof input.currency === 'string' && input.currency.trim()
          ? input.currency.trim().toUpperCase()
          : undefined;
      if (currency !== undefined && !/^[A-Z0-9]{2,10}$/.test(currency)) {
        throw new SimulationError('currency must be an asset code such as USDT');
      }
      return simulateDeposit(store, userId, positiveDecimal('amount', input.amount), currency);
    }
    case 'trade': {
      const market = input.market === undefined || input.market === '' ? 'spot' : input.market;
      if (market !== 'spot' && market !== 'futures') {
        throw new SimulationError('market must be spot or futures');
      }
      return simulateTrade(store, userId, positiveDecimal('volume', input.volume), market);
    }
    case 'kyc':
      return simulateKycPass(store, userId);
    case 'invite':
      return simulateInvite(store, userId);
    case 'share':
      return simulateShare(store, userId);
    case 'follow':
      return simulateFollow(store, userId);
    case 'earn':
      return simulateEarn(store, userId, positiveDecimal('amount', input.amount));
  }
}
