import type { PushMessage } from '../../domain/message.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Link } from '../../ui/navigation.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { MessageTime } from './MessageTime.tsx';

/** The address of one message: the list links to it, the detail pane reads it. */
export const messagePath = (id: number) => `/inbox/${id}`;

/** One message in the list: unread dot, title, summary and time; opens the message. */
export function MessageItem(props: { message: PushMessage; open: boolean }) {
  const { t } = useI18n();
  const { message } = props;
  const state = message.read ? 'read' : 'unread';
  return (
    <Link
      to={messagePath(message.id)}
      className="message-item"
      data-state={state}
      aria-current={props.open ? 'page' : undefined}
    >
      <span className="message-dot" aria-hidden="true" />
      <span className="message-item-body">
        <span className="message-item-head">
          <span className="message-title">
            {!message.read && <VisuallyHidden>{t('inbox.unreadMark')}</VisuallyHidden>}
            <bdi>
              <ServerText text={message.title} />
            </bdi>
          </span>
          <MessageTime at={message.createdAt} />
        </span>
        <span className="message-summary" dir="auto">
          <ServerText text={message.summary} />
        </span>
      </span>
    </Link>
  );
}
