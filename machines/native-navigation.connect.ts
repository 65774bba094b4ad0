import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type {
  NativeNavigationContext,
  nativeNavigationMachine,
} from './native-navigation.machine.ts';

type NativeNavigationSnapshot = SnapshotFrom<typeof nativeNavigationMachine>;
type NativeNavigationSend = ActorRefFrom<typeof nativeNavigationMachine>['send'];

/** What a screen opening a deep link needs of native navigation, from one snapshot. */
export interface NativeNavigationApi {
  dataState: 'idle' | 'called' | 'failed';
  /** Why the last request failed (reason and SPEC §8 text), while it is failed. */
  failure: NativeNavigationContext['failure'];
  /** The last call handed to the app, and its format. */
  lastCall: NativeNavigationContext['lastCall'];
  /** Asks for a deep-link target; `appVersion` is undefined outside the app. */
  go(path: string, appVersion: string | undefined): void;
}

/** Native navigation's API (see useConnect in src/ui/actor.tsx). */
export function connectNativeNavigation(
  s: NativeNavigationSnapshot,
  send: NativeNavigationSend,
): NativeNavigationApi {
  const failed = s.hasTag('failed');
  return {
    dataState: failed ? 'failed' : s.hasTag('called') ? 'called' : 'idle',
    failure: failed ? s.context.failure : undefined,
    lastCall: s.context.lastCall,
    go: (path, appVersion) => send({ type: 'nav.go', path, appVersion }),
  };
}
