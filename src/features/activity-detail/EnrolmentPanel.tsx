import type { ActivityApplyRef } from '../../../machines/activity.selectors.ts';
import { connectActivityApply } from '../../../machines/activity-apply.connect.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { BeginnerEligibility } from './BeginnerEligibility.tsx';
import { EntryCodeForm } from './EntryCodeForm.tsx';
import { IneligibleReasons } from './IneligibleReasons.tsx';
import { Sentence, SLOT } from './Sentence.tsx';
import { WithdrawEnrolment } from './WithdrawEnrolment.tsx';

export interface EnrolmentPanelProps {
  applyRef: ActivityApplyRef;
  onLogin: () => void;
}

/** Enrolment: whether the trader is in, why not, and one tap to enrol (with its extra steps). */
export function EnrolmentPanel(props: EnrolmentPanelProps) {
  const { t } = useI18n();
  const ref = props.applyRef;
  const api = useConnect(ref, connectActivityApply);
  const {
    state,
    canApply,
    canRetry,
    leadsToDownload,
    hasAirdrop,
    refusal,
    failure,
    reasons,
    appliedAt,
    eligibility,
    withdrawal,
    apply,
    retry,
  } = api;
  const pending = state === 'checkingAirdrop' || state === 'applying';
  const stageNote =
    api.stageNote === 'opensLater'
      ? t('enrol.opensLater')
      : api.stageNote === 'closed'
        ? t('enrol.closed')
        : undefined;

  return (
    <section className="panel enrolment" data-state={state} aria-labelledby="enrolment-title">
      <h2 id="enrolment-title" className="panel-title">
        {t('enrol.title')}
      </h2>
      {eligibility && state !== 'applied' && <BeginnerEligibility actor={eligibility} />}
      {(state === 'checkingSession' || state === 'checkingApplyStatus') && (
        <div aria-busy="true">
          <p role="status" className="muted">
            {t('enrol.checking')}
          </p>
          <Skeleton height="40px" width="10rem" radius="8px" />
        </div>
      )}
      {state === 'visitor' && (
        <>
          <p>{leadsToDownload ? t('enrol.downloadHint') : t('enrol.visitorHint')}</p>
          {canApply ? (
            <Button className="phone-action" onClick={apply}>
              {leadsToDownload ? t('enrol.download') : t('enrol.login')}
            </Button>
          ) : (
            <p className="muted">{stageNote}</p>
          )}
        </>
      )}
      {state === 'statusFailed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('enrol.statusFailed')} {failureText(t, failure)}
          </p>
          <Button disabled={!canRetry} onClick={retry}>
            {t('enrol.tryAgain')}
          </Button>
        </div>
      )}
      {(state === 'notApplied' || state === 'coolingDown' || pending) && (
        <>
          {!pending && (
            <p className="notice notice-warning" role="note">
              {t('enrol.notCounting')}
            </p>
          )}
          {!pending && hasAirdrop && <p className="muted">{t('enrol.airdropNote')}</p>}
          {state === 'coolingDown' && (
            <p className="notice notice-error" role="alert">
              {failureText(t, { kind: 'code', code: refusal })} {t('enrol.coolingDown')}
            </p>
          )}
          {pending && (
            <p role="status">
              {state === 'checkingAirdrop' ? t('enrol.checkingAirdrop') : t('enrol.applying')}
            </p>
          )}
          {stageNote && !pending ? (
            <p className="muted">{stageNote}</p>
          ) : (
            // One button from enrol to its answer: pressed, it stays focused while it works.
            <Button
              className="phone-action"
              disabled={!canApply}
              aria-busy={pending || undefined}
              onClick={apply}
              data-focus-successor
            >
              {pending ? t('enrol.applying') : t('enrol.apply')}
            </Button>
          )}
        </>
      )}
      {state === 'awaitingCode' && <EntryCodeForm api={api} />}
      {state === 'applied' && (
        <div className="enrolled">
          <p className="enrolled-title" role="status">
            <span aria-hidden="true">✓ </span>
            {t('enrol.applied')}
          </p>
          {appliedAt !== undefined && (
            <p className="muted">
              <Sentence
                text={t('enrol.appliedAt', { date: SLOT })}
                slot={<LocalTime at={appliedAt} />}
              />
            </p>
          )}
          <p className="muted">{t('enrol.counting')}</p>
          {withdrawal && <WithdrawEnrolment actor={withdrawal} />}
        </div>
      )}
      {state === 'ineligible' && <IneligibleReasons reasons={reasons} onLogin={props.onLogin} />}
      {state === 'refused' && (
        <>
          <p className="notice notice-error" role="alert" data-code={refusal}>
            {failureText(t, { kind: 'code', code: refusal })}
          </p>
          {canApply && <Button onClick={apply}>{t('enrol.tryAgain')}</Button>}
        </>
      )}
      {state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('enrol.failed')} {failureText(t, failure)}
          </p>
          <Button disabled={!canRetry} onClick={retry}>
            {t('enrol.tryAgain')}
          </Button>
        </div>
      )}
    </section>
  );
}
