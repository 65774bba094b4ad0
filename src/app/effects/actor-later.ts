import type { AnyActorRef, EventFrom } from 'xstate';

/**
 * An actor made with the first event sent to it (issue 17: code an idle page never needs does
 * not load): until it runs, events wait in the order they were sent and reach it once it does.
 * A view reads it with `useSyncExternalStore(later.subscribe, later.current)`, so it subscribes
 * to an actor only once there is one.
 */
export interface ActorLater<TActor extends AnyActorRef> {
  /** Sends `event`; the first one loads and starts the actor. */
  send(event: EventFrom<TActor>): void;
  /** The running actor; undefined until it runs. */
  current(): TActor | undefined;
  /** Calls `onChange` when the actor starts running; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/**
 * The actor `start` makes (a dynamic import of its machine and effects, then `createActor` with
 * the composition's `inspect`), made once, with the first event sent to it. A failed load (a
 * flaky network) keeps the events waiting and is tried again with the next event.
 */
export function actorLater<TActor extends AnyActorRef>(
  start: () => Promise<TActor>,
): ActorLater<TActor> {
  let actor: TActor | undefined;
  let loading = false;
  const waiting: EventFrom<TActor>[] = [];
  const listeners = new Set<() => void>();
  const run = (started: TActor) => {
    // `actor` is set only once the queue is empty: an event sent while it is delivered (by an
    // action the queue's events run) waits its turn behind them.
    for (let event = waiting.shift(); event !== undefined; event = waiting.shift()) {
      started.send(event);
    }
    actor = started;
    for (const onChange of listeners) onChange();
  };
  const load = () => {
    if (loading) return;
    loading = true;
    start().then(run, () => {
      loading = false;
    });
  };
  return {
    send: (event) => {
      if (actor) {
        actor.send(event);
        return;
      }
      waiting.push(event);
      load();
    },
    current: () => actor,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
}
