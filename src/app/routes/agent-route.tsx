import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsAnonymous } from '../../../machines/session.selectors.ts';
import { AgentDashboard } from '../../features/agent/AgentDashboard.tsx';
import { AgentSignIn } from '../../features/agent/AgentNotices.tsx';
import { ProgrammeLinks } from '../../features/agent/ProgrammeLinks.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { provideAgent } from '../effects/agent.ts';
import { provideProgrammeLinks } from '../effects/host-files.ts';
import { useServices } from '../services-context.tsx';
import { ShareSection } from './share-section.tsx';

/** The dashboard's input: the machine's defaults (pages of 50, at most 10,000 rows a list). */
const AGENT_INPUT = {};

/**
 * /agent. A visitor is asked to log in (every agent call needs a user); a logged-in user gets
 * the dashboard, which finds out itself whether they are an agent and what they may see.
 */
export default function AgentRoute() {
  const services = useServices();
  const { t } = useI18n();
  const { session } = useSystemActors();
  const anonymous = useSelector(session, selectIsAnonymous);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const logic = useMemo(() => provideAgent(services), [services]);
  const linksLogic = useMemo(() => provideProgrammeLinks(services), [services]);
  if (anonymous) {
    return (
      <AgentSignIn canLogin={canLogin} onLogin={() => session.send({ type: 'session.login' })} />
    );
  }
  // Agents and affiliates earn from the friends they bring: their own invitation poster
  // (getUserShareContent) sits under the dashboard.
  return (
    <>
      <AgentDashboard logic={logic} input={AGENT_INPUT} />
      <ShareSection title={t('share.title')} />
      <ProgrammeLinks logic={linksLogic} />
    </>
  );
}
