import { watchPageVisibility } from './page-visibility.ts';

/**
 * The tabs of one browser show one account's lottery, but each reads its draws left on its
 * own: a claim or a draw in one tab changes the count the others show (use pass: a tab offered
 * a draw it no longer had, or hid one it had, until reloaded). The tab that changed it says so
 * here; nothing is read in a tab that is alone, and the tab that speaks does not hear itself.
 */
const CHANNEL_NAME = 'exchange-lottery';
const CHANGED = 'lottery.changed';

/** What a tab says when the draws left in a lottery changed there. */
interface LotteryChangedMessage {
  type: typeof CHANGED;
  activityId: number;
  /** The lottery view that spoke, so that it does not read again for its own change. */
  from: string;
}

/** Only in a page: the server draws first views and must not carry one user's news to another. */
function openChannel(): BroadcastChannel | undefined {
  if (globalThis.document === undefined) return undefined;
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells the browser's other tabs that the draws left in the lottery of `activityId` changed
 * here (a claim granted draws, a draw used one); `from` names this lottery view.
 */
export function announceLotteryChange(activityId: number, from: string): void {
  const channel = openChannel();
  if (!channel) return;
  const message: LotteryChangedMessage = { type: CHANGED, activityId, from };
  channel.postMessage(message);
  channel.close();
}

/**
 * Calls `onChange` when another tab (not the view named `from`) changed the draws left in the
 * lottery of `activityId`. A hidden tab reads nothing: the changes it heard meanwhile make one
 * call when it is shown again. Answers the cleanup.
 */
export function watchLotteryChanges(
  activityId: number,
  from: string,
  onChange: () => void,
  doc: Document | undefined = globalThis.document,
): () => void {
  const channel = openChannel();
  if (!channel || !doc) return () => {};
  let visible = doc.visibilityState !== 'hidden';
  let heardWhileHidden = false;
  const onMessage = (message: MessageEvent<Partial<LotteryChangedMessage> | null>) => {
    const data = message.data;
    if (data?.type !== CHANGED || data.activityId !== activityId || data.from === from) return;
    if (visible) onChange();
    else heardWhileHidden = true;
  };
  const stopVisibility = watchPageVisibility((shown) => {
    visible = shown;
    if (!shown || !heardWhileHidden) return;
    heardWhileHidden = false;
    onChange();
  }, doc);
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
    stopVisibility();
  };
}
