import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState } from 'react';
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
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

/**
 * A machine's connect (in the spirit of zag's `connect()`): its snapshot and `send` to the
 * whole API its view needs: flags read from state tags, `canX` from `snapshot.can`, data, and
 * handlers that send typed events. One per machine, in `machines/<name>.connect.ts`.
 */
export type ConnectFn<TActor extends AnyActorRef, TApi> = (
  snapshot: SnapshotFrom<TActor>,
  send: TActor['send'],
) => TApi;

/** How two values of one API field are compared, where `Object.is` says too little. */
export type FieldEquality<TApi> = { [K in keyof TApi]?: (a: TApi[K], b: TApi[K]) => boolean };

/**
 * Whether two connect results show the same thing: field by field with `Object.is` (arrays
 * element by element), or with the given comparison for a field. Handlers are skipped: a
 * connect's handlers close over `send` and their arguments only, so any two of them do the
 * same, and a view must not redraw because it got a new one.
 */
export function sameApi<TApi extends object>(
  a: TApi,
  b: TApi,
  fields: FieldEquality<TApi> = {},
): boolean {
  for (const key of Object.keys(a) as (keyof TApi)[]) {
    const x = a[key];
    const y = b[key];
    const equal = fields[key];
    if (equal) {
      if (!equal(x, y)) return false;
    } else if (typeof x === 'function' && typeof y === 'function') {
    } else if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, i) => !Object.is(item, y[i]))) return false;
    } else if (!Object.is(x, y)) {
      return false;
    }
  }
  return Object.keys(a).length === Object.keys(b).length;
}

/**
 * The view's one read of its actor: the machine's connect, redrawn only when what it returns
 * changes (see sameApi; `fields` for fields that need their own comparison).
 */
export function useConnect<TActor extends AnyActorRef, TApi extends object>(
  actor: TActor,
  connect: ConnectFn<TActor, TApi>,
  fields?: FieldEquality<TApi>,
): TApi {
  return useSelector(
    actor as AnyActorRef,
    (snapshot) => connect(snapshot as SnapshotFrom<TActor>, actor.send),
    (a, b) => sameApi(a, b, fields),
  );
}
