import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';

/** Text for screen readers only (a status, a position), on radix's primitive. */
export function VisuallyHidden(props: {
  children: ReactNode;
  live?: 'polite' | 'off';
  role?: 'status';
}) {
  return (
    <RadixVisuallyHidden.Root aria-live={props.live} role={props.role}>
      {props.children}
    </RadixVisuallyHidden.Root>
  );
}
