import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createExchangeClock } from '../../src/api/exchange-clock.ts';
import type { HttpRequest } from '../../src/api/http.ts';
import {
  gatewayHost,
  gatewayLabel,
  gatewayVariant,
  parseGatewayLabel,
} from '../../src/domain/gateway.ts';

describe('gateway variant (SPEC §4)', () => {
  it('is private with a token and public without one', () => {
    expect(gatewayVariant('tok')).toBe('private');
    expect(gatewayVariant('')).toBe('public');
    expect(gatewayVariant(undefined)).toBe('public');
  });

  it('names gateway2, http-gateway2 and contract2 for a user, the "1" variants for a visitor', () => {
    expect(gatewayLabel('gateway', 'private')).toBe('gateway2');
    expect(gatewayLabel('http-gateway', 'private')).toBe('http-gateway2');
    expect(gatewayLabel('contract', 'private')).toBe('contract2');
    expect(gatewayLabel('gateway', 'public')).toBe('gateway1');
    expect(gatewayLabel('contract', 'public')).toBe('contract1');
  });

  it('puts the label before the chosen host, keeping scheme and port', () => {
    expect(gatewayHost('http://api-1.localhost:8081', 'gateway', 'private')).toBe(
      'http://gateway2.api-1.localhost:8081',
    );
    expect(gatewayHost('https://api.example.com', 'contract', 'public')).toBe(
      'https://contract1.api.example.com',
    );
    expect(gatewayHost('api.example.com', 'http-gateway', 'private')).toBe(
      'http-gateway2.api.example.com',
    );
  });

  it('leaves an IP host and a host that already names a gateway as they are', () => {
    expect(gatewayHost('http://127.0.0.1:8080', 'gateway', 'private')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(gatewayHost('http://[::1]:8080', 'gateway', 'public')).toBe('http://[::1]:8080');
    expect(gatewayHost('http://gateway1.a.localhost:1', 'gateway', 'private')).toBe(
      'http://gateway1.a.localhost:1',
    );
  });

  it('reads the gateway back from a host name (the sandbox tells the variants apart)', () => {
    expect(parseGatewayLabel('gateway2.api-1.localhost')).toEqual({
      service: 'gateway',
      variant: 'private',
    });
    expect(parseGatewayLabel('http-gateway1.api-1.localhost')).toEqual({
      service: 'http-gateway',
      variant: 'public',
    });
    expect(parseGatewayLabel('api-1.localhost')).toBeUndefined();
    expect(parseGatewayLabel('gateway3.api-1.localhost')).toBeUndefined();
  });
});

describe('the API client picks the gateway of each call from the token it sends', () => {
  function clientWith(token: () => string | undefined) {
    const requests: HttpRequest[] = [];
    const client = createApiClient({
      transport: async (r) => {
        requests.push(r);
        return { status: 200, text: JSON.stringify({ code: '00000', msg: 'ok', data: {} }) };
      },
      baseUrl: async () => 'http://api-2.localhost:8082',
      token,
      language: () => 'en_US',
      clock: createExchangeClock(() => 1_700_000_000_000),
      traceId: () => 'trace',
    });
    return { client, requests };
  }

  it('sends a visitor to gateway1 and a logged-in user to gateway2', async () => {
    let token: string | undefined;
    const { client, requests } = clientWith(() => token);
    await client('metaData', { route: '/' } as never).catch(() => {});
    token = 'user-token';
    await client('metaData', { route: '/' } as never).catch(() => {});
    expect(requests.map((r) => new URL(r.url).host)).toEqual([
      'gateway1.api-2.localhost:8082',
      'gateway2.api-2.localhost:8082',
    ]);
  });

  it('probes health on the host itself', async () => {
    const { client, requests } = clientWith(() => 'user-token');
    await client('health', {} as never).catch(() => {});
    expect(new URL(requests[0]!.url).host).toBe('api-2.localhost:8082');
  });
});
