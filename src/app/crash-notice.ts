import type { Translate } from '../i18n/translator.ts';

/** The notice's element id: one notice a page, whatever failed first. */
export const CRASH_NOTICE_ID = 'crash-notice';

/**
 * Tells the user the page cannot go on, and offers a reload: when its start failed (one of the
 * start's files did not load: a flaky network, or a deployment that replaced them; main.tsx),
 * or a view threw while drawing (monitoring/ErrorBoundary.tsx). Drawn without React, which may
 * be what failed to load: what the page shows stays readable under it. A browser keeps a failed
 * module import for the page's lifetime, so only a reload tries the files again.
 */
export function showCrashNotice(doc: Document, t: Translate, reload: () => void): HTMLElement {
  let notice = doc.getElementById(CRASH_NOTICE_ID);
  if (notice) return notice;
  notice = doc.createElement('div');
  notice.id = CRASH_NOTICE_ID;
  notice.className = 'crash-notice';
  notice.setAttribute('role', 'alert');
  notice.dataset.state = 'crashed';
  for (const [tag, key] of PARTS) {
    notice.appendChild(doc.createElement(tag)).textContent = t(key);
  }
  const button = notice.lastChild as HTMLButtonElement;
  button.type = 'button';
  button.onclick = reload;
  doc.body.append(notice);
  return notice;
}

/** The notice's title, text and button, in that order. */
const PARTS = [
  ['h2', 'errors.crashed.title'],
  ['p', 'errors.crashed.body'],
  ['button', 'errors.crashed.reload'],
] as const;
