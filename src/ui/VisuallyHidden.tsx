import type { CSSProperties, ReactNode } from 'react';

/**
 * Radix's visually-hidden style, kept on the element itself so that it holds before any style
 * sheet arrives. Not radix's primitive: on the centre's first screen its slot and ref plumbing
 * cost more than a gzip KB for one style object (issue 17's budget).
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/** Text for screen readers only (a status, a position). */
export function VisuallyHidden(props: {
  children: ReactNode;
  live?: 'polite' | 'off';
  role?: 'status';
}) {
  return (
    <span aria-live={props.live} role={props.role} style={HIDDEN}>
      {props.children}
    </span>
  );
}
