import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionEnded,
  announceSessionStarted,
  watchSharedSession,
} from '../../../src/platform/session-signal.ts';

// The server draws first views with the same session machine: Node's BroadcastChannel would
// carry one visitor's logout to every other visitor's render.
describe('the shared-session signal without a page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens no channel, announces nothing and watches nothing', () => {
    const opened = vi.fn();
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor(name: string) {
          opened(name);
        }
      },
    );
    const changed = vi.fn();
    const stop = watchSharedSession('tok-1', changed);
    announceSessionEnded('tok-1');
    announceSessionStarted({
      token: 'tok-2',
      tokenExpiresAt: 0,
      rToken: '',
      refreshToken: '',
      refreshExpiresAt: 0,
    });
    stop();
    expect(opened).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });
});
