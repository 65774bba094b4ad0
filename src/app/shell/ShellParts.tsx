import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { selectIsDialogOpen } from '../../../machines/dialog-open.selectors.ts';
import { withLaterMessages } from '../../i18n/load-locale.ts';
import type { Composition, ShellActors } from '../composition.ts';
import type { ActorLater } from '../effects/actor-later.ts';
import { useLazyPart } from '../lazy-part.ts';

// Most visits open no dialog, show no toast and never reveal the debug label: each one's
// actor is made with the first event sent to it (shell-later.ts), and its view's code loads the
// first time that actor wants it drawn, and stays (issue 17: code the centre never needs does
// not load at all). Once loaded, each draws its closed or idle state as before.
// Their texts are not among the messages the page starts with: they come with the part.
const loadDialogHost = () => withLaterMessages(import('./DialogHost.tsx'));
const loadToastHost = () => withLaterMessages(import('./ToastHost.tsx'));
const loadDebugPanel = () => withLaterMessages(import('./DebugPanel.tsx'));
// Only tr-TR pages carry the translation tip (composition.translationTip): its texts too come
// with the part, not in every locale's start.
const loadTranslationTip = () => withLaterMessages(import('./TranslationTip.tsx'));

/** The actor once it runs: a part subscribes to an actor only once there is one. */
function useRunning<TActor extends AnyActorRef>(later: ActorLater<TActor>): TActor | undefined {
  return useSyncExternalStore(later.subscribe, later.current, later.current);
}

type Running<K extends 'dialog' | 'notifications' | 'debugLabel'> = NonNullable<
  ReturnType<ShellActors[K]['current']>
>;

function DialogPart({ dialog }: { dialog: Running<'dialog'> }) {
  const wanted = useSelector(dialog, selectIsDialogOpen);
  const part = useLazyPart(loadDialogHost, wanted);
  return part ? <part.DialogHost dialog={dialog} /> : null;
}

function ToastPart({ notifications }: { notifications: Running<'notifications'> }) {
  const wanted = useSelector(notifications, (s) => s.matches('showing'));
  const part = useLazyPart(loadToastHost, wanted);
  return part ? <part.ToastHost notifications={notifications} /> : null;
}

function DebugPart(props: { debugLabel: Running<'debugLabel'>; composition: Composition }) {
  const { debugLabel, composition } = props;
  const wanted = useSelector(debugLabel, (s) => s.hasTag('shown'));
  const part = useLazyPart(loadDebugPanel, wanted);
  if (!part) return null;
  const { session, hostSelection } = composition.shell;
  return (
    <part.DebugPanel
      actors={{ debugLabel, session, hostSelection }}
      services={composition.services}
    />
  );
}

/** The page's one dialog, toasts, debug label and translation tip, each drawn from its actor. */
export function ShellParts({ composition }: { composition: Composition }) {
  const { shell } = composition;
  const dialog = useRunning(shell.dialog);
  const notifications = useRunning(shell.notifications);
  const debugLabel = useRunning(shell.debugLabel);
  const tipView = useLazyPart(loadTranslationTip, composition.translationTip.wanted);
  const tip = useLazyPart(composition.translationTip.load, composition.translationTip.wanted);
  return (
    <>
      {debugLabel && <DebugPart debugLabel={debugLabel} composition={composition} />}
      {tipView && tip && (
        <tipView.TranslationTip
          logic={tip.logic}
          input={tip.input}
          viewportWatcher={tip.viewportWatcher}
        />
      )}
      {dialog && <DialogPart dialog={dialog} />}
      {notifications && <ToastPart notifications={notifications} />}
    </>
  );
}
