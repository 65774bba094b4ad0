import { formatLocalDateTime, formatUtcDateTime } from '../i18n/format.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useHydratedLater } from './hydrated.ts';

/**
 * A moment in the user's time zone; hover (and keyboard focus, unless `focusable` is false)
 * shows it in UTC. `stacked` puts the date above the time, for narrow table cells.
 * Inside a link or a button, pass `focusable={false}`: focus must not nest.
 */
export function LocalTime(props: {
  at: number;
  className?: string;
  focusable?: boolean;
  stacked?: boolean;
}) {
  const { t } = useI18n();
  // The server does not know the user's time zone: the page comes in UTC, local once hydrated.
  const text = (useHydratedLater() ? formatLocalDateTime : formatUtcDateTime)(props.at);
  const [date, time] = text.split(' ');
  return (
    <time
      className={props.className ? `local-time ${props.className}` : 'local-time'}
      dateTime={new Date(props.at).toISOString()}
      title={t('format.utcTitle', { value: formatUtcDateTime(props.at) })}
      dir="ltr"
      tabIndex={props.focusable === false ? undefined : 0}
    >
      {props.stacked ? (
        <>
          <span className="stack-part">{date}</span>{' '}
          <span className="stack-part muted">{time}</span>
        </>
      ) : (
        text
      )}
    </time>
  );
}
