import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLogoutNotice,
  LOGOUT_NOTICE_ID,
  LOGOUT_NOTICE_KEY,
  LOGOUT_NOTICE_MS,
} from '../../src/app/effects/logout-notice.ts';
import { memoryStorage } from './memory-storage.ts';

describe('the logout notice (00004, 434)', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const make = () => {
    const notify = vi.fn((..._: unknown[]) => '');
    const timers: (() => void)[] = [];
    const notice = createLogoutNotice(
      () => ({ notify }),
      (run, ms) => {
        expect(ms).toBe(LOGOUT_NOTICE_MS);
        timers.push(run);
      },
    );
    return { notify, timers, notice };
  };

  it('says a login elsewhere ended the session (434), in an error notification', () => {
    const { notify, notice } = make();
    notice.tell('434');
    expect(notify).toHaveBeenCalledWith('error', 'codes.434', undefined, {
      id: LOGOUT_NOTICE_ID,
      durationMs: LOGOUT_NOTICE_MS,
    });
  });

  it('told before the toasts exist (an early call answered it), shows once they do', () => {
    const notify = vi.fn((..._: unknown[]) => '');
    let toasts: { notify: typeof notify } | undefined;
    const notice = createLogoutNotice(
      () => toasts,
      () => {},
    );
    expect(() => notice.tell('434')).not.toThrow();
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBe('434');
    toasts = { notify };
    notice.showKept();
    expect(notify.mock.calls[0]?.[1]).toBe('codes.434');
  });

  it('says the user was logged out for 00004', () => {
    const { notify, notice } = make();
    notice.tell('00004');
    expect(notify.mock.calls[0]?.[1]).toBe('codes.00004');
  });

  it('is shown again by the next page while it shows, and no more once its time is over', () => {
    const first = make();
    first.notice.tell('434');
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBe('434');

    // The page reloads: the next one shows the notice it kept.
    const next = make();
    next.notice.showKept();
    expect(next.notify.mock.calls[0]?.[1]).toBe('codes.434');

    for (const run of [...first.timers, ...next.timers]) run();
    const later = make();
    later.notice.showKept();
    expect(later.notify).not.toHaveBeenCalled();
  });
});
