import type { ActivityStage } from '../../domain/activity.ts';
import { splitCountdown } from '../../domain/time.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** "Starts in 2d 03:04:05", "Ends in 05:06:07" or "Ended", read by screen readers once a minute. */
export function CountdownText(props: { stage: ActivityStage; remainingMs: number }) {
  const { t } = useI18n();
  if (props.stage === 'FINISHED') return <span className="countdown">{t('activity.ended')}</span>;
  const { days, hms } = splitCountdown(props.remainingMs);
  const label = props.stage === 'NOT_START' ? t('activity.startsIn') : t('activity.endsIn');
  return (
    <span className="countdown" data-stage={props.stage}>
      <span className="countdown-label">{label}</span>{' '}
      <time className="countdown-value" dir="ltr">
        {days > 0 ? `${t('activity.days', { count: days })} ` : ''}
        {hms}
      </time>
    </span>
  );
}
