import { connectTask, sameProgress } from '../../../machines/task.connect.ts';
import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';

/**
 * On a phone, the first reward ready to claim, pinned to the bottom of the screen: the task
 * cards that hold the claims are far down the page. Each task renders its own entry while it
 * can be claimed; the stylesheet shows the first one only (hidden from 768 px on, where the
 * cards are in view).
 */
export function ClaimBar(props: { refs: readonly TaskRef[] }) {
  return (
    <div className="claim-bar">
      {props.refs.map((ref) => (
        <ClaimBarItem key={ref.id} taskRef={ref} />
      ))}
    </div>
  );
}

function ClaimBarItem(props: { taskRef: TaskRef }) {
  const { t } = useI18n();
  const { canClaim, completion, claimReward } = useConnect(props.taskRef, connectTask, {
    progress: sameProgress,
  });
  if (!canClaim) return null;
  const titleId = `claim-bar-${completion.taskId}`;
  return (
    <div className="claim-bar-item phone-action" data-task={completion.taskId}>
      <span id={titleId} className="claim-bar-title" dir="auto">
        {completion.title}
      </span>
      <Button aria-describedby={titleId} onClick={claimReward}>
        {t('tasks.claim')}
      </Button>
    </div>
  );
}
