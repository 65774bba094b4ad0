const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Starts `load` once; later calls share its promise. A failed load (a flaky network) is not
 * kept: it is tried again when the part is next wanted. Without React, so the actors' start
 * (native navigation) shares it with the views' lazy parts.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let promise = loads.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (part) => {
        loaded.set(load, part);
        return part;
      },
      (error: unknown) => {
        loads.delete(load);
        throw error;
      },
    );
    loads.set(load, promise);
  }
  return promise;
}

/** What `load` gave, once it has: undefined before, or after a failure. */
export const loadedPart = <T>(load: () => Promise<T>): T | undefined =>
  loaded.get(load) as T | undefined;
