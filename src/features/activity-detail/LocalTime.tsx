import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** A moment in the user's time zone; hover or keyboard focus shows it in UTC. */
export function LocalTime(props: { at: number }) {
  const { t } = useI18n();
  return (
    <time
      className="local-time"
      dateTime={new Date(props.at).toISOString()}
      title={t('activity.utcTitle', { value: formatUtcDateTime(props.at) })}
      dir="ltr"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the UTC time for keyboard users.
      tabIndex={0}
    >
      {formatLocalDateTime(props.at)}
    </time>
  );
}
