import { decryptHostListNative } from './host-list-decrypt.ts';
import type { HttpTransport } from './http.ts';

export interface HostListSource {
  transport: HttpTransport;
  /** The two mirror locations, in their default order. */
  mirrors: readonly string[];
  now: () => number;
}

/**
 * Fetches the encrypted API host list (SPEC §7): web_abroad.txt for overseas users, trying
 * their mirror first, web_base.txt otherwise. Rejects when no mirror gives a list that decrypts.
 */
export async function fetchHostList(
  source: HostListSource,
  abroad: boolean,
  signal?: AbortSignal,
): Promise<string[]> {
  const file = abroad ? 'web_abroad.txt' : 'web_base.txt';
  const mirrors = abroad ? [...source.mirrors].reverse() : source.mirrors;
  let lastError: unknown = new Error('no mirror configured');
  for (const mirror of mirrors) {
    try {
      const response = await source.transport({
        method: 'GET',
        url: `${mirror}/${file}?v=${source.now()}`,
        headers: {},
        signal,
      });
      if (response.status !== 200) throw new Error(`mirror answered ${response.status}`);
      return await decryptHostListNative(response.text);
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
