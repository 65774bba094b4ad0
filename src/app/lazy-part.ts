import { useState } from 'react';

const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** Starts `load` once; later calls share its promise. */
export function loadPart<T>(load: () => Promise<T>): Promise<T> {
  let promise = loads.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (part) => {
        loaded.set(load, part);
        return part;
      },
      (error: unknown) => {
        // A failed load (a flaky network) is tried again when the part is next wanted.
        loads.delete(load);
        throw error;
      },
    );
    loads.set(load, promise);
  }
  return promise;
}

/**
 * A part of the page whose code loads only once it is wanted (a dialog, the toasts, the
 * language menu: issue 17, each library only where it is used): undefined until its module is
 * there, then the module. Not `React.lazy`: a suspended part is shown through a timer that
 * React throttles, which a paused clock (the QA tools, the browser tests) holds back; this
 * shows the part on the render its module's arrival sets off. Loading a module is idempotent,
 * so it may start during a render.
 */
export function useLazyPart<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [part, setPart] = useState(() => loaded.get(load) as T | undefined);
  if (part !== undefined) return part;
  const ready = loaded.get(load) as T | undefined;
  if (ready !== undefined) return ready;
  if (wanted) {
    void loadPart(load).then(
      (module) => setPart(() => module),
      () => {},
    );
  }
  return undefined;
}
