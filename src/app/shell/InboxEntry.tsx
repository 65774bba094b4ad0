import { useId } from 'react';
import { type InboxActorRef, useInbox } from '../../features/inbox/inbox-actor.ts';
import { UnreadBadge, unreadCountText } from '../../features/inbox/UnreadBadge.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Link } from '../../ui/navigation.tsx';
import { NavIcon } from './NavIcon.tsx';
import { destinationPath } from './nav-destinations.ts';

/**
 * A trader's inbox entry in the navigation (PrimaryNav.tsx loads it with the inbox): the
 * header's unread badge, or the bar's link with its count.
 */
export default function InboxEntry(props: {
  actor: InboxActorRef;
  current: 'page' | 'true' | undefined;
  variant: 'header' | 'bar';
  text: string;
}) {
  if (props.variant === 'header')
    return <UnreadBadge actor={props.actor} current={props.current} />;
  return <InboxBarLink actor={props.actor} current={props.current} text={props.text} />;
}

/**
 * The bar's inbox entry. Its name is what it shows, "Inbox 4" (WCAG 2.5.3: a voice user says
 * what they see); the sentence "Inbox, 4 unread messages" describes it.
 */
function InboxBarLink(props: {
  actor: InboxActorRef;
  current: 'page' | 'true' | undefined;
  text: string;
}) {
  const { t } = useI18n();
  const descriptionId = useId();
  const count = useInbox(props.actor).unreadCount;
  const unread = count !== undefined && count > 0;
  return (
    <>
      <Link
        to={destinationPath('inbox')}
        aria-current={props.current}
        aria-describedby={unread ? descriptionId : undefined}
        data-state={count === undefined ? 'unknown' : unread ? 'unread' : 'none'}
      >
        <NavIcon destination="inbox" />
        <span className="nav-label">{props.text}</span>
        {unread && (
          <span className="nav-count" dir="ltr">
            {unreadCountText(count)}
          </span>
        )}
      </Link>
      {unread && (
        <span id={descriptionId} hidden>
          {count === 1 ? t('inbox.badgeLabelOne') : t('inbox.badgeLabelMany', { count })}
        </span>
      )}
    </>
  );
}
