import { watchPageVisibility } from '../../platform/page-visibility.ts';
import type { AppServices } from './services.ts';

/**
 * The longest sleep between two looks at the exchange's clock, in ms. The clock's offset moves
 * when an answer teaches it (a server corrected, a sandbox clock moved), and a timer armed
 * before knows nothing of that: the moment is noticed at most this late after such a jump.
 */
export const EXCHANGE_TIME_RECHECK_MS = 10_000;

/**
 * Resolves once the exchange's clock has reached `at` (epoch ms). Looks again when the
 * exchange announces a jump of its clock, when the page comes back to the foreground (a hidden
 * tab's timers are throttled for minutes) and at least every EXCHANGE_TIME_RECHECK_MS, so
 * neither a device clock hours off nor a clock jump makes it late. Ends with `signal`.
 */
export function untilExchangeTime(
  services: Pick<AppServices, 'now' | 'feed'>,
  at: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stops: Array<() => void> = [];
    const finish = () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve();
    };
    const look = (now = services.now()) => {
      clearTimeout(timer);
      if (signal.aborted) return;
      const left = at - now;
      if (left <= 0) return finish();
      timer = setTimeout(() => look(), Math.min(left, EXCHANGE_TIME_RECHECK_MS));
    };
    // The push names the exchange's new time itself, whichever listener learns from it first.
    stops.push(services.feed.on('clock', ({ now }) => look(now)));
    stops.push(
      watchPageVisibility((visible) => {
        if (visible) look();
      }),
    );
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        for (const stop of stops) stop();
      },
      { once: true },
    );
    look();
  });
}
