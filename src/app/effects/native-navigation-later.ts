import type { InspectionEvent, Observer } from 'xstate';
import type { NativePath } from '../../domain/native-paths.ts';
import type { Feedback, NativeOutcome } from '../../ui/feedback.tsx';
import { loadOnce } from '../load-once.ts';
import type { AppServices } from './services.ts';

type NativeNavigationModule = typeof import('./native-navigation.ts');

/**
 * The page's native navigation (native-navigation.ts), made with its first deep link: only the
 * app's webview follows deep links (a browser's are plain links, deep-links.ts), so a browser
 * never loads its machine and path table (issue 17). In the app, `preload` makes it once the
 * first view is drawn, so a tap is answered as soon as before.
 *
 * A failed load (a flaky network) is not kept: the tap that wanted it is told it failed, with the
 * network's toast, and the next tap or preload tries the load again.
 */
export function nativeNavigationLater(
  services: AppServices,
  notify: () => Feedback['notify'],
  inspect: Observer<InspectionEvent> | undefined,
  loadModule: () => Promise<NativeNavigationModule> = () => import('./native-navigation.ts'),
) {
  const make = () =>
    loadModule().then((native) => native.startNativeNavigation(services, notify(), inspect));
  const load = () => loadOnce(make);
  return {
    navigate: (path: NativePath): Promise<NativeOutcome> =>
      load().then(
        (navigate) => navigate(path),
        () => {
          notify()('error', 'errors.network');
          return 'failed' as const;
        },
      ),
    // A preload that fails is tried again by the first tap: nothing to tell anyone yet.
    preload: () => void load().catch(() => undefined),
  };
}
