/**
 * What the page server's HTML, index.html's start script (start-after-paint.ts, put in by the
 * build) and the app agree on (first-view.ts). Kept apart so that the build reads nothing more
 * than these names.
 */

/** The id of the `<script type="application/json">` element that carries the answers. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
/** Marks the first view's largest image: the app starts once it is painted. */
export const FIRST_VIEW_IMAGE_ATTRIBUTE = 'data-first-view-image';
/**
 * On a static shell's root (server/static-shells.ts): the locale whose centre it was drawn for,
 * in the state the app starts in, so the app hydrates it.
 */
export const STATIC_SHELL_ATTRIBUTE = 'data-static-shell';

/** An activity's page, under the locale prefix: `/activity/{id}`. */
export const ACTIVITY_PATH = /^\/activity\/([1-9]\d{0,15})\/?$/;
/** An event's page, under the locale prefix: `/events/{alias}`. */
export const EVENT_PATH = /^\/events\/([^/?#]{1,200})\/?$/;
