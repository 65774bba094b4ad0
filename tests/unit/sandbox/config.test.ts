import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../sandbox/config.ts';

describe('sandbox config', () => {
  it('defaults to loopback, port 8080 and three API hosts of rising latency', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('.data'),
      distDir: path.resolve('dist'),
      seedNow: undefined,
    });
    expect(config.apiHosts).toEqual([
      { port: 8081, latencyMs: 40, url: 'http://api-1.localhost:8081' },
      { port: 8082, latencyMs: 120, url: 'http://api-2.localhost:8082' },
      { port: 8083, latencyMs: 300, url: 'http://api-3.localhost:8083' },
    ]);
  });

  it('reads ports, latencies, folders and the seed moment from the environment', () => {
    const config = loadConfig({
      PORT: '18080',
      API_PORTS: '18081, 18082',
      API_LATENCIES: '5,10',
      DATA_DIR: '/tmp/sbx',
      SANDBOX_SEED_NOW: '2030-01-01T00:00:00Z',
    });
    expect(config.port).toBe(18080);
    expect(config.apiHosts.map((h) => [h.port, h.latencyMs])).toEqual([
      [18081, 5],
      [18082, 10],
    ]);
    expect(config.dataDir).toBe('/tmp/sbx');
    expect(config.seedNow).toBe(Date.UTC(2030, 0, 1));
    expect(loadConfig({ SANDBOX_SEED_NOW: '1893456000000' }).seedNow).toBe(1893456000000);
  });

  it.each([
    [{ HOST: '0.0.0.0' }, /loopback/],
    [{ PORT: '80a' }, /PORT/],
    [{ API_PORTS: '9001,9002', API_LATENCIES: '1' }, /one value per port/],
    [{ API_PORTS: '8080' }, /must all differ/],
    [{ SANDBOX_SEED_NOW: 'soon' }, /SANDBOX_SEED_NOW/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
