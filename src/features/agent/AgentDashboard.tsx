import { useSelector } from '@xstate/react';
import type { AgentInput, agentMachine } from '../../../machines/agent.machine.ts';
import { selectAgentFailure, selectAgentState } from '../../../machines/agent.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { AgentFailedNotice, NoPermissionNotice, NotAgentNotice } from './AgentNotices.tsx';
import { Dashboard } from './Dashboard.tsx';
import './agent.css';
import { useViewActor } from '../../ui/actor.tsx';

export interface AgentDashboardProps {
  logic: typeof agentMachine;
  input: AgentInput;
}

/**
 * The agent dashboard (route /agent): who may see it first (is_agent, then the permission),
 * then detail, marquee, performance, rebates and referrals, each loading on its own.
 */
export function AgentDashboard({ logic, input }: AgentDashboardProps) {
  const { t } = useI18n();
  const actor = useViewActor(logic, { input });
  const state = useSelector(actor, selectAgentState);
  const failure = useSelector(actor, selectAgentFailure);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'agent.retry' }));
  const checking = state === 'checkingAgent' || state === 'checkingPermission';
  return (
    <div className="agent" data-state={state}>
      <header className="page-header">
        <h1>{t('agent.title')}</h1>
        <p className="page-subtitle">{t('agent.subtitle')}</p>
      </header>
      {checking && (
        <div className="columns agent-grid" aria-busy="true">
          <VisuallyHidden role="status">{t('agent.checking')}</VisuallyHidden>
          <Skeleton className="agent-detail" height="var(--agent-detail-height)" radius="12px" />
          <Skeleton className="agent-marquee" height="var(--marquee-height)" radius="12px" />
          <Skeleton className="agent-list" height="var(--vtable-height)" radius="12px" />
        </div>
      )}
      {state === 'notAgent' && <NotAgentNotice />}
      {state === 'noPermission' && <NoPermissionNotice />}
      {state === 'failed' && (
        <AgentFailedNotice
          failure={failure}
          canRetry={canRetry}
          onRetry={() => actor.send({ type: 'agent.retry' })}
        />
      )}
      {state === 'dashboard' && <Dashboard actor={actor} />}
    </div>
  );
}
