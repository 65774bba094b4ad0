/**
 * Whether the browser says it has a connection (navigator.onLine). Only "false" is reliable:
 * a browser that says it is online may still reach nothing. True outside a browser.
 */
export function isBrowserOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}
