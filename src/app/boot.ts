/**
 * The page's only script tag: the styles of the first paint, then the app once the page's
 * first view is painted. A page sent with a first view (first-view/) shows its content from
 * the HTML alone; the app's code loads after that content is on screen, so it never competes
 * with it for the network or the processor.
 */
import './styles.css';
import '../ui/ui.css';
import { FIRST_VIEW_IMAGE_ATTRIBUTE } from './first-view/markers.ts';

/** The longest the app waits for the first view's image before it starts anyway (ms). */
const IMAGE_WAIT_MS = 1500;
/** A hidden tab paints nothing: the app starts after this even without a frame (ms). */
const FRAME_WAIT_MS = 250;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

/** After the next frame is painted: the task after the frame's. */
function afterPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FRAME_WAIT_MS);
}

const image = document.querySelector<HTMLImageElement>(`img[${FIRST_VIEW_IMAGE_ATTRIBUTE}]`);
if (image && !image.complete) {
  image.addEventListener('load', afterPaint, { once: true });
  image.addEventListener('error', start, { once: true });
  setTimeout(start, IMAGE_WAIT_MS);
} else {
  afterPaint();
}
