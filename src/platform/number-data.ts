/** The longest the start waits for the worker before it loads the data on its own (ms). */
export const NUMBER_DATA_WAIT_MS = 1000;

/** What loadNumberDataAside needs of the browser: tests give their own. */
export interface NumberDataHost {
  /** Starts the worker, or undefined where workers cannot start (no Worker, a policy). */
  startWorker: () => Worker | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browserHost: NumberDataHost = {
  startWorker: () => {
    if (typeof Worker !== 'function') return undefined;
    try {
      return new Worker(new URL('./number-data.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return undefined;
    }
  },
  setTimeout: (run, ms) => setTimeout(run, ms),
};

/**
 * Loads the number data of `locale` in a worker (number-data.worker.ts: the data is the
 * process's, so the page's first number format, in the hydration, is then cheap instead of a
 * long task of its own). Resolves once the worker is done, has failed, or NUMBER_DATA_WAIT_MS
 * have passed: the page then loads the data itself, as without a worker.
 */
export function loadNumberDataAside(
  locale: string,
  host: NumberDataHost = browserHost,
): Promise<void> {
  return new Promise((resolve) => {
    const worker = host.startWorker();
    if (!worker) {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    host.setTimeout(done, NUMBER_DATA_WAIT_MS);
    worker.postMessage(locale);
  });
}
