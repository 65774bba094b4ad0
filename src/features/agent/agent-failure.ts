import { type Failure, reachabilityOf } from '../../domain/codes.ts';
import { failureText } from '../../i18n/failure-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { isBrowserOnline } from '../../platform/connectivity.ts';

/** What a failed part of the dashboard tells the user: offline, or the code's or kind's text. */
export function agentFailureText(t: Translate, failure: Failure | undefined): string {
  if (reachabilityOf(failure, isBrowserOnline()) === 'offline') return t('agent.offline');
  return failureText(t, failure);
}
