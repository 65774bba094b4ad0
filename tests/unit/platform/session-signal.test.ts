// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://app.test/en/activity/8"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionEnded, watchSessionEnded } from '../../../src/platform/session-signal.ts';
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

  it('hears another tab end the session: its broadcast, the cookie gone', async () => {
    writeSessionTokens(tokens('tok-1'));
    const ended = new Promise<void>((resolve) => stops.push(watchSessionEnded('tok-1', resolve)));
    clearStoredSession();
    announceSessionEnded(undefined);
    await ended;
  });

  it('takes a broadcast naming its token at once, before the cookie is seen gone', async () => {
    // Another tab's removal of the cookie reaches this tab a moment after its broadcast.
    writeSessionTokens(tokens('tok-1'));
    const ended = new Promise<void>((resolve) => stops.push(watchSessionEnded('tok-1', resolve)));
    announceSessionEnded('tok-1');
    await ended;
  });

  it('keeps its session when a broadcast names another token and the cookie still holds its own', async () => {
    writeSessionTokens(tokens('tok-2'));
    const calls: string[] = [];
    let heard: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      heard = resolve;
    });
    stops.push(
      watchSessionEnded('tok-2', () => {
        calls.push('ended');
        heard();
      }),
    );
    // A stale tab's end (another token), then this session's own: only the second ends it.
    announceSessionEnded('tok-1');
    announceSessionEnded('tok-2');
    await second;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['ended']);
  });

  it('looks at the cookie when the page is shown again, for a tab that missed the broadcast', () => {
    writeSessionTokens(tokens('tok-1'));
    const ended = vi.fn();
    stops.push(watchSessionEnded('tok-1', ended));
    setVisibility('hidden');
    setVisibility('visible');
    expect(ended).not.toHaveBeenCalled();

    // Logged out and in again elsewhere: the cookie holds another session's token.
    writeSessionTokens(tokens('tok-2'));
    setVisibility('hidden');
    // Only a shown page looks: a hidden one has nothing to show.
    expect(ended).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('hears nothing once stopped', () => {
    writeSessionTokens(tokens('tok-1'));
    const ended = vi.fn();
    watchSessionEnded('tok-1', ended)();
    clearStoredSession();
    setVisibility('visible');
    expect(ended).not.toHaveBeenCalled();
  });
});
