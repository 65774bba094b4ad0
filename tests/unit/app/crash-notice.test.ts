// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRASH_NOTICE_ID, showCrashNotice } from '../../../src/app/crash-notice.ts';
import type { Translate } from '../../../src/i18n/translator.ts';

const words: Translate = (key) => `«${key}»`;

afterEach(() => {
  document.body.replaceChildren();
});

describe('showCrashNotice: the notice of a page that cannot go on', () => {
  it('given a failed start or a crashed view, then an alert tells it in the page’s words, with a reload button', () => {
    const reload = vi.fn();
    showCrashNotice(document, words, reload);
    const notice = document.getElementById(CRASH_NOTICE_ID)!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.dataset.state).toBe('crashed');
    expect(notice.querySelector('h2')!.textContent).toBe('«errors.crashed.title»');
    expect(notice.querySelector('p')!.textContent).toBe('«errors.crashed.body»');
    const button = notice.querySelector('button')!;
    expect(button.textContent).toBe('«errors.crashed.reload»');
    expect(reload).not.toHaveBeenCalled();
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given the first view on the page, then it stays as it was, under the notice', () => {
    document.body.innerHTML = '<div id="root"><h1>Activities</h1></div>';
    showCrashNotice(document, words, () => {});
    expect(document.getElementById('root')!.outerHTML).toBe(
      '<div id="root"><h1>Activities</h1></div>',
    );
  });

  it('given two failures (two steps of the start), then one notice is shown', () => {
    const first = showCrashNotice(document, words, () => {});
    const second = showCrashNotice(document, words, () => {});
    expect(second).toBe(first);
    expect(document.querySelectorAll(`#${CRASH_NOTICE_ID}`)).toHaveLength(1);
  });

  it('given words with markup in them, then they are shown as text, never as markup', () => {
    showCrashNotice(
      document,
      () => '<img src=x onerror=alert(1)>',
      () => {},
    );
    expect(document.querySelector(`#${CRASH_NOTICE_ID} img`)).toBeNull();
  });
});
