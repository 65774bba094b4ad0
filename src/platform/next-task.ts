/** The part of the Prioritized Task Scheduling API the start uses (Chromium 129+). */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the work before it and after it are two tasks: the
 * browser paints and takes input between them on a slow phone (issue 17: every main-thread
 * task under 50 ms at 4x CPU). `scheduler.yield()` where the browser has it: its continuation
 * goes before other queued work, and it has no 4 ms clamp as nested timers do; else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
