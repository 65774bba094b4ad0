/** What a share of the poster does with the image: keep it, or hand it to a share sheet. */
export type ShareMode = 'save' | 'share';

/** SPEC §9: the poster is captured 250 ms after the user asks, once fonts and images settle. */
export const SHARE_CAPTURE_DELAY_MS = 250;

/** SPEC §9: one share per 1500 ms; a second request within that time is ignored. */
export const SHARE_THROTTLE_MS = 1500;

/** SPEC §8: the texts with which capturing the poster to a PNG fails. */
export const ShareCaptureError = {
  ElementNotFound: 'can not find element!',
  No2dContext: 'Failed to get 2D context',
  BlobFailed: 'Failed to create blob',
  Base64Failed: 'urlToBase64 error',
} as const;
/** One of the capture errors of SPEC §8. */
export type ShareCaptureError = (typeof ShareCaptureError)[keyof typeof ShareCaptureError];

/** The text of a capture failure, kept as it was thrown so the view can tell the four apart. */
export function shareErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return 'unknown';
}

/** Whether the failure is one of the four capture errors of SPEC §8. */
export function isShareCaptureError(message: string | undefined): message is ShareCaptureError {
  return (Object.values(ShareCaptureError) as string[]).includes(message ?? '');
}

/**
 * The Web Share API rejects with an AbortError when the user closes the share sheet: that is
 * a choice, not a failure, so nothing is downloaded instead.
 */
export function isShareCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
