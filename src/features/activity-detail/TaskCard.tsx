import { connectTask, sameProgress } from '../../../machines/task.connect.ts';
import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { DeepLinkAction, isNativePath } from './DeepLink.tsx';
import { KolBindForm } from './KolBindForm.tsx';
import { RewardExpiry, RewardText } from './RewardText.tsx';
import { Sentence, SLOT } from './Sentence.tsx';
import { taskProgressText } from './task-progress-text.ts';

/** Tasks are shown to a logged-in user only: signing up or in is never their next step. */
const SIGNED_IN_ALREADY: readonly string[] = ['register', 'login'];

/** One task: its progress against the target, its reward, and the claim of that reward. */
export function TaskCard(props: { taskRef: TaskRef; enrolFirst?: boolean }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const api = useConnect(props.taskRef, connectTask, { progress: sameProgress });
  const { state, status, completion, progress, periodEnd, canClaim, claim, refusal, kolBind } = api;
  const titleId = `task-${completion.taskId}-title`;
  const valueText = taskProgressText(t, format, progress);

  return (
    <article className="panel task-card" data-state={state} aria-labelledby={titleId}>
      <div className="task-head">
        <h3 id={titleId} className="task-title" dir="auto">
          <ServerText text={completion.title} />
        </h3>
        <span className={`tag task-status status-${status}`}>{t(`tasks.status.${status}`)}</span>
      </div>
      {periodEnd === undefined ? (
        <p className="task-period muted">{t(`tasks.period.${completion.period}`)}</p>
      ) : (
        // The exchange's day is UTC: in Shanghai it ends at 08:00, in New York the evening
        // before. "Today" in the title is not the trader's today, so the end is said in theirs.
        // On the campaign's last day the period ends with the campaign, before that midnight.
        <p className="task-period muted">
          <Sentence
            text={t(api.endsWithCampaign ? 'tasks.lastDayEnds' : 'tasks.dayEnds', { time: SLOT })}
            slot={<LocalTime at={periodEnd} />}
          />
        </p>
      )}
      <ProgressBar
        ratio={progress.ratio}
        label={t('tasks.progressLabel', { title: completion.title })}
        valueText={valueText}
      />
      <p className="task-numbers">
        <span className="task-value" dir="auto">
          {progress.done && <span aria-hidden="true">✓ </span>}
          {valueText}
        </span>
        <span className="muted task-updated">
          <Sentence
            text={t('tasks.updated', { time: SLOT })}
            slot={<LocalTime at={progress.updatedAt} />}
          />
        </span>
      </p>
      <p className="task-reward">
        <span className="muted">{t('tasks.reward')}:</span>{' '}
        <RewardText reward={completion.reward} />{' '}
        <RewardExpiry expiresAt={completion.reward.expiresAt} />
      </p>
      {status === 'COMPLETED' && props.enrolFirst && (
        <p className="task-enrol-first">{t('tasks.enrolToClaim')}</p>
      )}
      {status === 'COMPLETED' && periodEnd !== undefined && (
        <p className="task-claim-by">
          <Sentence text={t('tasks.claimBy', { time: SLOT })} slot={<LocalTime at={periodEnd} />} />
        </p>
      )}
      <div className="task-actions">
        {status === 'PENDING' &&
          isNativePath(completion.action) &&
          !SIGNED_IN_ALREADY.includes(completion.action) && (
            <DeepLinkAction path={completion.action} />
          )}
        {(claim === 'idle' || claim === 'claiming') && (
          <Button disabled={!canClaim} aria-busy={claim === 'claiming'} onClick={api.claimReward}>
            {claim === 'claiming' ? t('tasks.claiming') : t('tasks.claim')}
          </Button>
        )}
        {status === 'GRANTED' && (
          <p className="task-granted" role="status">
            <span aria-hidden="true">✓ </span>
            {t('tasks.granted')}
          </p>
        )}
      </div>
      {kolBind && <KolBindForm actor={kolBind} taskPending={status === 'PENDING'} />}
      {claim === 'claiming' && <VisuallyHidden role="status">{t('tasks.claiming')}</VisuallyHidden>}
      {claim === 'refused' && (
        <div className="notice notice-error" role="alert" data-code={refusal}>
          <p>
            {props.enrolFirst && refusal === '51020'
              ? t('tasks.enrolToClaim')
              : failureText(t, { kind: 'code', code: refusal })}
          </p>
          <Button disabled={!canClaim} onClick={api.claimReward}>
            {t('tasks.claimAgain')}
          </Button>
        </div>
      )}
      {claim === 'rereading' && (
        <p className="notice" role="status" aria-busy="true">
          {t('tasks.unknown')}
        </p>
      )}
      {claim === 'unreadable' && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('tasks.unreadable')} {failureText(t, api.failure)}
          </p>
          <Button disabled={!api.canRecheck} onClick={api.recheck}>
            {t('tasks.recheck')}
          </Button>
        </div>
      )}
      {claim === 'retryable' && (
        <div className="notice notice-warning" role="status">
          <p>{t('tasks.retryable')}</p>
          <Button disabled={!canClaim} onClick={api.claimReward}>
            {t('tasks.claimAgain')}
          </Button>
        </div>
      )}
    </article>
  );
}
