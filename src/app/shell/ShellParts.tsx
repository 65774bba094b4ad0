import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectIsDebugLabelShown } from '../../../machines/debug-label.selectors.ts';
import { selectDialogView } from '../../../machines/dialog.selectors.ts';
import type { Composition } from '../composition.ts';
import { watchViewport } from '../effects/translation-tip.ts';
import { useLazyPart } from '../lazy-part.ts';

// Most visits open no dialog, show no toast and never reveal the debug label: each one's code
// loads the first time its actor wants it drawn, and stays (issue 17: code the centre never
// needs does not load at all). Once loaded, each draws its closed or idle state as before.
const loadDialogHost = () => import('./DialogHost.tsx');
const loadToastHost = () => import('./ToastHost.tsx');
const loadDebugPanel = () => import('./DebugPanel.tsx');
// The tip's own machine decides whether it shows (tr-TR), so its view is always there.
const TranslationTip = lazy(() =>
  import('./TranslationTip.tsx').then((m) => ({ default: m.TranslationTip })),
);

/** The page's one dialog, toasts, debug label and translation tip, each drawn from its actor. */
export function ShellParts({ composition }: { composition: Composition }) {
  const { shell } = composition;
  const dialogWanted = useSelector(shell.dialog, (s) => selectDialogView(s) !== 'closed');
  const toastsWanted = useSelector(shell.notifications, (s) => s.matches('showing'));
  const debugWanted = useSelector(shell.debugLabel, selectIsDebugLabelShown);
  const dialogHost = useLazyPart(loadDialogHost, dialogWanted);
  const toastHost = useLazyPart(loadToastHost, toastsWanted);
  const debugPanel = useLazyPart(loadDebugPanel, debugWanted);
  return (
    <>
      {debugPanel && (
        <debugPanel.DebugPanel
          actors={shell}
          info={composition.debugInfo}
          now={composition.services.now}
        />
      )}
      <Suspense fallback={null}>
        <TranslationTip
          logic={composition.translationTipLogic}
          input={composition.translationTipInput}
          viewportWatcher={watchViewport}
        />
      </Suspense>
      {dialogHost && <dialogHost.DialogHost dialog={shell.dialog} />}
      {toastHost && <toastHost.ToastHost notifications={shell.notifications} />}
    </>
  );
}
