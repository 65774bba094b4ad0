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

/** What a tab says when its session ended: the token it held, if it held one. */
interface EndedMessage {
  type: typeof ENDED;
  token: string | undefined;
}

/** Tells the browser's other tabs that the session holding `token` ended here (logout, 00004, 434). */
export function announceSessionEnded(token: string | undefined): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: ENDED, token } satisfies EndedMessage);
  channel.close();
}

/**
 * Calls `onEnded` when the session holding `token` ended in another tab: the broadcast names
 * this token, or the cookie no longer holds it. The broadcast's token decides at once, since
 * the other tab's removal of the cookie reaches this tab's view of it a moment later (a tab in
 * another process); a broadcast naming another token (a stale tab's 434) ends this session only
 * if the cookie shows it gone. A tab that missed the broadcast (asleep, or a browser without
 * BroadcastChannel) looks at the cookie when the page is shown again. Answers the cleanup.
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
  const onMessage = (message: MessageEvent<Partial<EndedMessage> | null>) => {
    if (message.data?.type !== ENDED) return;
    if (message.data.token === token) onEnded();
    else check();
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
