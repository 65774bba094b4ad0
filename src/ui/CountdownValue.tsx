import { splitCountdown } from '../domain/time.ts';
import { useI18n } from '../i18n/I18nContext.tsx';

/**
 * A countdown's value: "2d 03:04:05", "05:06:07". The days are words, so they follow the
 * page's direction ("1 يوم" reads as one unit in Arabic and Persian); only the clock is
 * isolated left to right. With the whole value left to right, Arabic showed "1 23:57:39 يوم":
 * the clock fell between the count and its unit. `blank` keeps the line's height with a
 * no-break space until the value is known (a page drawn on the server).
 */
export function CountdownValue(props: { remainingMs: number; blank?: boolean }) {
  const { t } = useI18n();
  if (props.blank) return <time className="countdown-value">{'\u00a0'}</time>;
  const { days, hms } = splitCountdown(props.remainingMs);
  return (
    <time className="countdown-value">
      {days > 0 ? `${t('activity.days', { count: days })} ` : ''}
      <bdi className="countdown-clock" dir="ltr">
        {hms}
      </bdi>
    </time>
  );
}
