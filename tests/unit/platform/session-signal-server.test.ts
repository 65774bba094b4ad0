import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionEnded, watchSessionEnded } from '../../../src/platform/session-signal.ts';

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
    const ended = vi.fn();
    const stop = watchSessionEnded('tok-1', ended);
    announceSessionEnded('tok-1');
    stop();
    expect(opened).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});
