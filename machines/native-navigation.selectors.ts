import type { SnapshotFrom } from 'xstate';
import type { nativeNavigationMachine } from './native-navigation.machine.ts';

type NativeNavigationSnapshot = SnapshotFrom<typeof nativeNavigationMachine>;

/** idle, called or failed, for `data-state`. */
export const selectNavigationState = (s: NativeNavigationSnapshot) => String(s.value);
/** Why the last request failed (reason and SPEC §8 text), while it is failed. */
export const selectNavigationFailure = (s: NativeNavigationSnapshot) =>
  s.matches('failed') ? s.context.failure : undefined;
/** The last call handed to the app, and its format. */
export const selectLastNativeCall = (s: NativeNavigationSnapshot) => s.context.lastCall;
