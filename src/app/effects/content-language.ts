/** The language the page's text is shown in, which the tip switches; main.tsx re-renders on it. */
export interface ContentLanguage {
  get(): string;
  set(language: string): void;
  subscribe(listener: (language: string) => void): () => void;
}

/** Holds the content language, starting with the page's locale. */
export function createContentLanguage(initial: string): ContentLanguage {
  let current = initial;
  const listeners = new Set<(language: string) => void>();
  return {
    get: () => current,
    set: (language) => {
      if (language === current) return;
      current = language;
      for (const listener of listeners) listener(language);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
