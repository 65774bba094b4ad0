/** The longest wait for a frame (ms): a hidden page paints none, and work must not wait for it. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a task after the next frame, so what the current task changed is painted first
 * (or after FRAME_WAIT_MS where no frame comes, as in a hidden tab). A click's work that shows
 * nothing at once (signing and sending a call, tracking) waits for it: the click's own answer
 * (a button that says "Claiming…") reaches the screen without waiting for that work.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame === 'function') {
      // A frame's callbacks run before its paint; a task queued from one runs after it.
      requestAnimationFrame(() => setTimeout(finish, 0));
    }
  });
}
