/**
 * The page's one inline script: it asks for the app's entry script once the first view's
 * largest image is painted. A script tag would be fetched at once, and on a slow network its
 * download and connection would stand between the page and that image. The build puts this
 * function's source into index.html (vite.config.ts), and the sandbox's Content-Security-Policy
 * allows it by its hash, so it runs before any module and uses nothing but its arguments.
 *
 * A page without a first view image (any other route, or a page server that sent none) starts
 * the app after its first frame. A hidden tab paints nothing, and an image may never come, so
 * the app starts after `frameWaitMs` or `imageWaitMs` at the latest.
 */
export function startAfterFirstPaint(
  doc: Document,
  entryUrl: string,
  imageSelector: string,
  imageWaitMs: number,
  frameWaitMs: number,
): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entryUrl;
    doc.body.appendChild(script);
  }
  // The task after the painted frame's: the frame with the image is on screen by then.
  function afterPaint() {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, frameWaitMs);
  }
  const image = doc.querySelector(imageSelector) as HTMLImageElement | null;
  if (image && !image.complete) {
    image.addEventListener('load', afterPaint, { once: true });
    image.addEventListener('error', start, { once: true });
    setTimeout(start, imageWaitMs);
  } else {
    afterPaint();
  }
}

/** The longest the app waits for the first view's image before it starts anyway (ms). */
export const IMAGE_WAIT_MS = 1500;
/** The longest it waits for a painted frame (ms). */
export const FRAME_WAIT_MS = 250;
