import type { ReactNode } from 'react';
import type { TaskListApi } from '../../../machines/task-list.connect.ts';
import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { ClaimBar } from './ClaimBar.tsx';
import { RetryNotice } from './RetryNotice.tsx';
import { TaskCard } from './TaskCard.tsx';

/** Placeholders while the tasks load: most activities have two or three. */
const SKELETON_TASKS = 3;

export interface TaskListProps {
  /** The page's one read of its task list (connectTaskList), shared with what adds tasks up. */
  list: TaskListApi;
  /** Draws what the page adds up from the tasks (team progress), under the list. */
  renderSummary?: (refs: readonly TaskRef[]) => ReactNode;
  /** On a phone, pins the first reward ready to claim to the screen's bottom (not when the
   * page's own main action, a lottery's draw, holds that place). */
  claimBar?: boolean;
  /**
   * The trader has not enrolled in an activity that counts only from enrolment: tasks that
   * show as done (account tasks) cannot be claimed yet, and nothing else counts.
   */
  enrolFirst?: boolean;
}

/** The trader's tasks of the activity, each with its progress and claim. */
export function TaskList(props: TaskListProps) {
  const { t } = useI18n();
  const { state, shown, tasks: refs, failure, refreshing } = props.list;

  return (
    <section className="panel tasks" data-state={state} aria-labelledby="tasks-title">
      <div className="panel-head">
        <h2 id="tasks-title" className="panel-title">
          {t('tasks.title')}
        </h2>
        {shown && (
          <Button
            variant="ghost"
            disabled={!props.list.canRefresh}
            aria-busy={refreshing}
            onClick={props.list.refresh}
          >
            {refreshing ? t('tasks.refreshing') : t('tasks.refresh')}
          </Button>
        )}
      </div>
      {state === 'loading' && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('tasks.loading')}</VisuallyHidden>
          <SkeletonList
            count={SKELETON_TASKS}
            className="task-grid"
            itemHeight="var(--task-card-height)"
          />
        </div>
      )}
      {state === 'failed' && (
        <RetryNotice lead="tasks.failed" retryLabel="tasks.retry" of={props.list} />
      )}
      {shown && failure && (
        <p className="notice notice-warning" role="status">
          {t('tasks.refreshFailed')}
        </p>
      )}
      {shown && props.enrolFirst && (
        <p className="notice notice-warning tasks-enrol-first">{t('tasks.enrolFirst')}</p>
      )}
      {shown && refs.length === 0 && <p className="notice">{t('tasks.empty')}</p>}
      {shown && refs.length > 0 && (
        <ul className="task-grid">
          {refs.map((ref) => (
            <li key={ref.id}>
              <TaskCard taskRef={ref} enrolFirst={props.enrolFirst} />
            </li>
          ))}
        </ul>
      )}
      {shown && props.renderSummary?.(refs)}
      {shown && props.claimBar !== false && <ClaimBar refs={refs} />}
    </section>
  );
}
