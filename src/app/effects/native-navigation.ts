import { type ActorRefFrom, createActor, type InspectionEvent, type Observer } from 'xstate';
import { connectNativeNavigation } from '../../../machines/native-navigation.connect.ts';
import { nativeNavigationMachine } from '../../../machines/native-navigation.machine.ts';
import type { NativeNavigationErrorReason, NativePath } from '../../domain/native-paths.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { callNativeWhenInApp } from '../../platform/native-host.ts';
import type { Feedback, NativeOutcome } from '../../ui/feedback.tsx';
import { PATHS, splitLocalePath } from '../routes.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** SPEC §5, §8: what the user is told when a deep link cannot be opened in the app. */
export const NATIVE_FAILURE_KEYS: Record<
  Exclude<NativeNavigationErrorReason, 'notInApp'>,
  MessageKey
> = {
  pathNotMapped: 'native.pathNotMapped',
  appOutdated: 'native.appOutdated',
};

/** Native navigation with its real effects: the app's bridge, and /download outside the app. */
export function provideNativeNavigation(services: AppServices) {
  return provideOnce(nativeNavigationMachine)({
    actions: {
      callNative: (_, call) => {
        void callNativeWhenInApp(call.method, { ...call.param });
      },
      // SPEC §2: /download, or /{language}/download when the page has a locale prefix.
      goToDownloadPage: () =>
        services.assignLocation(`${splitLocalePath(services.currentPath()).base}${PATHS.download}`),
    },
  });
}

/** The native half of the features' Feedback: a deep link, and a toast when it fails. */
export function navigateNativeVia(
  navigation: ActorRefFrom<typeof nativeNavigationMachine>,
  notify: Feedback['notify'],
  services: AppServices,
): (path: NativePath) => NativeOutcome {
  return (path) => {
    const connect = () => connectNativeNavigation(navigation.getSnapshot(), navigation.send);
    connect().go(path, services.env.appVersion);
    const { failure } = connect();
    if (!failure) return 'called';
    if (failure.reason === 'notInApp') return 'download';
    notify('error', NATIVE_FAILURE_KEYS[failure.reason]);
    return 'failed';
  };
}

/**
 * The page's one native navigation, made when it is first wanted (composition.ts): its deep
 * links, with the toasts of `notify` when one fails.
 */
export function startNativeNavigation(
  services: AppServices,
  notify: Feedback['notify'],
  inspect: Observer<InspectionEvent> | undefined,
): (path: NativePath) => NativeOutcome {
  const navigation = createActor(provideNativeNavigation(services), { inspect }).start();
  return navigateNativeVia(navigation, notify, services);
}
