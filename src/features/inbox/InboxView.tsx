import { useEffect } from 'react';
import { connectInbox } from '../../../machines/inbox.connect.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { Button } from '../../ui/Button.tsx';
import { type InboxActorRef, parseMessageId, useInbox } from './inbox-actor.ts';
import { MessageDetail } from './MessageDetail.tsx';
import { MessageList } from './MessageList.tsx';
import './inbox.css';

export interface InboxViewProps {
  actor: InboxActorRef;
  /** The message named by the address (`/inbox/:id`), as the router gives it. */
  messageId?: string;
}

/**
 * The inbox screen on a running inbox actor: the list and the open message side by side on
 * a desktop, one after the other on a phone (the address says which one is shown).
 */
export function InboxView({ actor, messageId }: InboxViewProps) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const inbox = useInbox(actor);
  const { listState, detailState, unreadCount: unread, canMarkAllRead, markingAllRead } = inbox;
  const id = parseMessageId(messageId);
  const invalidAddress = messageId !== undefined && id === undefined;

  // The address is the source of the open message (deep links, back and forward): this only
  // tells the machine, which loads the message and marks it read.
  // A message is opened once the first page is in: the machine marks it read only when the
  // list shows it unread, so an address opened on arrival waits for the list.
  const listSettled = !inbox.listLoading || inbox.listShown;
  // The list is read, and kept fresh by pushes, only while this screen is shown; the header's
  // badge keeps only the count fresh.
  useEffect(() => {
    const { show, hide } = connectInbox(actor.getSnapshot(), actor.send);
    show();
    return hide;
  }, [actor]);
  useEffect(() => {
    // The snapshot of now, not of the render: the effect runs after it.
    const now = connectInbox(actor.getSnapshot(), actor.send);
    if (id === undefined) {
      if (now.canClose) now.close();
    } else if (listSettled && (now.openId !== id || now.detailState === 'closed')) {
      now.open(id);
    }
  }, [actor, id, listSettled]);

  return (
    <div
      className="inbox"
      data-state={listState}
      data-detail={detailState}
      data-pane={messageId === undefined ? 'list' : 'detail'}
    >
      <header className="page-header inbox-header">
        <h1>{t('inbox.title')}</h1>
        <p className="page-subtitle" aria-live="polite">
          {unread === undefined
            ? t('inbox.subtitle')
            : unread === 0
              ? t('inbox.allRead')
              : format.plural('format.plural.unreadMessages', unread)}
        </p>
        {(canMarkAllRead || markingAllRead) && (
          <Button
            variant="secondary"
            className="inbox-mark-all"
            disabled={!canMarkAllRead}
            aria-busy={markingAllRead}
            onClick={inbox.markAllRead}
          >
            {t('content.markAllRead')}
          </Button>
        )}
      </header>
      <div className="inbox-panes">
        <section className="inbox-list-pane" aria-label={t('inbox.listLabel')}>
          <MessageList actor={actor} />
        </section>
        <section className="inbox-detail-pane" aria-label={t('inbox.detailLabel')}>
          <MessageDetail
            actor={actor}
            invalidAddress={invalidAddress}
            opening={id !== undefined && detailState === 'closed'}
          />
        </section>
      </div>
    </div>
  );
}
