import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import './inbox.css';

/** What a visitor sees on /inbox: messages are personal, so they are asked to log in. */
export function InboxSignIn(props: { canLogin: boolean; onLogin: () => void }) {
  const { t } = useI18n();
  return (
    <div className="inbox inbox-sign-in" data-state="anonymous">
      <header className="page-header">
        <h1>{t('inbox.title')}</h1>
      </header>
      <div className="notice sign-in-notice">
        <p>{t('inbox.signInBody')}</p>
        <Button disabled={!props.canLogin} onClick={props.onLogin}>
          {t('inbox.signIn')}
        </Button>
      </div>
    </div>
  );
}
