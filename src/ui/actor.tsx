import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Actor, ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate';

const InspectionContext = createContext<Observer<InspectionEvent> | undefined>(undefined);

/**
 * Gives every actor a view creates below it the app's inspection (with ?inspect, what the
 * machine atlas in another tab follows); none otherwise.
 */
export const InspectionProvider = InspectionContext.Provider;

/**
 * `useActorRef` for a view's own actor: the actor lives as long as the view, and reports its
 * transitions (and its children's) to the inspection the app provides, so no actor a view
 * starts is missing from the live atlas.
 */
export function useViewActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
): Actor<TLogic> {
  const inspect = useContext(InspectionContext);
  // useActorRef's overloads ask for `input` only where the logic requires one; the caller's
  // options carry it, so its plain form is used here.
  const create = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return create(logic, { ...options, inspect });
}
