import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { returnFocus } from './focus-region.ts';

/** SPEC §9 dialog sizes: 750×530 by default, 500 wide, 400 wide for small ones. */
export type ModalSize = 'default' | 'medium' | 'small';

export interface ModalProps {
  open: boolean;
  /** Called when the user dismisses the dialog (Escape, the close button, outside click). */
  onDismiss: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Danger and error dialogs are styled as such and announced as alerts. */
  tone?: 'normal' | 'success' | 'error' | 'dangerous';
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  dataState?: string;
}

/**
 * A dialog on radix: focus trapped inside, returned on close, Escape dismisses.
 *
 * Focus is returned here, not by radix: with no radix trigger it returns it nowhere (the body),
 * and the element that opened the dialog is often gone by the time it closes (the enrol button,
 * replaced by the enrolment it made), so it goes to that element's successor (focus-region.ts).
 */
export function Modal(props: ModalProps) {
  const size = props.size ?? 'default';
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${size} modal-tone-${props.tone ?? 'normal'}`}
          data-machine-state={props.dataState}
          role={props.tone === 'error' || props.tone === 'dangerous' ? 'alertdialog' : 'dialog'}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current, document);
          }}
        >
          <Dialog.Title className="modal-title">{props.title}</Dialog.Title>
          {props.description && (
            <Dialog.Description className="modal-description" dir="auto">
              {props.description}
            </Dialog.Description>
          )}
          {props.children && <div className="modal-body">{props.children}</div>}
          {props.footer && <div className="modal-footer">{props.footer}</div>}
          <Dialog.Close className="modal-close" aria-label={props.closeLabel}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
