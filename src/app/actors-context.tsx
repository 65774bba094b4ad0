import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine.ts';

/** The long-lived system actors the shell reads. */
export interface SystemActors {
  session: ActorRefFrom<typeof sessionMachine>;
}

const SystemActorsContext = createContext<SystemActors | undefined>(undefined);

export function SystemActorsProvider(props: { value: SystemActors; children: ReactNode }) {
  return (
    <SystemActorsContext.Provider value={props.value}>
      {props.children}
    </SystemActorsContext.Provider>
  );
}

export function useSystemActors(): SystemActors {
  const actors = useContext(SystemActorsContext);
  if (!actors) throw new Error('useSystemActors needs a SystemActorsProvider');
  return actors;
}
