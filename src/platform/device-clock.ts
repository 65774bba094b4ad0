/** How often the device's clock is compared with the page's steady clock, in ms. */
const LOOK_EVERY_MS = 2_000;
/** A difference this large is the device's clock set or asleep, not timer noise, in ms. */
const JUMP_MS = 5_000;

/**
 * Calls `onJump` when the device's clock moves apart from the page's steady clock
 * (`performance.now`) by JUMP_MS or more between two looks: the clock was set (by hand, by the
 * network, a time zone's change of rules) while the page was open, or the device slept, which
 * some systems' steady clock does not count. The exchange's time the page reckons from the
 * device's clock is then wrong by the jump until the exchange is asked again. A hidden page's
 * timers are throttled: its looks come late, but the two clocks still agree.
 */
export function watchDeviceClock(onJump: () => void): () => void {
  let wall = Date.now();
  let steady = performance.now();
  const timer = setInterval(() => {
    const moved = Date.now() - wall - (performance.now() - steady);
    wall = Date.now();
    steady = performance.now();
    if (Math.abs(moved) >= JUMP_MS) onJump();
  }, LOOK_EVERY_MS);
  return () => clearInterval(timer);
}
