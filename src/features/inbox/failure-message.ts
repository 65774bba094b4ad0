import { type Failure, isTipMessage, reachabilityOf } from '../../domain/codes.ts';
import { failureText } from '../../i18n/failure-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { isBrowserOnline } from '../../platform/connectivity.ts';

/**
 * What a failed inbox load tells the user: offline when the browser is, the message for the
 * code or kind otherwise (51020 here means the message is not the user's, or no longer there).
 */
export function inboxFailureText(t: Translate, failure: Failure | undefined): string {
  if (reachabilityOf(failure, isBrowserOnline()) === 'offline') return t('inbox.offline');
  if (isTipMessage(failure)) return t('inbox.unavailable');
  return failureText(t, failure);
}
