import { APP_LIVE_EVENT, PENDING_TAP_ATTRIBUTE } from './first-view/start-after-paint.ts';

/**
 * Tells the page's inline script that the app is live (React is about to hydrate and sees every
 * click from now on) and takes the button the user tapped before, if any
 * (first-view/start-after-paint.ts's recordFirstTaps): the one to click again once hydrated.
 */
export function takeFirstTap(doc: Document): Element | null {
  doc.dispatchEvent(new Event(APP_LIVE_EVENT));
  return doc.querySelector(`[${PENDING_TAP_ATTRIBUTE}]`);
}

/**
 * Clicks the tapped button again, once: React has hydrated it and handles the click. Not if a
 * later click dropped it (the user's latest intent wins), nor if the app's drawing removed it or
 * left it disabled; its mark goes in every case.
 */
export function replayFirstTap(target: Element | null): void {
  if (!target?.hasAttribute(PENDING_TAP_ATTRIBUTE)) return;
  target.removeAttribute(PENDING_TAP_ATTRIBUTE);
  const enabled =
    !(target as HTMLButtonElement).disabled && target.getAttribute('aria-disabled') !== 'true';
  if (target.isConnected && enabled && target instanceof HTMLElement) target.click();
}
