/** What focus-region.ts notes of the focused element, also when focus-region-later.ts does. */

/**
 * What holds a successor: a panel or a card (`section`, `article`), a form, a page's header
 * (its actions, such as "Mark all as read"), or any element a view marks `data-focus-region`.
 */
export const REGION = 'section, article, form, header, [data-focus-region]';

/** The element that last took focus below the root, and the regions around it then. */
export interface Held {
  element: HTMLElement;
  /** Innermost first, taken when it got focus: once it is gone it cannot say where it was. */
  around: HTMLElement[];
}

/** The regions around `el` below `root`, innermost first. */
export function regionsAround(el: Element, root: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let r = el.closest<HTMLElement>(REGION); r && r !== root && root.contains(r); ) {
    found.push(r);
    r = r.parentElement?.closest<HTMLElement>(REGION) ?? null;
  }
  return found;
}
