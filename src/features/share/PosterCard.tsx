import { useI18n } from '../../i18n/I18nContext.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import type { PosterContent } from './poster-content.ts';

/**
 * The poster that is captured to a PNG: the activity's title, the share text, the QR code and
 * the link. Everything it shows is inside the element with `id`, and nothing in it loads late.
 * The server's title and text take their own direction (`dir="auto"`): html-to-image copies
 * the computed direction into the PNG, so "1,000 USDT" and full stops keep their places in ar.
 */
export function PosterCard(props: { id: string; title: string; content: PosterContent }) {
  const { t } = useI18n();
  const { content } = props;
  return (
    <div id={props.id} className="share-poster">
      <p className="share-poster-brand">
        <span aria-hidden="true">◆ </span>
        {t('app.name')}
      </p>
      <p className="share-poster-title" dir="auto">
        <ServerText text={props.title} />
      </p>
      <p className="share-poster-text" dir="auto">
        <ServerText text={content.text} />
      </p>
      <div className="share-poster-code">
        <img
          src={content.qrDataUrl}
          alt={t('share.qrAlt', { link: content.link })}
          width={160}
          height={160}
          className="share-poster-qr"
        />
        <div className="share-poster-link">
          <p className="share-poster-scan">{t('share.scan')}</p>
          {content.inviteCode && (
            <p className="share-poster-invite">
              {t('share.inviteCode', { code: content.inviteCode })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
