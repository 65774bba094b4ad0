import { connectBeginnerEligibility } from '../../../machines/beginner-eligibility.connect.ts';
import type { BeginnerEligibilityRef } from '../../../machines/beginner-eligibility.selectors.ts';
import type { BeginnerReason } from '../../domain/beginner.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { useConnect } from '../../ui/actor.tsx';
import { DeepLinkAction } from './DeepLink.tsx';
import { RetryNotice } from './RetryNotice.tsx';

/** The words of each reason: the enrolment's own, plus the newcomer event's deposit rule. */
const REASON_KEYS: Record<BeginnerReason, MessageKey> = {
  LOGIN_REQUIRED: 'enrol.reason.LOGIN_REQUIRED',
  KYC_REQUIRED: 'enrol.reason.KYC_REQUIRED',
  NEW_USERS_ONLY: 'enrol.reason.NEW_USERS_ONLY',
  REGION_EXCLUDED: 'enrol.reason.REGION_EXCLUDED',
  DOWNLOAD_REQUIRED: 'enrol.reason.DOWNLOAD_REQUIRED',
  ACTIVITY_NOT_STARTED: 'enrol.reason.ACTIVITY_NOT_STARTED',
  ACTIVITY_FINISHED: 'enrol.reason.ACTIVITY_FINISHED',
  ALREADY_DEPOSITED: 'beginner.eligibility.reason.ALREADY_DEPOSITED',
};

/**
 * Whether the newcomer event takes this account, before enrolment: a visitor learns whether a
 * new account would qualify (with a Sign up call to action), an account why it does not.
 */
export function BeginnerEligibility(props: { actor: BeginnerEligibilityRef }) {
  const { t } = useI18n();
  const api = useConnect(props.actor, connectBeginnerEligibility);
  const { state, visitor, reasons } = api;

  return (
    <section
      className="beginner-eligibility"
      data-state={state}
      aria-label={t('beginner.eligibility.title')}
    >
      {state === 'checking' && (
        <p role="status" className="muted" aria-busy="true">
          {t('beginner.eligibility.checking')}
        </p>
      )}
      {state === 'eligible' && (
        <div className="notice">
          <p role="status">
            <span aria-hidden="true">✓ </span>
            {visitor
              ? t('beginner.eligibility.visitorEligible')
              : t('beginner.eligibility.eligible')}
          </p>
          {visitor && (
            <DeepLinkAction path="register" label="beginner.eligibility.signUp" variant="primary" />
          )}
        </div>
      )}
      {state === 'notEligible' && (
        <div className="notice notice-warning">
          <p>
            {visitor
              ? t('beginner.eligibility.visitorNotEligible')
              : t('beginner.eligibility.notEligible')}
          </p>
          <ul className="beginner-reasons">
            {reasons.map((reason) => (
              <li key={reason} data-reason={reason}>
                {t(REASON_KEYS[reason])}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state === 'failed' && (
        <RetryNotice
          lead="beginner.eligibility.failed"
          retryLabel="beginner.eligibility.retry"
          of={api}
        />
      )}
    </section>
  );
}
