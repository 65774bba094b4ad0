import { fromCallback, fromPromise } from 'xstate';
import { type LotteryEvent, lotteryMachine } from '../../../machines/lottery.machine.ts';
import { randomId } from '../../platform/ids.ts';
import { announceLotteryChange, watchLotteryChanges } from '../../platform/lottery-signal.ts';
import { callNative } from '../../platform/native-bridge.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { loginPageUrl } from '../routes.ts';
import { trackAction } from '../tracking.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/**
 * The lottery machine with its real effects: lottery/info, lottery/draw (idempotent under the
 * machine's key, so a resent draw is the same draw), login for a visitor who asks to draw, and
 * the reasons to read the draws left again: task claims granted on the page (through the feed),
 * and claims and draws in the browser's other tabs (src/platform/lottery-signal.ts), which this
 * tab's own claims and draws are announced to.
 */
export function provideLottery(services: AppServices, feedback: Pick<Feedback, 'notify'>) {
  // This lottery view, so that the tab does not read again for what it announced itself.
  const view = randomId(12);
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
        const refresh = () => sendBack({ type: 'lottery.refresh' });
        // Not the websocket's reward.granted: it also follows each of this tab's own claims and
        // draws, whose answers already bring the draws left here; a tab that changed the count
        // says so to the others instead.
        const stopClaims = services.feed.on('task.granted', (grant) => {
          if (grant.activityId !== input.activityId) return;
          refresh();
          announceLotteryChange(input.activityId, view);
        });
        const stopTabs = watchLotteryChanges(input.activityId, view, refresh);
        return () => {
          stopClaims();
          stopTabs();
        };
      }),
    },
    actions: {
      // A toast, not a dialog: the prize also shows in the panel, and the next draw is at hand.
      announcePrize: (_, { prize }) => feedback.notify('success', 'lottery.youWon', { prize }),
      announceDraw: ({ context }) => announceLotteryChange(context.activityId, view),
      sendToLogin: () => {
        if (services.env.inApp && callNative('login')) return;
        services.assignLocation(
          loginPageUrl(services.site, services.origin, services.currentPath()),
        );
      },
    },
  });
}
