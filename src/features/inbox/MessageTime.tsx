import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/**
 * When a message was sent, in the user's time zone, with UTC on hover. `focusable` lets a
 * keyboard user reach it for the UTC time; it stays off inside a link (no nested focus).
 */
export function MessageTime(props: { at: number; focusable?: boolean }) {
  const { t } = useI18n();
  return (
    <time
      className="message-time"
      dir="ltr"
      dateTime={new Date(props.at).toISOString()}
      title={t('inbox.utcTitle', { value: formatUtcDateTime(props.at) })}
      tabIndex={props.focusable ? 0 : undefined}
    >
      {formatLocalDateTime(props.at)}
    </time>
  );
}
