import type { Failure } from '../../domain/codes.ts';
import { failureText } from '../../i18n/failure-text.ts';
import type { Translate } from '../../i18n/translator.ts';

/** Whether the browser itself says it has no connection (the failure is then "offline"). */
export const isBrowserOffline = (): boolean => globalThis.navigator?.onLine === false;

/**
 * What a failed inbox load tells the user: offline when the browser is, the message for the
 * code or kind otherwise (51020 here means the message is not the user's, or no longer there).
 */
export function inboxFailureText(t: Translate, failure: Failure | undefined): string {
  if (failure?.kind === 'network' && isBrowserOffline()) return t('inbox.offline');
  if (failure?.kind === 'code' && failure.code === '51020') return t('inbox.unavailable');
  return failureText(t, failure);
}
