import type { Failure } from '../../domain/codes.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { agentFailureText } from './agent-failure.ts';
import { AFFILIATE_PROGRAMME_URL } from './links.ts';

/** A trader who is not an agent: what the dashboard is, and where to apply. */
export function NotAgentNotice() {
  const { t } = useI18n();
  return (
    <div className="notice agent-notice">
      <h2>{t('agent.notAgentTitle')}</h2>
      <p>{t('agent.notAgentBody')}</p>
      <Link to={AFFILIATE_PROGRAMME_URL} className="btn btn-primary agent-notice-link">
        {t('agent.affiliateLink')}
      </Link>
    </div>
  );
}

/** An agent whose permission does not include the dashboard. */
export function NoPermissionNotice() {
  const { t } = useI18n();
  return (
    <div className="notice agent-notice">
      <h2>{t('agent.noPermissionTitle')}</h2>
      <p>{t('agent.noPermissionBody')}</p>
    </div>
  );
}

/** The agent status or the permission could not be loaded. */
export function AgentFailedNotice(props: {
  failure: Failure | undefined;
  canRetry: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="notice notice-error" role="alert">
      <p>{agentFailureText(t, props.failure)}</p>
      <Button disabled={!props.canRetry} onClick={props.onRetry}>
        {t('agent.retry')}
      </Button>
    </div>
  );
}

/** A visitor: the dashboard is personal, so they are asked to log in. */
export function AgentSignIn(props: { canLogin: boolean; onLogin: () => void }) {
  const { t } = useI18n();
  return (
    <div className="agent" data-state="anonymous">
      <header className="page-header">
        <h1>{t('agent.title')}</h1>
      </header>
      <div className="notice agent-notice">
        <p>{t('agent.signInBody')}</p>
        <Button disabled={!props.canLogin} onClick={props.onLogin}>
          {t('agent.signIn')}
        </Button>
      </div>
    </div>
  );
}
