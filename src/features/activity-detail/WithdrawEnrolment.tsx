import { connectWithdrawal } from '../../../machines/withdrawal.connect.ts';
import type { WithdrawalRef } from '../../../machines/withdrawal.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { RetryNotice } from './RetryNotice.tsx';

/**
 * Withdrawing an enrolment (general/backApply): a button, a dangerous confirmation dialog,
 * and the refusal's reason inline when the rules keep the user enrolled.
 */
export function WithdrawEnrolment(props: { actor: WithdrawalRef }) {
  const { t } = useI18n();
  const api = useConnect(props.actor, connectWithdrawal);

  return (
    <div className="withdrawal" data-state={api.state}>
      {api.canStart && (
        <Button variant="ghost" onClick={api.start}>
          {t('beginner.withdraw.action')}
        </Button>
      )}
      {api.withdrawing && (
        <p role="status" aria-busy="true" className="muted">
          {t('beginner.withdraw.withdrawing')}
        </p>
      )}
      {api.refusal && (
        <p className="notice notice-error" role="alert" data-code={api.refusal.code}>
          {t('beginner.withdraw.refused')}{' '}
          <bdi dir="auto">
            {failureText(t, { kind: 'code', code: api.refusal.code }, api.refusal.message)}
          </bdi>
        </p>
      )}
      {api.failure && (
        <RetryNotice
          lead="beginner.withdraw.failed"
          retryLabel="beginner.withdraw.retry"
          of={api}
        />
      )}
      <Modal
        open={api.confirming}
        onDismiss={api.cancel}
        title={t('beginner.withdraw.title')}
        description={t('beginner.withdraw.description')}
        size="small"
        tone="dangerous"
        closeLabel={t('beginner.withdraw.close')}
        dataState={api.state}
        footer={
          <>
            <Button variant="secondary" onClick={api.cancel}>
              {t('beginner.withdraw.cancel')}
            </Button>
            <Button onClick={api.confirm}>{t('beginner.withdraw.confirm')}</Button>
          </>
        }
      />
    </div>
  );
}
