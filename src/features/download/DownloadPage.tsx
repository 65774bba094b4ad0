import { useI18n } from '../../i18n/I18nContext.tsx';
import { Link } from '../../ui/navigation.tsx';
import { QrCode } from './QrCode.tsx';
import { DOWNLOAD_PAGE_URL, STORE_LINKS } from './store-links.ts';
import './download.css';

export interface DownloadPageProps {
  /** The in-app path "Continue in the browser" goes back to (see `continuePath`). */
  continueTo: string;
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="store-icon" aria-hidden="true" focusable="false">
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6ZM14.1 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3Z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="store-icon" aria-hidden="true" focusable="false">
      <path d="M4 2.8v18.4c0 .5.6.9 1 .6l10.6-9.2c.3-.3.3-.9 0-1.2L5 2.2c-.4-.3-1 .1-1 .6Zm13.3 7.3-2.2 1.9 2.2 1.9 3.1-1.6c.6-.3.6-1.2 0-1.5l-3.1-.7Z" />
    </svg>
  );
}

/**
 * The download page (/download, /{locale}/download): where a visitor outside the app is sent
 * when something needs the app. Store buttons, a QR code for a phone, and a way back.
 */
export function DownloadPage({ continueTo }: DownloadPageProps) {
  const { t } = useI18n();
  return (
    <div className="download" data-state="ready">
      <div className="download-intro">
        <header className="page-header">
          <h1>{t('download.title')}</h1>
          <p className="page-subtitle">{t('download.subtitle')}</p>
        </header>
        <ul className="store-buttons" aria-label={t('download.storesLabel')}>
          <li>
            <a className="store-button" href={STORE_LINKS.appStore}>
              <AppleIcon />
              <span className="store-text">
                <span className="store-small">{t('download.appStoreSmall')}</span>{' '}
                <span className="store-name">{t('download.appStore')}</span>
              </span>
            </a>
          </li>
          <li>
            <a className="store-button" href={STORE_LINKS.googlePlay}>
              <PlayIcon />
              <span className="store-text">
                <span className="store-small">{t('download.googlePlaySmall')}</span>{' '}
                <span className="store-name">{t('download.googlePlay')}</span>
              </span>
            </a>
          </li>
        </ul>
        <p className="download-apk">
          <a href={STORE_LINKS.apk}>{t('download.apk')}</a>
        </p>
        <p className="download-continue">
          <Link to={continueTo}>{t('download.continue')}</Link>
        </p>
      </div>
      <figure className="download-qr">
        <QrCode value={DOWNLOAD_PAGE_URL} label={t('download.qrLabel')} />
        <figcaption>{t('download.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}
