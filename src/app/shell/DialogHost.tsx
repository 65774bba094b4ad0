import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectDialog } from '../../../machines/dialog.connect.ts';
import type { DialogKind, dialogMachine } from '../../../machines/dialog.machine.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { Button } from '../../ui/Button.tsx';
import type { ModalSize } from '../../ui/Modal.tsx';
import { useLazyPart } from '../lazy-part.ts';
import './shell.css';

// Radix's dialog (focus trap, scroll lock, portal) loads with the first dialog: most visits
// open none, and its code is not part of the page's start (issue 17).
const loadModal = () => import('../../ui/Modal.tsx');

/** SPEC §9 sizes by kind: the success dialog 750×530, questions and countdowns 500, notices 400. */
const SIZE: Record<DialogKind, ModalSize> = {
  success: 'default',
  confirm: 'medium',
  countdown: 'medium',
  error: 'small',
  dangerous: 'small',
};

const TONE = {
  success: 'success',
  confirm: 'normal',
  countdown: 'normal',
  error: 'error',
  dangerous: 'dangerous',
} as const;

/** The page's one dialog (SPEC §2), drawn from the dialog system actor. */
export function DialogHost({ dialog }: { dialog: ActorRefFrom<typeof dialogMachine> }) {
  const { t } = useI18n();
  const api = connectDialog(
    useSelector(dialog, (s) => s),
    dialog.send,
  );
  const { view, kind, text, secondsLeft, countdown: hms, ended } = api;
  const open = api.open && kind !== undefined && text !== undefined;
  const Modal = useLazyPart(loadModal, open)?.Modal;
  const dismiss = api.close;
  const say = (key: string) => t(key as MessageKey, text?.params);

  return (
    <div className="dialog-host" data-state={view}>
      {open && Modal && (
        <Modal
          open
          onDismiss={dismiss}
          title={say(text.titleKey)}
          description={say(text.messageKey)}
          size={SIZE[kind]}
          tone={TONE[kind]}
          closeLabel={t('dialog.close')}
          dataState={view}
          footer={
            view === 'confirming' ? (
              <>
                <Button variant="secondary" disabled={!api.canCancel} onClick={api.cancel}>
                  {t('dialog.cancel')}
                </Button>
                <Button
                  variant={kind === 'confirm' ? 'primary' : 'secondary'}
                  disabled={!api.canConfirm}
                  onClick={api.confirm}
                >
                  {t('dialog.confirm')}
                </Button>
              </>
            ) : (
              <Button disabled={!api.canClose} onClick={dismiss}>
                {t('dialog.ok')}
              </Button>
            )
          }
        >
          {view === 'success' && secondsLeft !== undefined && (
            <p className="dialog-countdown-note" aria-live="off">
              {t('dialog.closesIn', { seconds: secondsLeft })}
            </p>
          )}
          {view === 'countdown' && hms !== undefined && (
            <div className="dialog-clock" data-state={ended ? 'ended' : 'running'}>
              <span className="dialog-clock-label">{t('dialog.timeLeft')}</span>
              <time className="dialog-clock-value" dir="ltr">
                {hms}
              </time>
              {ended && <p role="status">{t('dialog.ended')}</p>}
            </div>
          )}
        </Modal>
      )}
    </div>
  );
}
