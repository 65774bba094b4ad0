import { ResponseCode } from '../domain/codes.ts';
import { FIRST_CALLS } from './contract-first.ts';
import { type ExchangeClock, learnFromAnswer } from './exchange-clock.ts';
import type { HttpTransport } from './http.ts';

/** Where a host's health probe goes. */
export const healthUrl = (host: string) => `${host}${FIRST_CALLS.health.path}`;

/**
 * SPEC §7 health probe: resolves when the host answers 00000, rejects otherwise. Its answer
 * carries the exchange's time, so the first signed call of the page is already signed with it.
 */
export async function probeHealth(
  transport: HttpTransport,
  host: string,
  signal: AbortSignal,
  clock?: ExchangeClock,
) {
  const sentAt = clock?.deviceNow() ?? 0;
  const response = await transport({
    method: 'GET',
    url: healthUrl(host),
    headers: {},
    signal,
  });
  if (clock) learnFromAnswer(clock, response.headers, sentAt, clock.deviceNow());
  if (response.status !== 200) throw new Error(`health ${response.status}`);
  const body: unknown = JSON.parse(response.text);
  if ((body as { code?: unknown }).code !== ResponseCode.Success) throw new Error('health code');
}
