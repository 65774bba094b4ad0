import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { createCallLog } from '../../../sandbox/api/call-log.ts';
import { signedCall, tokenFor, useTempStore } from './helpers.ts';

/** SPEC §4: the sandbox's API hosts tell the public gateway (gateway1) from the private one. */
describe('gateway variants on the sandbox', () => {
  const ctx = useTempStore();

  const userInfoVia = async (host: string, token: string) => {
    const calls = createCallLog();
    const app = createApiApp({ store: ctx.store, calls, hostId: 'api-1' });
    const [path, init] = signedCall('userInfo', { token });
    const res = await app.request(`http://${host}${path}`, init);
    return { envelope: (await res.json()) as { code: string }, calls: calls.list() };
  };

  it('answers a user’s call through the private gateway and logs it as private', async () => {
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const { envelope, calls } = await userInfoVia('gateway2.api-1.localhost:8081', token);
    expect(envelope.code).toBe('00000');
    expect(calls).toEqual([
      expect.objectContaining({
        hostId: 'api-1',
        gateway: 'private',
        name: 'userInfo',
        method: 'POST',
        code: '00000',
      }),
    ]);
  });

  it('does not read a token sent through the public gateway: a user call is sent to login', async () => {
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const { envelope, calls } = await userInfoVia('gateway1.api-1.localhost:8081', token);
    expect(envelope.code).toBe('600');
    expect(calls[0]).toMatchObject({ gateway: 'public', code: '600' });
  });

  it('still answers the bare host (the main domain, tools)', async () => {
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const { envelope, calls } = await userInfoVia('api-1.localhost:8081', token);
    expect(envelope.code).toBe('00000');
    expect(calls[0]).toMatchObject({ gateway: 'none' });
  });
});
