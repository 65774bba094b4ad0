import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import { selectRemainingMs } from '../../../machines/activity-centre.selectors.ts';
import type { ActivityStage, ActivitySummary } from '../../domain/activity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { CountdownValue } from '../../ui/CountdownValue.tsx';

/**
 * "Starts in 2d 03:04:05", "Ends in 05:06:07" or "Ended". It alone follows the centre's clock,
 * so each second redraws the countdowns and nothing else of the cards.
 */
export function CountdownText(props: {
  actor: ActorRefFrom<typeof activityCentreMachine>;
  activity: ActivitySummary;
  stage: ActivityStage;
}) {
  const { t } = useI18n();
  const remainingMs = useSelector(props.actor, selectRemainingMs(props.activity));
  if (props.stage === 'FINISHED') return <span className="countdown">{t('activity.ended')}</span>;
  const label = props.stage === 'NOT_START' ? t('activity.startsIn') : t('activity.endsIn');
  return (
    <span className="countdown" data-stage={props.stage}>
      <span className="countdown-label">{label}</span> <CountdownValue remainingMs={remainingMs} />
    </span>
  );
}
