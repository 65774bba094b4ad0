import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { inboxFailureText } from './failure-message.ts';
import { type InboxActorRef, useInbox } from './inbox-actor.ts';
import { MessageItem } from './MessageItem.tsx';

const SKELETON_ROWS = 5;

/** The list of messages, newest first, with "Load more" and every state of the list. */
export function MessageList({ actor }: { actor: InboxActorRef }) {
  const { t } = useI18n();
  const inbox = useInbox(actor);
  const { listState: state, messages, listFailure: failure, openId, hasMore } = inbox;
  // Before the first read (waiting for the screen to be shown) the list loads as well.
  const loading = inbox.listLoading;
  // A refresh (a new message) reloads the first page with the old list still shown.
  const refreshing = loading && inbox.listShown;
  const showList = inbox.listShown;
  // The first page and a later page fail alike: the same words, the same retry.
  const failedNotice = (
    <div className="notice notice-error" role="alert">
      <p>{inboxFailureText(t, failure)}</p>
      <Button disabled={!inbox.canRetry} onClick={inbox.retry}>
        {t('inbox.retry')}
      </Button>
    </div>
  );

  return (
    <div className="message-list" data-state={state} aria-busy={loading}>
      {loading && !refreshing && (
        <>
          <VisuallyHidden role="status">{t('inbox.loading')}</VisuallyHidden>
          <ul className="stack-list">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <Skeleton className="message-skeleton" height="var(--message-row-height)" />
              </li>
            ))}
          </ul>
        </>
      )}
      {state === 'failed' && failedNotice}
      {state === 'empty' && (
        <div className="notice inbox-empty">
          <p className="inbox-empty-title">{t('inbox.emptyTitle')}</p>
          <p className="muted">{t('inbox.emptyBody')}</p>
        </div>
      )}
      {showList && (
        <>
          {refreshing && <VisuallyHidden role="status">{t('inbox.updating')}</VisuallyHidden>}
          <ul className="stack-list" aria-label={t('inbox.listLabel')}>
            {messages.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} open={message.id === openId} />
              </li>
            ))}
          </ul>
          {state === 'moreFailed' && failedNotice}
          {hasMore && state !== 'moreFailed' && (
            <div className="message-more">
              <Button
                variant="secondary"
                disabled={!inbox.canLoadMore}
                aria-busy={state === 'loadingMore'}
                onClick={inbox.loadMore}
              >
                {state === 'loadingMore' ? t('inbox.loadingMore') : t('inbox.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
