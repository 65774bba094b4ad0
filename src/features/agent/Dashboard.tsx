import { useSelector } from '@xstate/react';
import type { AgentApi, AgentPartRefs } from '../../../machines/agent.connect.ts';
import { selectSectionData } from '../../../machines/agent-section.connect.ts';
import type { AgentListName } from '../../domain/agent-dashboard.ts';
import { AgentListSection } from './AgentListSection.tsx';
import { DetailSection } from './DetailSection.tsx';
import { MarqueeSection } from './MarqueeSection.tsx';
import { PerformanceSection } from './PerformanceSection.tsx';

/** The two lists, in the order the dashboard shows them. */
const AGENT_LISTS: readonly AgentListName[] = ['rebates', 'referrals'];

/** The five parts of the dashboard, each on its own child actor. */
export function Dashboard({ agent, parts }: { agent: AgentApi; parts: AgentPartRefs }) {
  return (
    <div className="columns agent-grid">
      <DetailSection section={parts.detail} onRetry={() => agent.retrySection('detail')} />
      <MarqueeSection section={parts.marquee} onRetry={() => agent.retrySection('marquee')} />
      <PerformanceWithCurrency
        performance={parts.performance}
        detail={parts.detail}
        onRetry={() => agent.retrySection('performance')}
      />
      {AGENT_LISTS.map((list) => (
        <AgentListSection
          key={list}
          list={list}
          listRef={parts[list]}
          onLoadPage={agent.loadPage}
          onRetry={agent.retryList}
        />
      ))}
    </div>
  );
}

/** The performance section, told the agent's currency once the detail has it. */
function PerformanceWithCurrency(props: {
  performance: AgentPartRefs['performance'];
  detail: AgentPartRefs['detail'];
  onRetry: () => void;
}) {
  const currency = useSelector(props.detail, (s) => selectSectionData(s, 'detail')?.currency);
  return (
    <PerformanceSection section={props.performance} currency={currency} onRetry={props.onRetry} />
  );
}
