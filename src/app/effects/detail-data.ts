import type { DetailData } from '../../../machines/activity.machine.ts';
import type { ActivityDetail } from '../../domain/activity-detail.ts';

/** The detail as the machine keeps it: the answer without its clock and apply status. */
export function detailData(
  answer: ActivityDetail & { serverTime: number; applyStatus?: unknown },
  receivedAt: number,
): DetailData {
  const { serverTime, applyStatus: _status, ...detail } = answer;
  return { detail, serverTime, receivedAt };
}
