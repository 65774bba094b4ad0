import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import viteConfig from '../../vite.config.ts';

/** The variables the config reads or sets, restored after each test. */
const NAMES = ['VITEST', 'PORT', 'API_PORTS', 'HOST', 'VITE_FALLBACK_HOSTS'] as const;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  // As `npm start` runs it: not under vitest, with no host list of its own.
  delete process.env.VITEST;
  delete process.env.HOST;
  delete process.env.VITE_FALLBACK_HOSTS;
});

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function resolve(env: ConfigEnv): Promise<UserConfig> {
  if (typeof viteConfig !== 'function') throw new Error('vite.config.ts exports a function');
  return await viteConfig(env);
}

/** The origins index.html preconnects to: the app's built-in API hosts. */
function preconnects(config: UserConfig): string[] {
  const plugin = (config.plugins as Plugin[]).find(
    (p) => p?.name === 'exchange:preconnect-api-hosts',
  );
  const hook = plugin?.transformIndexHtml as unknown as () => { attrs: { href: string } }[];
  return hook().map((tag) => tag.attrs.href);
}

describe('vite.config.ts: the built-in API hosts (finding 4)', () => {
  test('npm start with PORT/API_PORTS builds the hosts of the sandbox it runs, not 8081-8083', async () => {
    process.env.PORT = '9560';
    process.env.API_PORTS = '9561,9562,9563,9564';
    const config = await resolve({ command: 'build', mode: 'production', isPreview: false });
    const hosts =
      'http://api-1.localhost:9561,http://api-2.localhost:9562,http://api-3.localhost:9563';
    expect(process.env.VITE_FALLBACK_HOSTS).toBe(hosts);
    expect(preconnects(config)).toEqual(hosts.split(','));
  });

  test('a build told its hosts keeps them', async () => {
    process.env.API_PORTS = '9561,9562,9563,9564';
    process.env.VITE_FALLBACK_HOSTS = 'https://api.exchange.example';
    const config = await resolve({ command: 'build', mode: 'production', isPreview: false });
    expect(process.env.VITE_FALLBACK_HOSTS).toBe('https://api.exchange.example');
    expect(preconnects(config)).toEqual(['https://api.exchange.example']);
  });
});
