import { ResponseCode } from '../domain/codes.ts';
import { CALLS } from './contract.ts';
import type { HttpTransport } from './http.ts';

/** SPEC §7 health probe: resolves when the host answers 00000, rejects otherwise. */
export async function probeHealth(transport: HttpTransport, host: string, signal: AbortSignal) {
  const response = await transport({
    method: 'GET',
    url: `${host}${CALLS.health.path}`,
    headers: {},
    signal,
  });
  if (response.status !== 200) throw new Error(`health ${response.status}`);
  const body: unknown = JSON.parse(response.text);
  if ((body as { code?: unknown }).code !== ResponseCode.Success) throw new Error('health code');
}
