import type { Failure } from '../../domain/codes.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { Button } from '../../ui/Button.tsx';

/** The part of a connect's API that a failed call with a retry needs. */
export interface Retryable {
  failure: Failure | undefined;
  /** From the machine's `can(retry)`; a retry it would drop is shown disabled. */
  canRetry: boolean;
  retry: () => void;
}

/**
 * A call of the page that got no answer: what failed, why (SPEC §8's words for the failure),
 * and the retry the machine offers. One markup for every panel, so that the alert reads the
 * same wherever an activity's call fails.
 */
export function RetryNotice(props: {
  /** What could not be done, before the reason. */
  lead: MessageKey;
  retryLabel: MessageKey;
  of: Retryable;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useI18n();
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {t(props.lead)} {failureText(t, props.of.failure)}
      </p>
      <Button variant={props.variant} disabled={!props.of.canRetry} onClick={props.of.retry}>
        {t(props.retryLabel)}
      </Button>
    </div>
  );
}
