import type { ReactNode } from 'react';
import { type Feedback, FeedbackContext } from '../../ui/feedback.tsx';

/** Gives features the shell's dialogs, toasts and native navigation (src/ui/feedback.tsx). */
export function FeedbackProvider(props: { value: Feedback; children: ReactNode }) {
  return <FeedbackContext value={props.value}>{props.children}</FeedbackContext>;
}
