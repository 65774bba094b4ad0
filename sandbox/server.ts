import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApiApp } from './api/app.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxStore } from './db/store.ts';
import { createMainApp } from './main-origin/app.ts';

/** Where a running sandbox answers. */
export interface SandboxUrls {
  /** The app on the main origin, e.g. `http://127.0.0.1:8080/`. */
  app: string;
  login: string;
  /** The first mirror's host lists (base, abroad). */
  mirrors: string[];
  api: { url: string; latencyMs: number }[];
}

export interface RunningSandbox {
  urls: SandboxUrls;
  /** Stops every server, dropping open keep-alive connections. Leaves the store open. */
  close(): Promise<void>;
}

/** Starts the main origin and every API host on the configured loopback address. */
export async function startSandbox(
  config: SandboxConfig,
  store: SandboxStore,
): Promise<RunningSandbox> {
  const origin = `http://${urlHost(config.host)}:${config.port}`;
  const apiHostUrls = config.apiHosts.map((h) => h.url);
  const apps: { app: Hono; port: number }[] = [
    { app: createMainApp({ store, apiHostUrls, distDir: config.distDir }), port: config.port },
    ...config.apiHosts.map((h) => ({
      app: createApiApp({ store, latencyMs: h.latencyMs }),
      port: h.port,
    })),
  ];
  const servers: ServerType[] = [];
  const close = () => Promise.all(servers.map(stop)).then(() => undefined);
  try {
    for (const { app, port } of apps) servers.push(await listen(app, port, config.host));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    urls: {
      app: `${origin}/`,
      login: `${origin}/login`,
      mirrors: ['web_base.txt', 'web_abroad.txt'].map((f) => `${origin}/mirrors/a/${f}`),
      api: config.apiHosts.map(({ url, latencyMs }) => ({ url, latencyMs })),
    },
    close,
  };
}

function listen(app: Hono, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => {
      server.off('error', reject);
      resolve(server);
    });
    server.once('error', reject);
  });
}

function stop(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Browsers keep connections alive; without this, close waits for them to time out.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** An IPv6 address needs brackets inside a URL. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
