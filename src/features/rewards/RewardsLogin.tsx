import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import './rewards.css';

/** My rewards for a visitor: what the page holds, and the way to log in. */
export function RewardsLogin(props: { canLogin: boolean; onLogin: () => void }) {
  const { t } = useI18n();
  return (
    <div className="rewards" data-state="visitor">
      <header className="page-header">
        <h1>{t('rewards.title')}</h1>
      </header>
      <div className="notice rewards-login">
        <h2>{t('rewards.loginTitle')}</h2>
        <p>{t('rewards.loginText')}</p>
        <Button disabled={!props.canLogin} onClick={props.onLogin}>
          {t('rewards.login')}
        </Button>
      </div>
    </div>
  );
}
