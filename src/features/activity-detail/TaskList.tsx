import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { taskListMachine } from '../../../machines/task-list.machine.ts';
import {
  selectIsRefreshing,
  selectTaskListFailure,
  selectTaskListState,
  selectTaskRefs,
  type TaskRef,
} from '../../../machines/task-list.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { ClaimBar } from './ClaimBar.tsx';
import { TaskCard } from './TaskCard.tsx';

/** Placeholders while the tasks load: most activities have two or three. */
const SKELETON_TASKS = 3;

/** The running task list of the page. */
export type TaskListRef = ActorRefFrom<typeof taskListMachine>;

export interface TaskListProps {
  actor: TaskListRef;
  /** Draws what the page adds up from the tasks (team progress), under the list. */
  renderSummary?: (refs: readonly TaskRef[]) => ReactNode;
  /** On a phone, pins the first reward ready to claim to the screen's bottom (not when the
   * page's own main action, a lottery's draw, holds that place). */
  claimBar?: boolean;
}

/** The trader's tasks of the activity, each with its progress and claim. */
export function TaskList(props: TaskListProps) {
  const { t } = useI18n();
  const actor = props.actor;
  const state = useSelector(actor, selectTaskListState);
  const refs = useSelector(actor, selectTaskRefs, shallowEqual);
  const failure = useSelector(actor, selectTaskListFailure);
  const refreshing = useSelector(actor, selectIsRefreshing);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'tasks.retry' }));
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'tasks.refresh' }));
  const shown = state === 'ready' || state === 'refreshing';

  return (
    <section className="panel tasks" data-state={state} aria-labelledby="tasks-title">
      <div className="panel-head">
        <h2 id="tasks-title" className="panel-title">
          {t('tasks.title')}
        </h2>
        {shown && (
          <Button
            variant="ghost"
            disabled={!canRefresh}
            aria-busy={refreshing}
            onClick={() => actor.send({ type: 'tasks.refresh' })}
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
        <div className="notice notice-error" role="alert">
          <p>
            {t('tasks.failed')} {failureText(t, failure)}
          </p>
          <Button disabled={!canRetry} onClick={() => actor.send({ type: 'tasks.retry' })}>
            {t('tasks.retry')}
          </Button>
        </div>
      )}
      {shown && failure && (
        <p className="notice notice-warning" role="status">
          {t('tasks.refreshFailed')}
        </p>
      )}
      {shown && refs.length === 0 && <p className="notice">{t('tasks.empty')}</p>}
      {shown && refs.length > 0 && (
        <ul className="task-grid">
          {refs.map((ref) => (
            <li key={ref.id}>
              <TaskCard taskRef={ref} />
            </li>
          ))}
        </ul>
      )}
      {shown && props.renderSummary?.(refs)}
      {shown && props.claimBar !== false && <ClaimBar refs={refs} />}
    </section>
  );
}
