import type { ObtainedReward } from '../../src/api/contract.ts';
import { type ClaimRoute, isRechargeTransTask } from '../../src/domain/claim.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import { TaskStatus } from '../../src/domain/task.ts';
import type { ActivityRecord } from './activity-records.ts';
import { findEnrolment } from './enrolments.ts';
import { createMessage } from './messages.ts';
import { Refusal } from './refusal.ts';
import { rewardWords } from './reward-words.ts';
import { findReward, findTaskReward, insertReward } from './rewards.ts';
import type { RuleContext } from './rule-context.ts';
import { evaluateTasks } from './task-progress.ts';
import { periodEnd } from './tasks.ts';
import type { UserRecord } from './users.ts';

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);

/**
 * Grants a task's reward for its current period, exactly once. It must run inside one
 * transaction (the API wraps every call in one): the check for an earlier grant and the insert
 * are then atomic, and the unique index on (user, task, period) backs them up. A repeat of a
 * granted claim answers the same reward and does not count against the rate limit.
 */
export function obtainReward(
  ctx: RuleContext,
  user: UserRecord,
  activity: ActivityRecord,
  taskId: number,
  route: ClaimRoute = 'obtainReward',
): ObtainedReward {
  const { db, now } = ctx;
  const [evaluation] = evaluateTasks(db, user, activity, now, (t) => t.id === taskId);
  if (!evaluation) throw tip(`no task ${taskId} in activity ${activity.id}`);
  const { task, periodKey } = evaluation;
  // The key of a claim names its period; once the period is over it can only be a new claim.
  ctx.expireKeyAt(periodEnd(task, activity, now));
  if (route === 'rechargeTransObtainReward' && !isRechargeTransTask(task.taskType)) {
    throw tip(`task ${taskId} is not a deposit or transfer task`);
  }
  const granted = findTaskReward(db, user.id, task.id, periodKey, now);
  if (granted) {
    return { activityId: activity.id, taskId, reward: granted, task: evaluation.completion };
  }
  ctx.countAttempt();
  if (user.riskFlagged) {
    throw new Refusal(ResponseCode.RiskTip, 'risk control: rewards of this account are on hold');
  }
  if (user.linkedUserId !== undefined) {
    throw new Refusal(
      ResponseCode.MultipleAccounts,
      'multiple accounts: a linked account already receives rewards',
    );
  }
  const { status } = evaluation.completion;
  // Account tasks show as done before enrolment; their reward is for those who joined.
  const unenrolled = activity.requiresEnrolment && !findEnrolment(db, user.id, activity.id);
  if (status === TaskStatus.Completed && unenrolled) {
    throw tip('join the activity first');
  }
  if (status !== TaskStatus.Completed) {
    throw tip(
      status === TaskStatus.Unsatisfied
        ? 'task can no longer be completed'
        : 'task not completed yet',
    );
  }
  const rewardId = insertReward(db, {
    userId: user.id,
    activityId: activity.id,
    taskId: task.id,
    periodKey,
    source: 'task',
    spec: task.reward,
    grantedAt: now,
    activityEnd: activity.endTime,
  });
  db.prepare(`UPDATE task_progress SET status = 'GRANTED', updated_at = ?
    WHERE user_id = ? AND task_id = ? AND period_key = ?`).run(now, user.id, task.id, periodKey);
  const reward = findReward(db, rewardId, now)!;
  const messageId = createMessage(db, {
    userId: user.id,
    title: `Reward received: ${rewardWords(reward)}`,
    summary: `For "${task.title}" in ${activity.title}.`,
    // Human words only: the reward's type is a code for machines, never for a reader.
    content: `<p>You received <strong>${rewardWords(reward)}</strong> for completing "${task.title}".</p>`,
    category: 'REWARD',
    createdAt: now,
    activityId: activity.id,
  });
  ctx.emit({ type: 'rewardGranted', userId: user.id, activityId: activity.id, rewardId });
  ctx.emit({ type: 'taskProgressChanged', userId: user.id, activityId: activity.id, taskId });
  ctx.emit({ type: 'messageCreated', userId: user.id, messageId });
  const completion = { ...evaluation.completion, status: TaskStatus.Granted, updatedAt: now };
  return { activityId: activity.id, taskId, reward, task: completion };
}
