import type { ReferralRow } from '../../src/domain/agent.ts';

const DAY = 86_400_000;

/** `count` referrals shaped as the sandbox seeds them: masked names, dates, KYC, volumes. */
export function makeReferrals(count: number): ReferralRow[] {
  const now = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    uid: String(10_000_000 + i),
    maskedName: `u***${(i * 7919) % 1000}@demo.test`,
    registeredAt: now - (i % 720) * DAY,
    kycPassed: i % 3 !== 0,
    firstDepositAt: i % 4 === 0 ? undefined : now - (i % 300) * DAY,
    tradeVolume: ((i * 104_729) % 1_000_000).toFixed(4),
  }));
}
