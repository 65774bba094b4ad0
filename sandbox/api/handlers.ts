import type { CallHandlers } from './call-context.ts';
import { activityHandlers } from './handlers/activities.ts';
import { agentHandlers } from './handlers/agent.ts';
import { contentHandlers } from './handlers/content.ts';
import { enrolmentHandlers } from './handlers/enrolment.ts';
import { inboxHandlers } from './handlers/inbox.ts';
import { lotteryHandlers } from './handlers/lottery.ts';
import { taskHandlers } from './handlers/tasks.ts';

/** Every call's handler, grouped by area; the compiler insists none is missing. */
export const HANDLERS: CallHandlers = {
  ...activityHandlers,
  ...enrolmentHandlers,
  ...taskHandlers,
  ...lotteryHandlers,
  ...inboxHandlers,
  ...agentHandlers,
  ...contentHandlers,
};
