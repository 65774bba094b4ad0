import type { DetailData } from '../../../machines/activity.machine.ts';
import type { ActivityDetail } from '../../domain/activity-detail.ts';

/**
 * The detail as the machine keeps it: the answer without its clock and apply status. `now` is
 * the exchange clock's time, which already holds what the answer's `serverTime` says (every
 * answer sets it), so the machine's own offset stays 0 rather than becoming a second estimate.
 */
export function detailData(
  answer: ActivityDetail & { serverTime: number; applyStatus?: unknown },
  now: number,
): DetailData {
  const { serverTime: _time, applyStatus: _status, ...detail } = answer;
  return { detail, serverTime: now, receivedAt: now };
}
