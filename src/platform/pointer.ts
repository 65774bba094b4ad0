/**
 * Swallows the click a browser may make of a drag's press and release: after a drag the release
 * can lie over another element (a link under a floating tip, or beside it when the tip stopped
 * at the screen's edge), and that element must not take it as a click. Only a click in the
 * same task as the release counts; the listener is gone by the next.
 */
export function swallowNextClick(target: EventTarget = globalThis): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => target.removeEventListener('click', swallow, { capture: true }), 0);
}
