/**
 * The exchange app's webview, as the page sees it before it loads the bridge: the bridge's
 * checks (native-bridge.ts) load only where there is an app to call, so a browser never loads
 * them (issue 17: code a page never runs does not load).
 */

/** Whether the page runs in the app's webview, which takes native calls (SPEC §7). */
export function hasNativeHost(): boolean {
  return typeof globalThis.window?.ExchangeNative?.postMessage === 'function';
}

/**
 * `callNative` of native-bridge.ts, loaded when there is an app: false at once outside it,
 * where no call is delivered.
 */
export async function callNativeWhenInApp(
  method: string,
  params: Record<string, unknown> = {},
): Promise<boolean> {
  if (!hasNativeHost()) return false;
  const { callNative } = await import('./native-bridge.ts');
  return callNative(method, params);
}
