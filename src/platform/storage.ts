/**
 * Web storage that never throws: private modes and full quotas make storage fail, and a
 * failed write must not break the page. Each function names the storage it uses.
 */
function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  return safe(
    () => (which === 'local' ? globalThis.localStorage : globalThis.sessionStorage),
    undefined,
  );
}

export function readStored(which: StorageArea, key: string): string | undefined {
  return safe(() => area(which)?.getItem(key) ?? undefined, undefined);
}

export function writeStored(which: StorageArea, key: string, value: string): void {
  safe(() => area(which)?.setItem(key, value), undefined);
}

export function removeStored(which: StorageArea, key: string): void {
  safe(() => area(which)?.removeItem(key), undefined);
}

export function readStoredJson<T>(which: StorageArea, key: string): T | undefined {
  const raw = readStored(which, key);
  return raw === undefined ? undefined : safe(() => JSON.parse(raw) as T, undefined);
}

/** The keys the storage holds now; none when it cannot be read. */
export function storedKeys(which: StorageArea): string[] {
  return safe(() => {
    const storage = area(which);
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  }, []);
}
