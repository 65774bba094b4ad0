import type { ReactNode } from 'react';
import { useHydrated } from './hydrated.ts';

/**
 * The `data-state` of a page drawn by the server until React has hydrated it: its content is
 * there, its controls do not answer yet (a link still works, as a plain link).
 */
export const HYDRATING = 'hydrating';

/**
 * A page's root element with its state in `data-state`, which says HYDRATING until the page is
 * hydrated. A component of its own: when hydration ends only this element is drawn again, and
 * its children (the same elements as before) are left alone; an update reaching a part still
 * waiting for its code would make React draw that part afresh instead of hydrating it.
 */
export function PageState(props: { className: string; state: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={props.className} data-state={hydrated ? props.state : HYDRATING}>
      {props.children}
    </div>
  );
}
