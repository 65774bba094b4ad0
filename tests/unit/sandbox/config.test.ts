import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, usage } from '../../../sandbox/config.ts';

describe('sandbox config', () => {
  it('defaults to loopback, port 8080 and four API hosts, the fourth hanging', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('.data'),
      distDir: path.resolve('dist'),
      seedNow: undefined,
      hangHostId: 'api-4',
      hangOnStart: true,
      faults: [],
      clock: undefined,
      firstViewDeadlineMs: undefined,
    });
    expect(config.apiHosts).toEqual([
      { id: 'api-1', port: 8081, latencyMs: 40, url: 'http://api-1.localhost:8081' },
      { id: 'api-2', port: 8082, latencyMs: 120, url: 'http://api-2.localhost:8082' },
      { id: 'api-3', port: 8083, latencyMs: 300, url: 'http://api-3.localhost:8083' },
      { id: 'api-4', port: 8084, latencyMs: 600, url: 'http://api-4.localhost:8084' },
    ]);
    expect(config.mirrorHosts.abroad).toBeUndefined();
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

  it('has no hanging host with three ports, unless HANG_HOST names one', () => {
    const three = { API_PORTS: '9181,9182,9183' };
    expect(loadConfig(three).hangHostId).toBeUndefined();
    expect(loadConfig({ ...three, HANG_HOST: 'api-2' }).hangHostId).toBe('api-2');
    expect(loadConfig({ HANG_HOST: '3' }).hangHostId).toBe('api-3');
    expect(loadConfig({ HANG_HOST: 'none' }).hangHostId).toBeUndefined();
    expect(loadConfig({ SANDBOX_HANG: 'off' }).hangOnStart).toBe(false);
  });

  it('takes command-line flags over the environment', () => {
    const config = loadConfig({ PORT: '18080', API_PORTS: '18081,18082,18083,18084' }, [
      '--port',
      '28180',
      '--api-ports=28181,28182,28183,28184',
      '--hang',
      'off',
      '--data-dir',
      '/tmp/sbx-b',
      '--clock',
      '+2d',
      '--mirror-hosts',
      'api-1,1@api-2',
    ]);
    expect(config.port).toBe(28180);
    expect(config.apiHosts.map((h) => h.port)).toEqual([28181, 28182, 28183, 28184]);
    expect(config.hangOnStart).toBe(false);
    expect(config.dataDir).toBe('/tmp/sbx-b');
    expect(config.clock).toEqual({ kind: 'advance', ms: 2 * 86_400_000 });
    expect(config.mirrorHosts.base).toHaveLength(2);
    expect(loadConfig({ SANDBOX_CLOCK: '2030-06-01T00:00:00Z' }).clock).toEqual({
      kind: 'at',
      at: Date.UTC(2030, 5, 1),
    });
    expect(usage()).toContain('--api-ports');
  });

  it("passes the first view's deadline to the page server, from the environment or a flag", () => {
    expect(loadConfig({ FIRST_VIEW_DEADLINE_MS: '1500' }).firstViewDeadlineMs).toBe(1500);
    expect(loadConfig({}, ['--first-view-deadline', '0']).firstViewDeadlineMs).toBe(0);
  });

  it('lets several hosts ask for any free port (0)', () => {
    expect(loadConfig({ PORT: '0', API_PORTS: '0,0' }).apiHosts.map((h) => h.port)).toEqual([0, 0]);
  });

  it.each([
    [{ HOST: '0.0.0.0' }, [], /loopback/],
    [{ PORT: '80a' }, [], /PORT/],
    [{ API_PORTS: '9001,9002', API_LATENCIES: '1' }, [], /one value per port/],
    [{ API_PORTS: '8080' }, [], /must all differ/],
    [{ SANDBOX_SEED_NOW: 'soon' }, [], /SANDBOX_SEED_NOW/],
    [{ HANG_HOST: 'api-7' }, [], /HANG_HOST/],
    [{ SANDBOX_HANG: 'sometimes' }, [], /SANDBOX_HANG/],
    [{ FIRST_VIEW_DEADLINE_MS: 'soon' }, [], /FIRST_VIEW_DEADLINE_MS/],
    [{ FIRST_VIEW_DEADLINE_MS: '20000' }, [], /FIRST_VIEW_DEADLINE_MS/],
    [{ MIRROR_HOSTS: 'api-9' }, [], /MIRROR_HOSTS/],
    [{ SANDBOX_CLOCK: 'whenever' }, [], /SANDBOX_CLOCK/],
    [{ SANDBOX_FAULTS: 'host=api-1' }, [], /fault/],
    [{}, ['--colour', 'red'], /colour/],
    [{}, ['--host', '10.0.0.1'], /loopback/],
  ])('refuses %o %o', (env, argv, message) => {
    expect(() => loadConfig(env, argv)).toThrow(ConfigError);
    expect(() => loadConfig(env, argv)).toThrow(message);
  });
});
