import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { type Feedback, useFeedback } from '../../ui/feedback.tsx';

/** How far the sample countdown dialog counts: 1 h 1 min 5 s, so every field of hh:mm:ss moves. */
const SAMPLE_COUNTDOWN_MS = 3_665_000;

/** The sample connection notice's stable id: asked for twice, it is still shown once. */
const OFFLINE_NOTICE_ID = 'debug-offline';

/** The sample countdown dialog, counting down to `at` (epoch ms; in the past, it has ended). */
const countdownEnding = (feedback: Feedback, at: number) =>
  feedback.openDialog({
    kind: 'countdown',
    titleKey: 'debug.countdownTitle',
    messageKey: 'debug.countdownMessage',
    until: at,
  });

/** Each sample: its button's label, and what it asks of Feedback. */
const SAMPLES: readonly { label: MessageKey; run: (feedback: Feedback, now: number) => void }[] = [
  { label: 'debug.trySuccess', run: (feedback) => feedback.openDialog({ kind: 'success' }) },
  {
    label: 'debug.tryConfirm',
    run: async (feedback) => {
      const confirmed = await feedback.confirm({
        titleKey: 'debug.confirmTitle',
        messageKey: 'debug.confirmMessage',
      });
      feedback.notify(
        confirmed ? 'success' : 'cancel',
        confirmed ? 'debug.confirmed' : 'debug.cancelled',
      );
    },
  },
  {
    label: 'debug.tryCountdown',
    run: (feedback, now) => countdownEnding(feedback, now + SAMPLE_COUNTDOWN_MS),
  },
  { label: 'debug.tryEnded', run: (feedback, now) => countdownEnding(feedback, now - 1000) },
  {
    label: 'debug.tryError',
    run: (feedback) =>
      feedback.openDialog({
        kind: 'error',
        titleKey: 'debug.errorTitle',
        messageKey: 'debug.errorMessage',
      }),
  },
  { label: 'debug.tryToast', run: (feedback) => feedback.notify('normal', 'debug.toastMessage') },
  {
    label: 'debug.tryOffline',
    run: (feedback) =>
      feedback.notify('normal', 'debug.offlineMessage', undefined, { id: OFFLINE_NOTICE_ID }),
  },
  { label: 'debug.tryOnline', run: (feedback) => feedback.dismiss(OFFLINE_NOTICE_ID) },
];

/** QA samples of the shell's dialogs and toasts, through the same Feedback features use. */
export function DebugTry(props: { now: () => number }) {
  const { t } = useI18n();
  const feedback = useFeedback();
  return (
    <div className="debug-try">
      <h3>{t('debug.tryTitle')}</h3>
      {SAMPLES.map((sample) => (
        <Button
          key={sample.label}
          variant="secondary"
          onClick={() => void sample.run(feedback, props.now())}
        >
          {t(sample.label)}
        </Button>
      ))}
    </div>
  );
}
