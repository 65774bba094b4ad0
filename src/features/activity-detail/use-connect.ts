import { useSelector } from '@xstate/react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * A view's one read of its actor: the machine's connect function applied to each snapshot,
 * with a `send` bound to the actor. The view renders again only when the snapshot changes.
 */
export function useConnect<TActor extends AnyActorRef, TApi>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: (event: EventFrom<TActor>) => void) => TApi,
): TApi {
  const ref: AnyActorRef = actor;
  return useSelector(ref, (s) => connect(s as SnapshotFrom<TActor>, (event) => actor.send(event)));
}
