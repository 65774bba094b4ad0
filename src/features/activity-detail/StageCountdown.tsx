import { connectCountdown } from '../../../machines/countdown.connect.ts';
import type { countdownMachine } from '../../../machines/countdown.machine.ts';
import type { ActivityStage } from '../../domain/activity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect, useViewActor } from '../../ui/actor.tsx';
import { CountdownValue } from '../../ui/CountdownValue.tsx';
import { useHydrated } from '../../ui/hydrated.ts';

export interface StageCountdownProps {
  logic: typeof countdownMachine;
  stage: ActivityStage;
  /** The deadline on the local clock; undefined once the activity has finished. */
  until: number | undefined;
  now: () => number;
}

/** "Starts in 2d 03:04:05" / "Ends in 05:06:07" / "Ended", ticking each second. */
export function StageCountdown(props: StageCountdownProps) {
  const { t } = useI18n();
  if (props.stage === 'FINISHED' || props.until === undefined) {
    return (
      <p className="detail-countdown" data-state="ended">
        {t('detail.countdownEnded')}
      </p>
    );
  }
  // A new deadline (a new stage, or a reload that moved it) is a new countdown.
  return <RunningCountdown key={`${props.stage}:${props.until}`} {...props} until={props.until} />;
}

function RunningCountdown(props: StageCountdownProps & { until: number }) {
  const { t } = useI18n();
  const actor = useViewActor(props.logic, { input: { until: props.until, now: props.now() } });
  const { state, remaining } = useConnect(actor, connectCountdown);
  // The time left is the browser's clock against the deadline: the server's page and the
  // hydration leave it out (they could differ by a second), and the next drawing fills it in.
  // Meanwhile a no-break space in the value's font keeps the line's height (no layout shift).
  const hydrated = useHydrated();
  return (
    <p className="detail-countdown" data-state={state}>
      <span className="countdown-label">
        {props.stage === 'NOT_START' ? t('activity.startsIn') : t('activity.endsIn')}
      </span>{' '}
      <CountdownValue remainingMs={remaining} blank={!hydrated} />
    </p>
  );
}
