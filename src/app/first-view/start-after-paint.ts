/**
 * The page's one inline script: it asks for the app's entry script once the first view's
 * largest image is on screen. A script tag would be fetched at once, and on a slow network its
 * download and connection would stand between the page and that image. The build puts this
 * function's source into index.html (vite.config.ts), and the sandbox's Content-Security-Policy
 * allows it by its hash, so it runs before any module and uses nothing but its arguments.
 *
 * Where the browser reports largest contentful paints, the image's entry comes once the frame
 * with it is presented, which can be frames after it was drawn; a page without a first view
 * image (any other route, or a page server that sent none) waits for its first contentful
 * paint the same way. Where paints are not reported, the frame after the next is the nearest
 * sign. A hidden tab paints nothing, an image may not count as the page's largest, and an image
 * may never come: the app starts `frameWaitMs` after the image, or `imageWaitMs` after the
 * start, at the latest. The element `preloadsId` names, where there is one, lists modules to
 * ask for together with the entry.

 */
export function startAfterFirstPaint(
  doc: Document,
  entryUrl: string,
  imageSelector: string,
  imageWaitMs: number,
  frameWaitMs: number,
  preloadsId?: string,
): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entryUrl;
    doc.body.appendChild(script);
    // The modules the page's first drawing needs (a static shell lists them): asked for with
    // the entry, all at once, instead of one import after the other. Each in a task of its
    // own: each request costs the page's thread some work, and a dozen in one task made a long
    // one on a slow phone.
    const preloads = preloadsId ? doc.getElementById(preloadsId) : null;
    const urls: unknown = preloads ? JSON.parse(preloads.textContent || '[]') : [];
    if (Array.isArray(urls)) {
      for (const url of urls) setTimeout(() => preload(String(url)), 0);
    }
  }
  function preload(url: string) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    doc.head.appendChild(link);
  }
  function whenPresented(image: HTMLImageElement | null) {
    setTimeout(start, frameWaitMs);
    const type = image ? 'largest-contentful-paint' : 'paint';
    const reported =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf(type) >= 0;
    if (!reported) {
      // A frame's callbacks run before it is drawn: the next frame's are past that drawing.
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const presented = list
        .getEntries()
        .some((entry) =>
          image
            ? (entry as PerformanceEntry & { element?: Element | null }).element === image
            : entry.name === 'first-contentful-paint',
        );
      if (!presented) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type, buffered: true });
  }
  const image = doc.querySelector(imageSelector) as HTMLImageElement | null;
  if (image && !image.complete) {
    image.addEventListener('load', () => whenPresented(image), { once: true });
    image.addEventListener('error', start, { once: true });
    setTimeout(start, imageWaitMs);
  } else {
    whenPresented(image);
  }
}

/**
 * The buttons of the server's first view show seconds before the app's script has run on a slow
 * phone, and a tap on them did nothing. Until the app tells it is live (`liveEvent`, sent on the
 * document just before React hydrates), a click on a button (a tap, or Enter or Space on a
 * focused one) is recorded: only the latest (the user's latest intent), marked with
 * `pendingAttribute` (styled as taken, in index.css) for the app to click again once hydrated
 * (src/app/first-tap.ts). The same inline script runs it, before startAfterFirstPaint. A link's or a disabled button's tap records nothing (a link navigates
 * by itself). From the live event on React sees every click and replays those on parts it has
 * not hydrated yet itself: nothing more is recorded, and a click then is a newer intent than
 * the recorded one, which is dropped. Self-contained, as its caller (stringified into the page).
 */
export function recordFirstTaps(doc: Document, pendingAttribute: string, liveEvent: string): void {
  const controls = 'a[href], button, [role="button"], [role="radio"], summary';
  let live = false;
  function drop() {
    const pending = doc.querySelector(`[${pendingAttribute}]`);
    if (pending) pending.removeAttribute(pendingAttribute);
  }
  function record(event: Event) {
    if (live) {
      // A click React handles: newer than the recorded tap, which must not follow it.
      doc.removeEventListener('click', record, true);
      drop();
      return;
    }
    const target = event.target as Element | null;
    // A text node or the document has no closest. The page's source as written (no build step
    // lowers it): no optional chaining, which an older browser cannot parse.
    // biome-ignore lint/complexity/useOptionalChain: the inline script runs unlowered
    const control = target && target.closest ? target.closest(controls) : null;
    if (!control) return;
    if (control.matches('a[href]')) {
      drop();
      return;
    }
    if (
      (control as HTMLButtonElement).disabled ||
      control.getAttribute('aria-disabled') === 'true'
    ) {
      return;
    }
    // A submit button's form and a summary's details would act natively now, and again when
    // the tap is replayed: only the replay acts.
    const form = (control as HTMLButtonElement).form;
    if (control.matches('summary') || (form && (control as HTMLButtonElement).type !== 'button')) {
      event.preventDefault();
    }
    drop();
    control.setAttribute(pendingAttribute, '');
  }
  doc.addEventListener('click', record, true);
  doc.addEventListener(
    liveEvent,
    () => {
      live = true;
    },
    { once: true },
  );
}

/** Marks the first view's button tapped before the app was live, until the app clicks it again. */
export const PENDING_TAP_ATTRIBUTE = 'data-pending';
/** Sent on the document by the app just before it hydrates: from then on React sees the clicks. */
export const APP_LIVE_EVENT = 'exchange:app-live';

/** The longest the app waits for the first view's image before it starts anyway (ms). */
export const IMAGE_WAIT_MS = 1500;
/** The longest it waits for a presented frame once the image is there (ms). */
export const FRAME_WAIT_MS = 250;
/** The id of a page's JSON list of the modules its first drawing needs (server/static-shells.ts). */
export const START_PRELOADS_ID = 'start-preloads';
