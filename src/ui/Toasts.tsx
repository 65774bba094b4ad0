import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'normal' | 'dangerous' | 'timeDown' | 'cancel';

export interface ToastItem {
  id: string;
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Present for toasts that ask the user to confirm. */
  confirmLabel?: string;
}

/**
 * Toasts on radix: bottom-right on desktop, top on mobile (CSS). Their lifetime belongs to
 * the notifications machine, so radix's own timer is switched off (duration Infinity).
 */
export function Toasts(props: {
  items: readonly ToastItem[];
  closeLabel: string;
  regionLabel: string;
  onClose: (id: string) => void;
  onConfirm: (id: string) => void;
}) {
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY} label={props.regionLabel}>
      {props.items.map((item) => (
        <Toast.Root
          key={item.id}
          className={`toast toast-${item.tone}`}
          type={item.tone === 'error' || item.tone === 'dangerous' ? 'foreground' : 'background'}
          open
          onOpenChange={(open) => (open ? undefined : props.onClose(item.id))}
        >
          <Toast.Title className="toast-title" dir="auto">
            {item.title}
          </Toast.Title>
          {item.description && (
            <Toast.Description className="toast-description" dir="auto">
              {item.description}
            </Toast.Description>
          )}
          {item.confirmLabel && (
            <Toast.Action
              className="btn btn-primary"
              altText={item.confirmLabel}
              onClick={() => props.onConfirm(item.id)}
            >
              {item.confirmLabel}
            </Toast.Action>
          )}
          <Toast.Close className="toast-close" aria-label={props.closeLabel}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
