import { createContext, useContext } from 'react';
import type { NotificationMode } from '../../machines/toast.machine.ts';
import type { NativePath } from '../domain/native-paths.ts';
import type { MessageKey, MessageParams } from '../i18n/messages.ts';

/** What a notification may add to its mode and text: its stay, a stable id, a confirm handler. */
export interface NotifyOptions {
  /** How long it stays; 3000 ms by default (SPEC §4). */
  durationMs?: number;
  /** Called when the user confirms it (the timeDown and cancel modes show a confirm button). */
  onConfirm?: () => void;
  /**
   * A stable id for a notice about one condition (offline, maintenance): asked for again while
   * it is shown or waiting, it is not shown twice, and `dismiss(id)` withdraws it.
   */
  id?: string;
}

/** A dialog that informs: success (closes itself after 5 s), error, dangerous, or a countdown. */
export type FeedbackDialog =
  | {
      kind: 'success';
      /** Defaults to the apply success text (SPEC §8), `dialog.applySuccess`. */
      messageKey?: MessageKey;
      titleKey?: MessageKey;
      params?: MessageParams;
    }
  | {
      kind: 'error' | 'dangerous';
      titleKey: MessageKey;
      messageKey: MessageKey;
      params?: MessageParams;
    }
  | {
      kind: 'countdown';
      titleKey: MessageKey;
      messageKey: MessageKey;
      params?: MessageParams;
      /** The deadline, epoch milliseconds; the dialog shows the time left as hh:mm:ss. */
      until: number;
    };

/** A question the user answers with confirm or cancel. */
export interface FeedbackQuestion {
  titleKey: MessageKey;
  messageKey: MessageKey;
  params?: MessageParams;
}

/** How a deep link into the native app went (SPEC §5). */
export type NativeOutcome =
  /** The app was asked to open the screen. */
  | 'called'
  /** Outside the app: the visitor is sent to the download page. */
  | 'download'
  /** No mapping, or an app too old: the user was told so. */
  | 'failed';

/**
 * The shell's dialogs, toasts and native navigation, as plain functions. The app provides
 * them (`<FeedbackContext value={…}>` in `src/app/App.tsx`), wired to its system actors
 * `dialog`, `notifications` and `nativeNavigation`, so a feature can use them without
 * importing the app:
 *
 * ```tsx
 * const feedback = useFeedback();
 * feedback.notify('success', 'rewards.claimed', { amount: '5 USDT' });
 * feedback.openDialog({ kind: 'success' }); // the apply success text, closes after 5 s
 * if (await feedback.confirm({ titleKey: 'lottery.confirmTitle', messageKey: 'lottery.confirm' })) …
 * feedback.navigateNative('kyc'); // the app's KYC screen, the download page outside the app
 * ```
 *
 * Texts are translation keys: the shell translates them when it draws, so they follow the
 * language the page is shown in. Call these from event handlers, never while rendering.
 */
export interface Feedback {
  /** Shows a toast (SPEC §3 modes); returns its id. It hides itself after 3000 ms. */
  notify(
    mode: NotificationMode,
    messageKey: MessageKey,
    params?: MessageParams,
    options?: NotifyOptions,
  ): string;
  /** Withdraws a notification, shown or still waiting for a place (its condition is over). */
  dismiss(id: string): void;
  /** Shows a dialog, replacing the one shown (a replaced question counts as cancelled). */
  openDialog(dialog: FeedbackDialog): void;
  /** Asks a question; resolves true on confirm, false on cancel, close or replacement. */
  confirm(question: FeedbackQuestion): Promise<boolean>;
  /**
   * Opens a deep-link target of SPEC §2 in the native app. Failures are shown to the user
   * ('Path mapping not found', 'Please download the latest version of the app'); outside the
   * app the visitor goes to /download. Its module loads with the first deep link (in the app,
   * once the first view is drawn): a browser never needs it.
   */
  navigateNative(path: NativePath): Promise<NativeOutcome>;
}

const missing = (): never => {
  throw new Error('Feedback needs a FeedbackContext provider (the app shell gives one)');
};

/** Provided by the app shell; features read it with useFeedback(). */
export const FeedbackContext = createContext<Feedback>({
  notify: missing,
  dismiss: missing,
  openDialog: missing,
  confirm: missing,
  navigateNative: missing,
});

/** The shell's dialogs, toasts and native navigation (see Feedback). */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
