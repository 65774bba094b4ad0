import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { inboxFailureText } from './failure-message.ts';
import { type InboxActorRef, useInbox } from './inbox-actor.ts';
import { MessageTime } from './MessageTime.tsx';

/** "Back to messages": on a phone the detail replaces the list. */
function BackLink() {
  const { t } = useI18n();
  return (
    <Link to="/inbox" className="message-back">
      <span className="flip-rtl" aria-hidden="true">
        ‹
      </span>{' '}
      {t('inbox.back')}
    </Link>
  );
}

/**
 * The open message: its category, title, time and sanitised content; a placeholder while
 * none is open; "not found" with the way back when the address names no message (or the
 * exchange has none by that id); a retry when it could not be loaded. `invalidAddress` is an
 * address that names no message at all.
 */
export function MessageDetail(props: {
  actor: InboxActorRef;
  invalidAddress: boolean;
  /** The address names a message that is about to be opened. */
  opening: boolean;
}) {
  const { t } = useI18n();
  const { actor } = props;
  const inbox = useInbox(actor);
  const { detailState: state, detail, detailFailure: failure } = inbox;
  const loading = state === 'loading' || (state === 'closed' && props.opening);

  // An address that names no message, or one the exchange says is not there: nothing to retry.
  if (props.invalidAddress || state === 'notFound') {
    return (
      <div className="message-detail" data-state="notFound">
        <BackLink />
        <h2 className="message-heading">{t('inbox.notFoundTitle')}</h2>
        <p className="notice">{t('inbox.notFound')}</p>
      </div>
    );
  }
  return (
    <div className="message-detail" data-state={state} aria-busy={loading}>
      {state === 'closed' && !props.opening && (
        <p className="message-placeholder muted">{t('inbox.choose')}</p>
      )}
      {loading && (
        <>
          <BackLink />
          <VisuallyHidden role="status">{t('inbox.loadingMessage')}</VisuallyHidden>
          <Skeleton height="1.25rem" width="30%" radius="6px" />
          <Skeleton height="2rem" width="80%" radius="6px" />
          <Skeleton height="8rem" radius="8px" />
        </>
      )}
      {state === 'failed' && (
        <>
          <BackLink />
          <div className="notice notice-error" role="alert">
            <p>{inboxFailureText(t, failure)}</p>
            <Button disabled={!inbox.canRetryDetail} onClick={inbox.retryDetail}>
              {t('inbox.retry')}
            </Button>
          </div>
        </>
      )}
      {state === 'shown' && detail && (
        <article className="message-article" aria-labelledby="message-title">
          <BackLink />
          <p className="message-meta">
            <span className="tag">{t(`inbox.category.${detail.category}`)}</span>
            <MessageTime at={detail.createdAt} focusable />
          </p>
          <h2 id="message-title" className="message-heading" dir="auto">
            <ServerText text={detail.title} />
          </h2>
          <SafeHtml className="message-content" html={detail.content} />
          {detail.link !== undefined && (
            // The link policy (Link) judges the server's link: a path of this site opens in
            // the app, anything refused is shown as plain text.
            <p className="message-link">
              <Link to={detail.link} className="btn btn-secondary">
                {t('content.openActivity')}
              </Link>
            </p>
          )}
        </article>
      )}
    </div>
  );
}
