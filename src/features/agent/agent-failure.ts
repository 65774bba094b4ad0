import type { Failure } from '../../domain/codes.ts';
import { failureText } from '../../i18n/failure-text.ts';
import type { Translate } from '../../i18n/translator.ts';

/** Whether the browser itself says it has no connection. */
const isBrowserOffline = (): boolean => globalThis.navigator?.onLine === false;

/** What a failed part of the dashboard tells the user: offline, or the code's or kind's text. */
export function agentFailureText(t: Translate, failure: Failure | undefined): string {
  if (failure?.kind === 'network' && isBrowserOffline()) return t('agent.offline');
  return failureText(t, failure);
}
