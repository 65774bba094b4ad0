import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentMachine } from '../../../machines/agent.machine.ts';
import { type AgentPartRefs, selectAgentSectionRef } from '../../../machines/agent.selectors.ts';
import { selectSectionData } from '../../../machines/agent-section.connect.ts';
import type { AgentListName, AgentSectionName } from '../../domain/agent-dashboard.ts';
import { AgentListSection } from './AgentListSection.tsx';
import { DetailSection } from './DetailSection.tsx';
import { MarqueeSection } from './MarqueeSection.tsx';
import { PerformanceSection } from './PerformanceSection.tsx';

type AgentActorRef = ActorRefFrom<typeof agentMachine>;

/** The five parts of the dashboard, each on its own child actor. */
export function Dashboard({ actor }: { actor: AgentActorRef }) {
  const detail = useSelector(actor, (s) => selectAgentSectionRef(s, 'detail'));
  const marquee = useSelector(actor, (s) => selectAgentSectionRef(s, 'marquee'));
  const performance = useSelector(actor, (s) => selectAgentSectionRef(s, 'performance'));
  const rebates = useSelector(actor, (s) => selectAgentSectionRef(s, 'rebates'));
  const referrals = useSelector(actor, (s) => selectAgentSectionRef(s, 'referrals'));
  const retrySection = (section: AgentSectionName) =>
    actor.send({ type: 'agent.retrySection', section });
  const loadPage = useCallback(
    (list: AgentListName, pageIndex: number) =>
      actor.send({ type: 'agent.loadPage', list, pageIndex }),
    [actor],
  );
  const retryList = useCallback(
    (list: AgentListName) => actor.send({ type: 'agent.retryList', list }),
    [actor],
  );
  return (
    <div className="columns agent-grid">
      {detail && <DetailSection section={detail} onRetry={() => retrySection('detail')} />}
      {marquee && <MarqueeSection section={marquee} onRetry={() => retrySection('marquee')} />}
      {performance && detail && (
        <PerformanceWithCurrency
          performance={performance}
          detail={detail}
          onRetry={() => retrySection('performance')}
        />
      )}
      {rebates && (
        <AgentListSection
          list="rebates"
          listRef={rebates}
          onLoadPage={loadPage}
          onRetry={retryList}
        />
      )}
      {referrals && (
        <AgentListSection
          list="referrals"
          listRef={referrals}
          onLoadPage={loadPage}
          onRetry={retryList}
        />
      )}
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
