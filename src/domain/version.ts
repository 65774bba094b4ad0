/**
 * App versions as the native app reports them ("3.3.0", "3.10.2"): dotted numeric segments
 * compared one by one as numbers (SPEC §5), so "3.10.0" is newer than "3.9.9".
 */

/** SPEC §5, §9: the first app version that understands the new native call format. */
export const NEW_NATIVE_CALL_MIN_VERSION = '3.3.0';

/**
 * SPEC §9: an Android app threshold for "a specific Android feature". Our reading: the native
 * image share (nativeShareImage, SPEC §7) on Android needs app 4.4.18 or newer; an older
 * Android app saves the poster (saveImage) for the user to share from the gallery
 * (canShareImageNatively).
 */
export const ANDROID_FEATURE_MIN_VERSION = '4.4.18';

const VERSION = /^\d+(\.\d+)*$/;

/**
 * The segments of a version, each as digits without leading zeros, or undefined when the text
 * is not a dotted numeric version (empty, letters, "3..1", "-1", " 3.3"). Digits are kept as
 * text so that segments longer than a safe integer still compare exactly.
 */
export function parseVersion(version: string): string[] | undefined {
  if (!VERSION.test(version)) return undefined;
  return version.split('.').map((segment) => segment.replace(/^0+(?=\d)/, ''));
}

function compareSegments(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Orders two versions: -1 when `a` is older, 1 when newer, 0 when the same. Missing segments
 * count as 0 ("3.3" equals "3.3.0"). A text that is not a dotted numeric version is older
 * than every real version and equal to any other such text, so an unreadable app version
 * never unlocks a feature, and the order stays total (sorting never throws).
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (left === undefined || right === undefined) {
    if (left === right) return 0;
    return left === undefined ? -1 : 1;
  }
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const order = compareSegments(left[i] ?? '0', right[i] ?? '0');
    if (order !== 0) return order;
  }
  return 0;
}

/** Whether `version` is `minimum` or newer; false for a text that is not a version. */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  return parseVersion(version) !== undefined && compareVersions(version, minimum) >= 0;
}

/**
 * Whether the app can share an image natively (SPEC §9, 4.4.18 on Android): any iOS or other
 * app can; an Android app only from ANDROID_FEATURE_MIN_VERSION, and an unreadable version
 * never can.
 */
export function canShareImageNatively(android: boolean, appVersion: string | undefined): boolean {
  if (!android) return true;
  return appVersion !== undefined && compareVersions(appVersion, ANDROID_FEATURE_MIN_VERSION) >= 0;
}
