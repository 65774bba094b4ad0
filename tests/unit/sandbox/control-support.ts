import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createEventLog } from '../../../sandbox/collectors/event-log.ts';
import { loadConfig } from '../../../sandbox/config.ts';
import { createFirstViewSwitch } from '../../../sandbox/control/first-view-switch.ts';
import type { SandboxRuntime } from '../../../sandbox/control/runtime.ts';
import { openStore, type SandboxStore } from '../../../sandbox/db/store.ts';
import { createFaultRegistry } from '../../../sandbox/faults/registry.ts';
import { createHangSwitch } from '../../../sandbox/hosts/hang.ts';
import type { HostLists } from '../../../sandbox/hosts/host-lists.ts';
import { buildMirrorFiles } from '../../../sandbox/hosts/mirror-files.ts';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';
import { makeTempDir, removeDir } from './helpers.ts';

/** The lists a test main origin publishes. */
export const TEST_LISTS: HostLists = {
  base: [
    'http://api-1.localhost:8081',
    'http://api-2.localhost:8082',
    'http://2500.localhost:8082',
  ],
  abroad: [
    'http://2500.localhost:8082',
    'http://api-2.localhost:8082',
    'http://api-1.localhost:8081',
  ],
};

/** A runtime without servers or sockets, for the control plane through app.request(). */
export function makeRuntime(store: SandboxStore): SandboxRuntime {
  return {
    store,
    faults: createFaultRegistry(['main', 'api-1', 'api-2', 'api-3', 'api-4']),
    hang: createHangSwitch('api-4', true),
    firstView: createFirstViewSwitch(true),
    events: createEventLog(store.db, () => store.clock.now()),
    hosts: [
      { id: 'main', url: 'http://127.0.0.1:8080', port: 8080, latencyMs: 0 },
      { id: 'api-1', url: 'http://api-1.localhost:8081', port: 8081, latencyMs: 40 },
    ],
    mirrors: TEST_LISTS,
  };
}

/** A main origin with the control plane, collectors and faults, over a given store. */
export function makeMainApp(store: SandboxStore): { app: Hono; runtime: SandboxRuntime } {
  const runtime = makeRuntime(store);
  const app = createMainApp({
    store,
    mirrorFiles: buildMirrorFiles(TEST_LISTS, '127.0.0.1:8080'),
    distDir: '/nonexistent/dist',
    runtime,
  });
  return { app, runtime };
}

/** Posts JSON as the CLI and the page's script do. */
export function postJson(app: Hono, path: string, body: unknown = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * A real sandbox for the whole file: every host on a free loopback port, its own data, closed
 * and deleted afterwards. `env` adds settings (faults, hang, mirror lists) as at start.
 */
export function useRunningSandbox(env: Record<string, string> = {}): {
  sandbox: RunningSandbox;
  store: SandboxStore;
} {
  const ctx = {} as { sandbox: RunningSandbox; store: SandboxStore; dataDir: string };
  beforeAll(async () => {
    ctx.dataDir = makeTempDir();
    const config = loadConfig({
      PORT: '0',
      API_PORTS: '0,0,0,0',
      API_LATENCIES: '10,60,120,20',
      DATA_DIR: ctx.dataDir,
      DIST_DIR: '/nonexistent/dist',
      ...env,
    });
    ctx.store = openStore({ dataDir: config.dataDir });
    ctx.sandbox = await startSandbox(config, ctx.store);
  });
  afterAll(async () => {
    await ctx.sandbox?.close();
    ctx.store?.close();
    removeDir(ctx.dataDir);
  });
  return ctx;
}

/** Node cannot resolve `*.localhost`; a host's URL with its name swapped for 127.0.0.1. */
export function loopback(url: string): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  return u.toString().replace(/\/$/, '');
}
