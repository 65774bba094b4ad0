import type { HttpTransport } from '../../api/http.ts';
import { EARLY_CALLS_GLOBAL } from './markers.ts';

/** The transport and the first image's wait, as early-calls.ts's takeOverEarlyCalls makes them. */
export interface EarlyHandOff {
  transport: HttpTransport;
  /** Only on a page whose head made calls: what the host race and the metadata call wait for. */
  firstViewPainted: Promise<void> | undefined;
}

/**
 * The app's side of a static shell's head calls (early-calls.ts). Only a static shell's head
 * makes them, so their code (taking the answers over, waiting for the first image) loads only
 * where calls were left: every other page's start was 0.5 KB gzip more without it (issue 17).
 * It is asked for here, with the composition, long before the first call, which waits for it
 * as it waits for the early answer itself; should it not load, the calls are the app's own.
 */
export function handOffEarlyCalls(win: typeof globalThis, transport: HttpTransport): EarlyHandOff {
  const held = (win as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  if (!Array.isArray(held) || held.length === 0) {
    delete (win as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
    return { transport, firstViewPainted: undefined };
  }
  const handOff: Promise<EarlyHandOff> = import('./early-calls.ts').then(
    (early) => early.takeOverEarlyCalls(win, transport),
    () => ({ transport, firstViewPainted: undefined }),
  );
  return {
    transport: async (request) => (await handOff).transport(request),
    firstViewPainted: handOff.then((taken) => taken.firstViewPainted),
  };
}
