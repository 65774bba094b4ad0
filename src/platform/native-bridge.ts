/**
 * The exchange app's webview exposes its native calls on this object (SPEC §7). Outside the
 * app it is absent, and every call reports that it was not delivered.
 */
interface NativeHost {
  postMessage?: (message: string) => void;
}

declare global {
  interface Window {
    ExchangeNative?: NativeHost;
  }
}

/** Sends one call to the native app; false when there is no app to receive it. */
export function callNative(method: string, params: Record<string, unknown> = {}): boolean {
  const host = globalThis.window?.ExchangeNative;
  if (!host?.postMessage) return false;
  host.postMessage(JSON.stringify({ method, params }));
  return true;
}
