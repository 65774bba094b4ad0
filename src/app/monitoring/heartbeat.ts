/** SPEC §9: a heartbeat every 5 s. */
export const HEARTBEAT_MS = 5_000;
/** SPEC §9: the page-leave plugin counts a stay up to 432000 s (five days). */
export const MAX_STAY_S = 432_000;
/** SPEC §9: the other plugin (one visible stretch) counts up to 300 s. */
export const MAX_STRETCH_S = 300;
/** SPEC §9: a page load longer than 1800 s is reported as 1800 s. */
export const MAX_PAGE_LOAD_S = 1_800;

export interface HeartbeatDeps {
  track: (name: string, fields: Record<string, unknown>) => void;
  /** The document whose visibility starts and stops the beat. */
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

const seconds = (ms: number, max: number) => Math.min(Math.round(ms / 1000), max);

/**
 * Sends `page_heartbeat` every 5 s while the page is visible and none while it is hidden.
 * `event_duration` is the visible time on the page so far (at most 432000 s), and
 * `stretch_duration` the time since it last became visible (at most 300 s). Once the stay
 * reaches its maximum the beat stops for good. Returns the function that stops it.
 */
export function startHeartbeat(deps: HeartbeatDeps): () => void {
  let timer: unknown;
  let visibleBefore = 0;
  let visibleSince = 0;
  const beat = () => {
    const stretch = deps.now() - visibleSince;
    const stay = visibleBefore + stretch;
    deps.track('page_heartbeat', {
      event_duration: seconds(stay, MAX_STAY_S),
      stretch_duration: seconds(stretch, MAX_STRETCH_S),
    });
    if (stay >= MAX_STAY_S * 1000) stop();
  };
  const resume = () => {
    if (timer !== undefined) return;
    visibleSince = deps.now();
    timer = deps.setInterval(beat, HEARTBEAT_MS);
  };
  const pause = () => {
    if (timer === undefined) return;
    deps.clearInterval(timer);
    timer = undefined;
    visibleBefore += deps.now() - visibleSince;
  };
  const onVisibility = () => (deps.doc.visibilityState === 'visible' ? resume() : pause());
  function stop() {
    pause();
    deps.doc.removeEventListener('visibilitychange', onVisibility);
  }
  deps.doc.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return stop;
}

/** The page's load time in seconds, capped at SPEC §9's 1800 s; undefined before it loaded. */
export function pageLoadSeconds(timing: { duration: number } | undefined): number | undefined {
  if (!timing || !(timing.duration > 0)) return undefined;
  return Math.min(Math.round(timing.duration) / 1000, MAX_PAGE_LOAD_S);
}
