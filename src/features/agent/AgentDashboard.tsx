import { AGENT_API_FIELDS, connectAgent } from '../../../machines/agent.connect.ts';
import type { AgentInput, agentMachine } from '../../../machines/agent.machine.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Busy } from '../../ui/Busy.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { AgentFailedNotice, NoPermissionNotice, NotAgentNotice } from './AgentNotices.tsx';
import { Dashboard } from './Dashboard.tsx';
import './agent.css';
import { useConnect, useViewActor } from '../../ui/actor.tsx';

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
  const agent = useConnect(actor, connectAgent, AGENT_API_FIELDS);
  return (
    <div className="agent" data-state={agent.dataState}>
      <header className="page-header">
        <h1>{t('agent.title')}</h1>
        <p className="page-subtitle">{t('agent.subtitle')}</p>
      </header>
      {agent.isChecking && (
        <Busy className="columns agent-grid" label={t('agent.checking')}>
          <Skeleton className="agent-detail" height="var(--agent-detail-height)" radius="12px" />
          <Skeleton className="agent-marquee" height="var(--marquee-height)" radius="12px" />
          <Skeleton className="agent-list" height="var(--vtable-height)" radius="12px" />
        </Busy>
      )}
      {agent.isNotAgent && <NotAgentNotice />}
      {agent.isNoPermission && <NoPermissionNotice />}
      {agent.isFailed && (
        <AgentFailedNotice
          failure={agent.failure}
          canRetry={agent.canRetry}
          onRetry={agent.retry}
        />
      )}
      {agent.parts && <Dashboard agent={agent} parts={agent.parts} />}
    </div>
  );
}
