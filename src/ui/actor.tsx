import { createContext, useContext, useEffect, useState } from 'react';
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  type InspectionEvent,
  type Observer,
} from 'xstate';

const InspectionContext = createContext<Observer<InspectionEvent> | undefined>(undefined);

/**
 * Gives every actor a view creates below it the app's inspection (with ?inspect, what the
 * machine atlas in another tab follows); none otherwise.
 */
export const InspectionProvider = InspectionContext.Provider;

/**
 * A view's own actor: it lives exactly as long as one mount of the view, and reports its
 * transitions (and its children's) to the inspection the app provides, so no actor a view
 * starts is missing from the live atlas.
 *
 * Not @xstate/react's `useActorRef`: when React unmounts and mounts a view again (StrictMode
 * does it on every mount in development; an Activity boundary does it in production), that hook
 * stops the actor and starts the same one again with its children's snapshots restored. An
 * invoked promise of the first mount then still settles into the restarted actor, its own
 * abort included: the activity centre and an activity's detail showed their load as failed
 * (issue 18). Here a mount that finds its actor stopped starts a fresh one instead.
 */
export function useViewActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
): Actor<TLogic> {
  const inspect = useContext(InspectionContext);
  const create = () => createActor(logic, { ...options, inspect });
  const [actor, setActor] = useState(create);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actor is made once per mount from the first render's logic and options, as useActorRef does
  useEffect(() => {
    // Every snapshot has a status; AnyActorLogic's type does not say so.
    if ((actor.getSnapshot() as { status: string }).status === 'stopped') {
      setActor(create());
      return;
    }
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return actor;
}
