import { NotFound } from '../shell/NotFound.tsx';

/** Replaced by the agent screen. */
export default function AgentRoute() {
  return <NotFound />;
}
