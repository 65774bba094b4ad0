import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * A region that is loading: its placeholders are marked busy, and `label` is announced once
 * as a status, since placeholders say nothing to a screen reader.
 */
export function Busy(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={props.className} aria-busy="true">
      <VisuallyHidden role="status">{props.label}</VisuallyHidden>
      {props.children}
    </div>
  );
}
