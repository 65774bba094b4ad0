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
          <span className="stack-part">
            <MomentText at={props.at} part="date" />
          </span>{' '}
          <span className="stack-part muted">
            <MomentText at={props.at} part="time" />
          </span>
        </>
      ) : (
        <MomentText at={props.at} />
      )}
    </time>
  );
}

/**
 * The moment's text alone: the server does not know the user's time zone, so the page comes
 * in UTC and turns local once hydrated. Only this text follows that change, so the change's
 * commit sets text nodes and leaves the elements around them as they are (with the whole
 * element redrawn, a centre's 54 times made one 15-22 ms commit on an AMD EPYC; issue 17).
 */
function MomentText(props: { at: number; part?: 'date' | 'time' }) {
  const text = (useHydratedLater() ? formatLocalDateTime : formatUtcDateTime)(props.at);
  if (props.part === undefined) return text;
  const [date, time] = text.split(' ');
  return props.part === 'date' ? date : time;
}
