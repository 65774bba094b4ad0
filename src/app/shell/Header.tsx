import { useSelector } from '@xstate/react';
import { selectLoginName, selectSessionState } from '../../../machines/session.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

/** Brand, navigation and the account: the user's name and log out, or a log-in link. */
export function Header() {
  const { t } = useI18n();
  const { session } = useSystemActors();
  const state = useSelector(session, selectSessionState);
  const loginName = useSelector(session, selectLoginName);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const canLogout = useSelector(session, (s) => s.can({ type: 'session.logout' }));
  const canRetry = useSelector(session, (s) => s.can({ type: 'session.retry' }));

  return (
    <header className="app-header">
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>
        {t('app.name')}
      </Link>
      <nav aria-label={t('header.nav')} className="app-nav">
        <Link to="/">{t('header.centre')}</Link>
      </nav>
      <LanguageMenu />
      <div className="account" data-state={state}>
        {state === 'loadingUser' && <span className="muted">{t('header.loadingUser')}</span>}
        {state === 'ready' && loginName && (
          <span className="account-name">{t('header.account', { name: loginName })}</span>
        )}
        {state === 'failed' && (
          <>
            <span className="muted">{t('header.userFailed')}</span>
            <Button
              variant="secondary"
              disabled={!canRetry}
              onClick={() => session.send({ type: 'session.retry' })}
            >
              {t('header.retry')}
            </Button>
          </>
        )}
        {canLogin && (
          <Button onClick={() => session.send({ type: 'session.login' })}>
            {t('header.login')}
          </Button>
        )}
        {canLogout && (
          <Button variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
            {t('header.logout')}
          </Button>
        )}
      </div>
    </header>
  );
}
