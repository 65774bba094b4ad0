import { describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';
import {
  applyIdempotencyKey,
  applyRequirements,
  isApplyOpen,
  isFinalRefusal,
  TOO_FREQUENT_BACKOFF_MS,
} from '../../src/domain/activity-enrolment.ts';
import { claimIdempotencyKey, claimRouteOf, isUncertainFailure } from '../../src/domain/claim.ts';
import { activityDetail } from '../model/models/fixtures.ts';

// A newcomer event (type 1) unless a test says otherwise.
const detail = (over: Partial<ActivityDetail>): ActivityDetail =>
  activityDetail({ type: 1, ...over });

describe('enrolment rules', () => {
  it('reads what applying takes from the detail', () => {
    // The sample is a newcomer event (type 1): its eligibility is checked before enrolling.
    expect(applyRequirements(detail({}))).toEqual({
      downloadRequired: false,
      entryCode: undefined,
      airdropPrizeId: undefined,
      newcomerEvent: true,
    });
    expect(
      applyRequirements(detail({ type: 2, downloadRequired: true, airdropPrizeId: 4 })),
    ).toEqual({
      downloadRequired: true,
      entryCode: undefined,
      airdropPrizeId: 4,
      newcomerEvent: false,
    });
    expect(applyRequirements(detail({ needsKolBind: true })).entryCode).toBe('kol');
    expect(applyRequirements(detail({ needsVipCode: true, needsKolBind: true })).entryCode).toBe(
      'vip',
    );
    expect(
      applyRequirements(detail({ needsRegisterCode: true, needsVipCode: true })).entryCode,
    ).toBe('register');
  });

  it('opens enrolment only while the activity is in progress (no pre-registration)', () => {
    expect(isApplyOpen('NOT_START')).toBe(false);
    expect(isApplyOpen('IN_PROGRESS')).toBe(true);
    expect(isApplyOpen('FINISHED')).toBe(false);
  });

  it('keeps risk, multiple-account and limit refusals final', () => {
    expect(['51021', '51040', '51071'].every(isFinalRefusal)).toBe(true);
    expect(['51020', '51023', '51070', '99999'].some(isFinalRefusal)).toBe(false);
    expect(isFinalRefusal(undefined)).toBe(false);
  });

  it('backs off 3000 ms after 51023', () => {
    expect(TOO_FREQUENT_BACKOFF_MS).toBe(3000);
  });

  it('builds deterministic idempotency keys', () => {
    expect(applyIdempotencyKey(12, 0)).toBe('apply:12:0');
    expect(applyIdempotencyKey(12, 0)).toBe(applyIdempotencyKey(12, 0));
    expect(claimIdempotencyKey(12, 3, '2030-01-02', 1)).toBe('claim:12:3:2030-01-02:1');
    // A task's only period (AFTER, DURING) is named too, so the key never ends in '::'.
    expect(claimIdempotencyKey(12, 3, '', 0)).toBe('claim:12:3:once:0');
  });

  it('claims a deposit bonus’s deposit and transfer tasks through recharge_trans_task only', () => {
    for (const type of ['RECHARGE', 'TRANSFER_AND_TRADING', 'SPOT_FIRST_RECHARGE'] as const) {
      expect(claimRouteOf(type, true)).toBe('rechargeTransObtainReward');
      expect(claimRouteOf(type, false)).toBe('obtainReward');
    }
    expect(claimRouteOf('TRADING_VOLUME', true)).toBe('obtainReward');
    expect(claimRouteOf('KOL_BIND', true)).toBe('obtainReward');
  });

  it('treats only an envelope code as a definitive answer to a claim', () => {
    expect(isUncertainFailure({ kind: 'code', code: '51071' })).toBe(false);
    for (const kind of ['network', 'timeout', 'http', 'malformed', 'unknown'] as const) {
      expect(isUncertainFailure({ kind })).toBe(true);
    }
  });
});
