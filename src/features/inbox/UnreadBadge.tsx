import { useI18n } from '../../i18n/I18nContext.tsx';
import { Link } from '../../ui/navigation.tsx';
import { type InboxActorRef, useInbox } from './inbox-actor.ts';

/** The most a count of unread messages spells out; more reads "99+". */
const SPELLED_MAX = 99;

/** An unread count as the header's badge and the bar's link show it. */
export const unreadCountText = (count: number) =>
  count > SPELLED_MAX ? `${SPELLED_MAX}+` : String(count);

/** The header's inbox link with the number of unread messages (none shown while unknown). */
export function UnreadBadge({
  actor,
  current,
}: {
  actor: InboxActorRef;
  /** `aria-current` when the inbox is the page shown (the header's navigation marks it). */
  current?: 'page' | 'true';
}) {
  const { t } = useI18n();
  const count = useInbox(actor).unreadCount;
  const label =
    count === undefined || count === 0
      ? t('inbox.badgeLabel')
      : count === 1
        ? t('inbox.badgeLabelOne')
        : t('inbox.badgeLabelMany', { count });
  return (
    <Link
      to="/inbox"
      className="inbox-badge"
      aria-label={label}
      aria-current={current}
      data-state={count === undefined ? 'unknown' : count === 0 ? 'none' : 'unread'}
    >
      <svg className="inbox-badge-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm0 19a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Z" />
      </svg>
      {count !== undefined && count > 0 && (
        <span className="inbox-badge-count" dir="ltr" aria-hidden="true">
          {unreadCountText(count)}
        </span>
      )}
    </Link>
  );
}
