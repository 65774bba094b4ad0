/**
 * Where keyboard focus goes when a state change takes away the element that had it.
 *
 * Views swap a state's block for the next one (notApplied → applying → applied): the button
 * that was pressed is unmounted, or disabled, and the browser drops focus on the body, where
 * the next Tab starts again at the top of the page. Installed on the page's main element when
 * focus first enters it (focus-region-later.ts), this notes the regions (panels, cards, forms)
 * around each element that takes focus; when that element goes away while focus is nowhere
 * else, focus moves to the successor in the nearest region left (`successorIn`). A dialog whose
 * opener is gone when it closes asks `returnFocus` for the same successor. Views need no code
 * of their own.
 */

import { type Held, REGION, regionsAround } from './focus-held.ts';

/** What a view marks as the action that takes focus in its region when no status speaks. */
const SUCCESSOR = 'data-focus-successor';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Per document, what focus was last on below the root: while focus is in a dialog, its opener
 * may go (the enrol button, replaced by the enrolment it made); the dialog returns to its
 * successor when it closes.
 */
const lastHeld = new WeakMap<Document, Held>();

/** The element can keep or take focus: in the page, enabled, drawn. */
function usable(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    !el.matches(':disabled') &&
    (el.checkVisibility?.() ?? true)
  );
}

/** Seen on screen: not a screen-reader-only status of one pixel. */
function shown(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return usable(el) && box.width > 1 && box.height > 1 && (el.textContent ?? '').trim() !== '';
}

/**
 * The successor of `lost` in `region`: the control drawn in its place (same kind, same words:
 * the button of the next state, or the same one drawn again), else what the state change says
 * (a shown status or alert: the result, the failure), else the action a view keeps in that
 * place (`data-focus-successor`), else the region's heading, else the region itself. Parts of
 * nested regions are theirs, not this one's.
 */
export function successorIn(region: HTMLElement, lost?: Element): HTMLElement {
  const own = (el: Element) => el.closest(REGION) === region;
  const first = (selector: string, ok: (el: Element) => boolean) =>
    [...region.querySelectorAll<HTMLElement>(selector)].find((el) => own(el) && ok(el));
  const words = (el: Element) => (el.textContent ?? '').trim();
  const replacement =
    lost && words(lost) !== ''
      ? first(lost.tagName, (el) => usable(el) && words(el) === words(lost))
      : undefined;
  return (
    replacement ??
    first('[role="status"], [role="alert"]', shown) ??
    first(`[${SUCCESSOR}]`, usable) ??
    first('h1, h2, h3, h4, h5, h6', shown) ??
    region
  );
}

/** Focuses the successor of `lost` in `region`, made focusable by script only if it is not. */
function focusSuccessor(region: HTMLElement, lost?: Element) {
  const target = successorIn(region, lost);
  if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
  target.focus();
}

/**
 * Keeps focus in place across the state changes below `root`, the page's main element (see
 * the module's comment), from the focus `first` taken before it was installed; answers the
 * cleanup.
 */
export function focusRegion(root: HTMLElement | null, first?: Held): (() => void) | undefined {
  if (!root) return undefined;
  const doc = root.ownerDocument;
  // Focus taken before this module loaded (focus-region-later.ts): kept, or, if a state change
  // already took it away, given to its successor now.
  if (first && !lastHeld.has(doc)) {
    lastHeld.set(doc, first);
    const active = doc.activeElement;
    if (!usable(first.element) && (!active || active === doc.body)) restore(doc, first);
  }
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    lastHeld.set(doc, { element: event.target, around: regionsAround(event.target, root) });
  };
  // Focus that left for somewhere else (a click elsewhere, a link out) is no longer this
  // root's to restore; an element removed or disabled while focused is.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (!(left instanceof HTMLElement)) return;
    queueMicrotask(() => {
      const held = lastHeld.get(doc);
      if (held?.element === left && usable(left) && !root.contains(doc.activeElement)) {
        lastHeld.delete(doc);
      }
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    const held = lastHeld.get(doc);
    if (!held || usable(held.element) || timer !== undefined) return;
    // After the task that changed the page: a dialog that opens with the change takes focus
    // itself, and gives it back when it closes (returnFocus).
    timer = setTimeout(() => {
      timer = undefined;
      const active = doc.activeElement;
      if ((!active || active === doc.body) && lastHeld.get(doc) === held) restore(doc, held);
    }, 0);
  });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden'],
  });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  };
}

/** Focus on the successor of what was held, in the nearest region of it still there. */
function restore(doc: Document, held: Held) {
  lastHeld.delete(doc);
  const region = held.around.find((r) => r.isConnected);
  if (region) focusSuccessor(region, held.element);
}

/**
 * Where a closing dialog sends focus: back to `opener` while it is still there and usable,
 * else (it went, or focus had already been dropped on the body) to what focus was last on below
 * the root while it is still there, else to its successor.
 */
export function returnFocus(opener: Element | null, doc: Document) {
  if (opener && opener !== doc.body && usable(opener)) {
    opener.focus();
    return;
  }
  const held = lastHeld.get(doc);
  if (!held || (opener && opener !== doc.body && opener !== held.element)) return;
  // Still there: the observer already gave focus to the successor (a dialog closed before its
  // timer ran: a quick Escape, a busy page). Restoring would forget it, as focusing it again
  // notes nothing, and the next state change would drop focus on the body.
  if (usable(held.element)) held.element.focus();
  else restore(doc, held);
}
