// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://app.test/en/activity/8"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionEnded,
  announceSessionStarted,
  type SharedSessionChange,
  watchSharedSession,
} from '../../../src/platform/session-signal.ts';
import { clearStoredSession, writeSessionTokens } from '../../../src/platform/session-store.ts';

const tokens = (token: string) => ({
  token,
  tokenExpiresAt: 0,
  rToken: '',
  refreshToken: '',
  refreshExpiresAt: 0,
});

/** The document's visibility, as the browser sets it when the tab is shown or hidden. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the session shared by the tabs of a browser', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    clearStoredSession();
  });

  /** The first change the watcher of `token` hears. */
  const firstChange = (token: string | undefined) =>
    new Promise<SharedSessionChange>((resolve) => stops.push(watchSharedSession(token, resolve)));

  it('hears another tab end the session: its broadcast, the cookie gone', async () => {
    writeSessionTokens(tokens('tok-1'));
    const change = firstChange('tok-1');
    clearStoredSession();
    announceSessionEnded(undefined);
    expect(await change).toEqual({ type: 'ended' });
  });

  it('takes a broadcast naming its token at once, before the cookie is seen gone', async () => {
    // Another tab's removal of the cookie reaches this tab a moment after its broadcast.
    writeSessionTokens(tokens('tok-1'));
    const change = firstChange('tok-1');
    announceSessionEnded('tok-1');
    expect(await change).toEqual({ type: 'ended' });
  });

  it('keeps its session when a broadcast names another token and the cookie still holds its own', async () => {
    writeSessionTokens(tokens('tok-2'));
    const calls: SharedSessionChange[] = [];
    let heard: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      heard = resolve;
    });
    stops.push(
      watchSharedSession('tok-2', (change) => {
        calls.push(change);
        heard();
      }),
    );
    // A stale tab's end (another token), then this session's own: only the second ends it.
    announceSessionEnded('tok-1');
    announceSessionEnded('tok-2');
    await second;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ type: 'ended' }]);
  });

  it('takes up a login announced by another tab at once, before the cookie is seen to hold it', async () => {
    // Logged out: no cookie, and none yet in this tab's view of it.
    const change = firstChange(undefined);
    announceSessionStarted(tokens('tok-2'));
    expect(await change).toEqual({ type: 'started', tokens: tokens('tok-2') });
  });

  it('takes up a newer login announced while it holds an older token', async () => {
    writeSessionTokens(tokens('tok-1'));
    const change = firstChange('tok-1');
    announceSessionStarted(tokens('tok-2'));
    expect(await change).toEqual({ type: 'started', tokens: tokens('tok-2') });
  });

  it('ignores the announcement of the session it already holds', async () => {
    writeSessionTokens(tokens('tok-1'));
    const calls: SharedSessionChange[] = [];
    stops.push(watchSharedSession('tok-1', (change) => calls.push(change)));
    const next = firstChange('tok-1');
    announceSessionStarted(tokens('tok-1'));
    announceSessionEnded('tok-1');
    await next;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ type: 'ended' }]);
  });

  it('looks at the cookie when the page is shown again, for a tab that missed the broadcast', () => {
    writeSessionTokens(tokens('tok-1'));
    const changed = vi.fn();
    stops.push(watchSharedSession('tok-1', changed));
    setVisibility('hidden');
    setVisibility('visible');
    expect(changed).not.toHaveBeenCalled();

    // Logged out elsewhere: the cookie is gone.
    clearStoredSession();
    setVisibility('hidden');
    // Only a shown page looks: a hidden one has nothing to show.
    expect(changed).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(changed).toHaveBeenLastCalledWith({ type: 'ended' });
  });

  it('follows a login it missed when the page is shown again', () => {
    const changed = vi.fn();
    stops.push(watchSharedSession(undefined, changed));
    setVisibility('visible');
    expect(changed).not.toHaveBeenCalled();

    // Logged in elsewhere: the cookie holds a session this tab does not.
    writeSessionTokens(tokens('tok-2'));
    setVisibility('hidden');
    expect(changed).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenLastCalledWith({ type: 'started', tokens: tokens('tok-2') });
  });

  it('follows a newer login, not a logout, when the cookie holds another token', () => {
    writeSessionTokens(tokens('tok-1'));
    const changed = vi.fn();
    stops.push(watchSharedSession('tok-1', changed));
    // Logged out and in again elsewhere: the cookie holds another session's token.
    writeSessionTokens(tokens('tok-2'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenLastCalledWith({ type: 'started', tokens: tokens('tok-2') });
  });

  it('hears nothing once stopped', () => {
    writeSessionTokens(tokens('tok-1'));
    const changed = vi.fn();
    watchSharedSession('tok-1', changed)();
    clearStoredSession();
    setVisibility('visible');
    expect(changed).not.toHaveBeenCalled();
  });
});
