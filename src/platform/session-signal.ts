import { readSessionTokens } from './session-store.ts';

/**
 * The tabs of one browser share one session (its cookie), but each holds its own copy of the
 * tokens: a logout in one tab must reach the others, or they go on acting as the user.
 */
const CHANNEL_NAME = 'exchange-session';
const ENDED = 'session.ended';

/**
 * Only in a page: the server draws first views with the same session machine, and Node's
 * BroadcastChannel would carry one visitor's logout to every other visitor's render.
 */
function openChannel(): BroadcastChannel | undefined {
  if (globalThis.document === undefined) return undefined;
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  } catch {
    return undefined;
  }
}

/** Tells the browser's other tabs that the session ended here (logout, 00004, 434). */
export function announceSessionEnded(): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(ENDED);
  channel.close();
}

/**
 * Calls `onEnded` when the session holding `token` ended in another tab, told by the cookie no
 * longer holding that token: looked at on the broadcast, and, for a tab that missed it (asleep,
 * or a browser without BroadcastChannel), when the page is shown again. The broadcast names no
 * token: a stale tab's 434 must not end the newer session another tab holds. Answers the cleanup.
 */
export function watchSessionEnded(
  token: string,
  onEnded: () => void,
  doc: Document | undefined = globalThis.document,
): () => void {
  if (!doc) return () => {};
  const channel = openChannel();
  const check = () => {
    if (readSessionTokens()?.token !== token) onEnded();
  };
  const onMessage = (message: MessageEvent) => {
    if (message.data === ENDED) check();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check();
  };
  channel?.addEventListener('message', onMessage);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
