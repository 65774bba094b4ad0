import { hasHiddenCharacters } from '../domain/link-policy.ts';
import { NATIVE_PATH_TABLE, type NativeCall } from '../domain/native-paths.ts';

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

/** How a refused input is reported: what was refused and why, never the values themselves. */
export type BridgeReport = (message: string) => void;

/** The default report: a warning in the console, which monitoring and QA both read. */
export const warnBridge: BridgeReport = (message) => console.warn(`[native bridge] ${message}`);

/** A poster is a few hundred KB; far more is not a poster. */
export const MAX_IMAGE_BASE64 = 12 * 1024 * 1024;
/** Longer links are refused: the share link is an origin, a path and an invite code. */
export const MAX_BRIDGE_LINK = 2048;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isImage = (value: unknown) =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_IMAGE_BASE64 &&
  BASE64.test(value);

/** An http(s) link without credentials, hidden characters or backslashes. */
function isLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_BRIDGE_LINK) return false;
  if (value.includes('\\') || hasHiddenCharacters(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** The same call: method and every parameter equal (parameters are flat strings). */
function sameCall(call: NativeCall, method: string, params: Record<string, unknown>): boolean {
  if (call.method !== method) return false;
  const expected = Object.entries(call.param);
  return (
    Object.keys(params).length === expected.length &&
    expected.every(([key, value]) => params[key] === value)
  );
}

/**
 * Whether a call may go to the app, with the reason it may not. Navigation calls must be exactly
 * one of the mappings of the deep-link targets of SPEC §2 (NATIVE_PATH_TABLE); the other calls
 * are checked field by field.
 */
export function checkNativeCall(method: unknown, params: unknown): string | undefined {
  if (typeof method !== 'string' || !/^[A-Za-z][\w.]{0,63}$/.test(method)) {
    return 'a call without a valid method name';
  }
  if (!isRecord(params)) return `${method}: its parameters are not an object`;
  switch (method) {
    case 'login':
      return Object.keys(params).length === 0 ? undefined : 'login takes no parameters';
    case 'saveImage':
      return isImage(params.base64Image) && Object.keys(params).length === 1
        ? undefined
        : 'saveImage: base64Image must be base64 of at most 12 MiB';
    case 'nativeShareImage':
      if (!isImage(params.base64Image)) return 'nativeShareImage: base64Image is not base64';
      return isLink(params.linkUrl) && Object.keys(params).length === 2
        ? undefined
        : 'nativeShareImage: linkUrl must be an http(s) link';
    case 'navigationShowShare':
      // SPEC §7: isShow is 0 or 1.
      return (params.isShow === 0 || params.isShow === 1) && Object.keys(params).length === 1
        ? undefined
        : 'navigationShowShare: isShow must be 0 or 1';
    default: {
      const known = NATIVE_PATH_TABLE.some(
        (entry) =>
          sameCall(entry.oldAppObj, method, params) ||
          (entry.newAppObj !== undefined && sameCall(entry.newAppObj, method, params)),
      );
      return known ? undefined : `${method}: not a mapping of a deep-link target (SPEC §2)`;
    }
  }
}

/**
 * Sends one call to the native app; false when there is no app to receive it, or when the call
 * is not one the app may receive (reported through `report`). It never throws: a call the host
 * cannot take is reported and counts as not delivered.
 */
export function callNative(
  method: string,
  params: Record<string, unknown> = {},
  report: BridgeReport = warnBridge,
): boolean {
  const refused = checkNativeCall(method, params);
  if (refused) {
    report(`refused ${refused}`);
    return false;
  }
  const host = globalThis.window?.ExchangeNative;
  if (typeof host?.postMessage !== 'function') return false;
  try {
    host.postMessage(JSON.stringify({ method, params }));
    return true;
  } catch (error) {
    report(`${method} could not be delivered: ${error instanceof Error ? error.name : 'error'}`);
    return false;
  }
}
