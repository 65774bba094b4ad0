import type { InspectionEvent, Observer } from 'xstate';
import type { NativePath } from '../../domain/native-paths.ts';
import type { Feedback, NativeOutcome } from '../../ui/feedback.tsx';
import type { AppServices } from './services.ts';

/**
 * The page's native navigation (native-navigation.ts), made with its first deep link: only the
 * app's webview follows deep links (a browser's are plain links, deep-links.ts), so a browser
 * never loads its machine and path table (issue 17). In the app, `preload` makes it once the
 * first view is drawn, so a tap is answered as soon as before.
 */
export function nativeNavigationLater(
  services: AppServices,
  notify: () => Feedback['notify'],
  inspect: Observer<InspectionEvent> | undefined,
) {
  let made: Promise<(path: NativePath) => NativeOutcome> | undefined;
  const load = () =>
    (made ??= import('./native-navigation.ts').then((native) =>
      native.startNativeNavigation(services, notify(), inspect),
    ));
  return {
    navigate: (path: NativePath) => load().then((navigate) => navigate(path)),
    preload: () => void load(),
  };
}
