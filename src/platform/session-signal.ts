import type { SessionTokens } from '../domain/session.ts';
import { readSessionTokens } from './session-store.ts';

/**
 * The tabs of one browser share one session (its cookie), but each holds its own copy of the
 * tokens: a logout in one tab must reach the others, or they go on acting as the user, and a
 * login in one must reach the others, or they go on as a visitor (or with an older token).
 */
const CHANNEL_NAME = 'exchange-session';
const ENDED = 'session.ended';
const STARTED = 'session.started';

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

/** What a tab says when it holds a session: its tokens, which the cookie holds too. */
interface StartedMessage {
  type: typeof STARTED;
  tokens: SessionTokens;
}

type SessionMessage = EndedMessage | StartedMessage;

function announce(message: SessionMessage): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(message);
  channel.close();
}

/** Tells the browser's other tabs that the session holding `token` ended here (logout, 00004, 434). */
export function announceSessionEnded(token: string | undefined): void {
  announce({ type: ENDED, token });
}

/**
 * Tells the browser's other tabs the session this tab holds (a login, or a page opened with the
 * cookie): a tab logged out, or holding an older token, takes it up. The tokens travel in the
 * message because the cookie set by the login reaches another tab's view of it a moment later.
 */
export function announceSessionStarted(tokens: SessionTokens): void {
  announce({ type: STARTED, tokens });
}

/** What another tab did to the shared session, as this tab sees it. */
export type SharedSessionChange = { type: 'ended' } | { type: 'started'; tokens: SessionTokens };

const isTokens = (value: unknown): value is SessionTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { token?: unknown }).token === 'string' &&
  (value as { token: string }).token !== '';

/**
 * Calls `onChange` when the browser's shared session no longer is the one this tab holds
 * (`token`, or none for a visitor): `ended` when it was ended, `started` with the tokens of
 * another session (a login in another tab). A broadcast decides at once, since another tab's
 * change of the cookie reaches this tab's view of it a moment later (a tab in another process);
 * an end naming another token (a stale tab's) counts only if the cookie shows this one gone.
 * A tab that missed the broadcast (asleep, or a browser without BroadcastChannel) looks at the
 * cookie when the page is shown again. Answers the cleanup.
 */
export function watchSharedSession(
  token: string | undefined,
  onChange: (change: SharedSessionChange) => void,
  doc: Document | undefined = globalThis.document,
): () => void {
  if (!doc) return () => {};
  const channel = openChannel();
  const check = () => {
    const stored = readSessionTokens();
    if (stored?.token === token) return;
    if (stored) onChange({ type: 'started', tokens: stored });
    else onChange({ type: 'ended' });
  };
  const onMessage = (message: MessageEvent<Partial<SessionMessage> | null>) => {
    const data = message.data;
    if (data?.type === STARTED) {
      if (isTokens(data.tokens) && data.tokens.token !== token) {
        onChange({ type: 'started', tokens: data.tokens });
      }
    } else if (data?.type === ENDED && token !== undefined) {
      if (data.token === token) onChange({ type: 'ended' });
      else check();
    }
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
