import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { useFeedback } from '../../ui/feedback.tsx';

/** How far the sample countdown dialog counts: 1 h 1 min 5 s, so every field of hh:mm:ss moves. */
const SAMPLE_COUNTDOWN_MS = 3_665_000;

/** The sample connection notice's stable id: asked for twice, it is still shown once. */
const OFFLINE_NOTICE_ID = 'debug-offline';

/** QA samples of the shell's dialogs and toasts, through the same Feedback features use. */
export function DebugTry(props: { now: () => number }) {
  const { t } = useI18n();
  const feedback = useFeedback();
  const ask = async () => {
    const confirmed = await feedback.confirm({
      titleKey: 'debug.confirmTitle',
      messageKey: 'debug.confirmMessage',
    });
    feedback.notify(
      confirmed ? 'success' : 'cancel',
      confirmed ? 'debug.confirmed' : 'debug.cancelled',
    );
  };
  return (
    <div className="debug-try">
      <h3>{t('debug.tryTitle')}</h3>
      <Button variant="secondary" onClick={() => feedback.openDialog({ kind: 'success' })}>
        {t('debug.trySuccess')}
      </Button>
      <Button variant="secondary" onClick={() => void ask()}>
        {t('debug.tryConfirm')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          feedback.openDialog({
            kind: 'countdown',
            titleKey: 'debug.countdownTitle',
            messageKey: 'debug.countdownMessage',
            until: props.now() + SAMPLE_COUNTDOWN_MS,
          })
        }
      >
        {t('debug.tryCountdown')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          feedback.openDialog({
            kind: 'countdown',
            titleKey: 'debug.countdownTitle',
            messageKey: 'debug.countdownMessage',
            until: props.now() - 1000,
          })
        }
      >
        {t('debug.tryEnded')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          feedback.openDialog({
            kind: 'error',
            titleKey: 'debug.errorTitle',
            messageKey: 'debug.errorMessage',
          })
        }
      >
        {t('debug.tryError')}
      </Button>
      <Button variant="secondary" onClick={() => feedback.notify('normal', 'debug.toastMessage')}>
        {t('debug.tryToast')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          feedback.notify('normal', 'debug.offlineMessage', undefined, { id: OFFLINE_NOTICE_ID })
        }
      >
        {t('debug.tryOffline')}
      </Button>
      <Button variant="secondary" onClick={() => feedback.dismiss(OFFLINE_NOTICE_ID)}>
        {t('debug.tryOnline')}
      </Button>
    </div>
  );
}
