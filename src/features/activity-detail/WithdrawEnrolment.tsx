import { useSelector } from '@xstate/react';
import {
  selectCanWithdraw,
  selectIsConfirming,
  selectWithdrawalFailure,
  selectWithdrawalRefusal,
  selectWithdrawalState,
  type WithdrawalRef,
} from '../../../machines/withdrawal.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/**
 * Withdrawing an enrolment (general/backApply): a button, a dangerous confirmation dialog,
 * and the refusal's reason inline when the rules keep the user enrolled.
 */
export function WithdrawEnrolment(props: { actor: WithdrawalRef }) {
  const { t } = useI18n();
  const actor = props.actor;
  const state = useSelector(actor, selectWithdrawalState);
  const canStart = useSelector(actor, selectCanWithdraw);
  const confirming = useSelector(actor, selectIsConfirming);
  const refusal = useSelector(actor, selectWithdrawalRefusal);
  const failure = useSelector(actor, selectWithdrawalFailure);

  return (
    <div className="withdrawal" data-state={state}>
      {canStart && (
        <Button variant="ghost" onClick={() => actor.send({ type: 'withdrawal.start' })}>
          {t('beginner.withdraw.action')}
        </Button>
      )}
      {state === 'withdrawing' && (
        <p role="status" aria-busy="true" className="muted">
          {t('beginner.withdraw.withdrawing')}
        </p>
      )}
      {refusal && (
        <p className="notice notice-error" role="alert" data-code={refusal.code}>
          {t('beginner.withdraw.refused')}{' '}
          <bdi dir="auto">
            {failureText(t, { kind: 'code', code: refusal.code }, refusal.message)}
          </bdi>
        </p>
      )}
      {failure && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('beginner.withdraw.failed')} {failureText(t, failure)}
          </p>
          <Button onClick={() => actor.send({ type: 'withdrawal.retry' })}>
            {t('beginner.withdraw.retry')}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onDismiss={() => actor.send({ type: 'withdrawal.cancel' })}
        title={t('beginner.withdraw.title')}
        description={t('beginner.withdraw.description')}
        size="small"
        tone="dangerous"
        closeLabel={t('beginner.withdraw.close')}
        dataState={state}
        footer={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'withdrawal.cancel' })}>
              {t('beginner.withdraw.cancel')}
            </Button>
            <Button onClick={() => actor.send({ type: 'withdrawal.confirm' })}>
              {t('beginner.withdraw.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
