import { fromPromise } from 'xstate';
import { agentMachine } from '../../../machines/agent.machine.ts';
import { agentListMachine } from '../../../machines/agent-list.machine.ts';
import { agentSectionMachine } from '../../../machines/agent-section.machine.ts';
import type { AgentSectionData, AgentSectionName } from '../../domain/agent-dashboard.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** How many recent records the marquee scrolls through. */
export const MARQUEE_LIMIT = 20;

/** The days the performance chart covers (the sandbox's default; 90 at most). */
export const PERFORMANCE_DAYS = 30;

/** One dashboard section with its call: detail, marquee or performance. */
export function provideAgentSection(services: AppServices) {
  return provideOnce(agentSectionMachine)({
    actors: {
      loadSection: fromPromise<
        AgentSectionData[AgentSectionName],
        { section: AgentSectionName; agentId: number }
      >(async ({ input, signal }) => {
        switch (input.section) {
          case 'detail':
            return services.client('agentDetail', {}, { signal });
          case 'marquee': {
            const answer = await services.client(
              'agentMarquee',
              { limit: MARQUEE_LIMIT },
              { signal },
            );
            return answer.list;
          }
          case 'performance': {
            const answer = await services.client(
              'agentPerformance',
              { params: { id: input.agentId }, days: PERFORMANCE_DAYS },
              { signal },
            );
            return answer.series;
          }
        }
      }),
    },
  });
}

/** One paged list (rebates or referrals), a page of the machine's size per call. */
export function provideAgentList(services: AppServices) {
  return provideOnce(agentListMachine)({
    actors: {
      loadPage: fromPromise(({ input, signal }) => {
        const request = {
          params: { id: input.agentId },
          pageIndex: input.pageIndex,
          pageSize: input.pageSize,
        };
        return input.list === 'rebates'
          ? services.client('agentRebateList', request, { signal })
          : services.client('agentReferralList', request, { signal });
      }),
    },
  });
}

/**
 * The agent dashboard with its real effects: is_agent, permission/{id}, then each part's own
 * call, so that each part loads, fails and retries on its own.
 */
export function provideAgent(services: AppServices) {
  const section = provideAgentSection(services);
  const list = provideAgentList(services);
  return provideOnce(agentMachine)({
    actors: {
      loadAgentStatus: fromPromise(({ signal }) => services.client('isAgent', {}, { signal })),
      loadPermission: fromPromise(({ input, signal }) =>
        services.client('agentPermission', { params: { id: input.agentId } }, { signal }),
      ),
      detailSection: section,
      marqueeSection: section,
      performanceSection: section,
      rebatesList: list,
      referralsList: list,
    },
  });
}
