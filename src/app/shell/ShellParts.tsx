import { useSelector } from '@xstate/react';

import { selectDialogView } from '../../../machines/dialog.selectors.ts';
import { withLaterMessages } from '../../i18n/load-locale.ts';
import type { Composition } from '../composition.ts';
import { useLazyPart } from '../lazy-part.ts';

// Most visits open no dialog, show no toast and never reveal the debug label: each one's code
// loads the first time its actor wants it drawn, and stays (issue 17: code the centre never
// needs does not load at all). Once loaded, each draws its closed or idle state as before.
// Their texts are not among the messages the page starts with: they come with the part.
const loadDialogHost = () => withLaterMessages(import('./DialogHost.tsx'));
const loadToastHost = () => withLaterMessages(import('./ToastHost.tsx'));
const loadDebugPanel = () => withLaterMessages(import('./DebugPanel.tsx'));
// Only tr-TR pages carry the translation tip (composition.translationTip).
const loadTranslationTip = () => import('./TranslationTip.tsx');

/** The page's one dialog, toasts, debug label and translation tip, each drawn from its actor. */
export function ShellParts({ composition }: { composition: Composition }) {
  const { shell } = composition;
  const dialogWanted = useSelector(shell.dialog, (s) => selectDialogView(s) !== 'closed');
  const toastsWanted = useSelector(shell.notifications, (s) => s.matches('showing'));
  const debugWanted = useSelector(shell.debugLabel, (s) => s.hasTag('shown'));
  const dialogHost = useLazyPart(loadDialogHost, dialogWanted);
  const toastHost = useLazyPart(loadToastHost, toastsWanted);
  const debugPanel = useLazyPart(loadDebugPanel, debugWanted);
  const tipView = useLazyPart(loadTranslationTip, composition.translationTip.wanted);
  const tip = useLazyPart(composition.translationTip.load, composition.translationTip.wanted);
  return (
    <>
      {debugPanel && (
        <debugPanel.DebugPanel
          actors={shell}
          info={composition.debugInfo}
          now={composition.services.now}
        />
      )}
      {tipView && tip && (
        <tipView.TranslationTip
          logic={tip.logic}
          input={tip.input}
          viewportWatcher={tip.viewportWatcher}
        />
      )}
      {dialogHost && <dialogHost.DialogHost dialog={shell.dialog} />}
      {toastHost && <toastHost.ToastHost notifications={shell.notifications} />}
    </>
  );
}
