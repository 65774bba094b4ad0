import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectNotifications } from '../../../machines/notifications.connect.ts';
import type { notificationsMachine } from '../../../machines/notifications.machine.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import type { ToastItem } from '../../ui/Toasts.tsx';
import { useLazyPart } from '../lazy-part.ts';

// Radix's toasts load with the first notification: most visits show none, and their code is
// not part of the page's start (issue 17).
const loadToasts = () => import('../../ui/Toasts.tsx');

/** SPEC §3: the modes that ask the user to confirm (a countdown to act, a cancellable step). */
const CONFIRMING_MODES: ReadonlySet<string> = new Set(['timeDown', 'cancel']);

/**
 * The notifications (SPEC §4), drawn from the notifications system actor: bottom-right on
 * desktop, at the top on mobile (ui.css); each hides itself after 3000 ms by its toast actor.
 */
export function ToastHost({
  notifications,
}: {
  notifications: ActorRefFrom<typeof notificationsMachine>;
}) {
  const { t } = useI18n();
  const { state, visible, close, confirm } = connectNotifications(
    useSelector(notifications, (s) => s),
    notifications.send,
  );
  const items: ToastItem[] = visible.map((toast) => ({
    id: toast.id,
    tone: toast.mode,
    title: t(toast.messageKey as MessageKey, toast.params),
    confirmLabel: CONFIRMING_MODES.has(toast.mode) ? t('toast.confirm') : undefined,
  }));
  // Once loaded, the toasts' region stays, as it did when it was drawn from the start.
  const Toasts = useLazyPart(loadToasts, items.length > 0)?.Toasts;
  return (
    <div className="toast-host" data-state={state}>
      {Toasts && (
        <Toasts
          items={items}
          closeLabel={t('toast.close')}
          regionLabel={t('toast.region')}
          onClose={close}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}
