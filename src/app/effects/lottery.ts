import { fromCallback, fromPromise } from 'xstate';
import { type LotteryEvent, lotteryMachine } from '../../../machines/lottery.machine.ts';
import { callNative } from '../../platform/native-bridge.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { loginPageUrl } from '../routes.ts';
import { trackAction } from '../tracking.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/**
 * The lottery machine with its real effects: lottery/info, lottery/draw (idempotent under the
 * machine's key, so a resent draw is the same draw), login for a visitor who asks to draw, and
 * the task claims granted on the page (through the feed), each a reason to read the draws left
 * again.
 */
export function provideLottery(services: AppServices, feedback: Pick<Feedback, 'notify'>) {
  return provideOnce(lotteryMachine)({
    actors: {
      loadLottery: fromPromise(({ input, signal }) =>
        services.client('lotteryInfo', { activityId: input.activityId }, { signal }),
      ),
      drawPrize: fromPromise(({ input, signal }) => {
        trackAction(services, 'draw_click', { activity_id: input.activityId });
        return services.client(
          'lotteryDraw',
          { activityId: input.activityId, clientSeed: input.clientSeed },
          { signal, idempotencyKey: input.idempotencyKey },
        );
      }),
      watchGrants: fromCallback<LotteryEvent, { activityId: number }>(({ sendBack, input }) => {
        // Only claims: the websocket's reward.granted also follows each draw of this lottery,
        // whose answer already carries the draws left.
        return services.feed.on('task.granted', (grant) => {
          if (grant.activityId === input.activityId) sendBack({ type: 'lottery.refresh' });
        });
      }),
    },
    actions: {
      // A toast, not a dialog: the prize also shows in the panel, and the next draw is at hand.
      announcePrize: (_, { prize }) => feedback.notify('success', 'lottery.youWon', { prize }),
      sendToLogin: () => {
        if (services.env.inApp && callNative('login')) return;
        services.assignLocation(
          loginPageUrl(services.site, services.origin, services.currentPath()),
        );
      },
    },
  });
}
