import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { withSecurityHeaders } from '../server/security-headers.ts';
import { createApiApp } from './api/app.ts';
import { createCallLog } from './api/call-log.ts';
import { createEventLog } from './collectors/event-log.ts';
import { sandboxDsn } from './collectors/sentry.ts';
import { COLLECT_PATH } from './collectors/tracking.ts';
import type { ApiHostConfig, SandboxConfig } from './config.ts';
import { moveClock, repairClock } from './control/clock.ts';
import { createFirstViewSwitch } from './control/first-view-switch.ts';
import type { SandboxRuntime } from './control/runtime.ts';
import type { SandboxStore } from './db/store.ts';
import { withFaults } from './faults/middleware.ts';
import { createFaultRegistry } from './faults/registry.ts';
import { createHangSwitch, hangMiddleware } from './hosts/hang.ts';
import { type HostLists, resolveMirrorHosts } from './hosts/host-lists.ts';
import { buildMirrorFiles } from './hosts/mirror-files.ts';
import { createLeakWatch, type LeakWatch, watchedEventLog, watchRequest } from './leak-watch.ts';
import { createMainApp } from './main-origin/app.ts';
import { createSocketHub } from './ws/hub.ts';

/** Where a running sandbox answers. */
export interface SandboxUrls {
  /** The app on the main origin, e.g. `http://127.0.0.1:8080/`. */
  app: string;
  login: string;
  /** The control page. */
  control: string;
  /** The first mirror's host lists (base, abroad). */
  mirrors: string[];
  api: { id: string; url: string; latencyMs: number; canHang: boolean }[];
  /** Where tracking beacons go. */
  collect: string;
  /** The DSN that sends the app's error reports to the sandbox. */
  sentryDsn: string;
}

export interface RunningSandbox {
  urls: SandboxUrls;
  /**
   * The clock, faults, hang switch, collectors and sockets, for the control plane and tests; and
   * the token-leak watch, which outlives data resets.
   */
  runtime: SandboxRuntime & { leaks: LeakWatch };
  /** The ports listened on, main first (a configured 0 becomes the port the system gave). */
  ports: { main: number; api: number[] };
  /** Stops every server and socket, dropping open connections. Leaves the store open. */
  close(): Promise<void>;
}

/** One listening server whose app is set once every port is known. */
interface Slot {
  id: string;
  port: number;
  app?: Hono;
  server?: ServerType;
}

/**
 * Starts the main origin and every API host on the configured loopback address, with the
 * websockets on each, the faults and clock of the configuration, and the hang switch.
 */
export async function startSandbox(
  config: SandboxConfig,
  store: SandboxStore,
): Promise<RunningSandbox> {
  const slots: Slot[] = [
    { id: 'main', port: config.port },
    ...config.apiHosts.map((h) => ({ id: h.id, port: h.port })),
  ];
  // Made before any server listens, so no request goes unchecked.
  const leaks = createLeakWatch();
  leaks.watchSessions(store.db);
  const stopServers = () =>
    Promise.all(slots.map((s) => (s.server ? stop(s.server) : undefined))).then(() => undefined);
  try {
    // Listen first: a port 0 is only known once bound, and the mirrors publish the ports.
    for (const slot of slots) {
      slot.server = await listen(slot, config.host, leaks);
      slot.port = (slot.server.address() as AddressInfo).port;
    }
  } catch (error) {
    await stopServers();
    throw error;
  }
  const mainPort = slots[0]!.port;
  const apiHosts: ApiHostConfig[] = config.apiHosts.map((h, i) => {
    const port = slots[i + 1]!.port;
    return { ...h, port, url: `http://${h.id}.localhost:${port}` };
  });
  const origin = `http://${urlHost(config.host)}:${mainPort}`;
  const base = resolveMirrorHosts(config.mirrorHosts.base, apiHosts);
  const lists: HostLists = {
    base,
    abroad: config.mirrorHosts.abroad
      ? resolveMirrorHosts(config.mirrorHosts.abroad, apiHosts)
      : [...base].reverse(),
  };
  const faults = createFaultRegistry(slots.map((s) => s.id));
  const hang = createHangSwitch(config.hangHostId, config.hangOnStart);
  const sockets = createSocketHub({ store, faults, hang });
  const runtime: SandboxRuntime & { leaks: LeakWatch } = {
    store,
    faults,
    hang,
    firstView: createFirstViewSwitch(config.firstViewOnStart),
    events: watchedEventLog(
      createEventLog(store.db, () => store.clock.now()),
      leaks,
    ),
    sockets,
    calls: createCallLog(),
    hosts: [
      { id: 'main', url: origin, port: mainPort, latencyMs: 0 },
      ...apiHosts.map(({ id, url, port, latencyMs }) => ({ id, url, port, latencyMs })),
    ],
    mirrors: lists,
    seedNow: config.seedNow,
    leaks,
  };
  const close = async () => {
    await sockets.close();
    await stopServers();
  };
  try {
    for (const spec of config.faults) faults.add(spec);
    if (repairClock(store, config.seedNow)) {
      console.warn('the saved sandbox clock was out of range: it is back to real time');
    }
    if (config.clock) moveClock(store, config.clock, config.seedNow);
  } catch (error) {
    await close();
    throw error;
  }

  slots[0]!.app = createMainApp({
    store,
    mirrorFiles: buildMirrorFiles(lists, new URL(origin).host),
    distDir: config.distDir,
    runtime,
    firstViewDeadlineMs: config.firstViewDeadlineMs,
  });
  apiHosts.forEach((h, i) => {
    const before = h.id === hang.hostId ? hangMiddleware(hang, h.id) : undefined;
    const app = createApiApp({ store, latencyMs: h.latencyMs, calls: runtime.calls, hostId: h.id });
    slots[i + 1]!.app = withFaults(app, { registry: faults, hostId: h.id, before });
  });
  // serve() without a createServer option makes an HTTP/1 server.
  for (const slot of slots) sockets.attach(slot.server as Server, slot.id);

  return {
    urls: {
      app: `${origin}/`,
      login: `${origin}/login`,
      control: `${origin}/sandbox`,
      mirrors: ['web_base.txt', 'web_abroad.txt'].map((f) => `${origin}/mirrors/a/${f}`),
      api: apiHosts.map(({ id, url, latencyMs }) => ({
        id,
        url,
        latencyMs,
        canHang: id === hang.hostId,
      })),
      collect: `${origin}${COLLECT_PATH}`,
      sentryDsn: sandboxDsn(origin),
    },
    runtime,
    ports: { main: mainPort, api: apiHosts.map((h) => h.port) },
    close,
  };
}

/** How long an idle kept-alive connection stays open (see listen). */
const IDLE_CONNECTION_MS = 10 * 60_000;

function listen(slot: Slot, hostname: string, leaks: LeakWatch): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    // Every answer of every host passes here, so each carries the security headers.
    const fetch = async (req: Request, env: unknown) => {
      await checkForLeaks(leaks, slot.id, req);
      const res = slot.app
        ? await slot.app.fetch(req, env)
        : new Response('starting', { status: 503 });
      return withSecurityHeaders(res);
    };
    const server = serve({ fetch, port: slot.port, hostname }, () => {
      server.off('error', reject);
      resolve(server);
    });
    // Node closes a kept-alive connection after 5 s idle by default. Node clients (Playwright's
    // request context, which drives the control API from the tests) ignore the server's
    // `Keep-Alive: timeout=5` hint when their agent has no time-out of its own, and reuse the
    // socket: a request sent as the server closes it fails with ECONNRESET before the sandbox
    // sees it ("claim × all API hosts down" did once). An idle connection is now kept longer
    // than any test lasts (the longest time-out is 180 s); the client closes it at the test's end.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = IDLE_CONNECTION_MS;
    // Websocket upgrades never reach fetch; their URLs are checked too.
    server.on('upgrade', (req: { url?: string; headers: { host?: string } }) => {
      leaks.checkUrl(slot.id, `http://${req.headers.host ?? ''}${req.url ?? ''}`);
    });
    server.once('error', reject);
  });
}

/** The watch must never break the sandbox: a failure to check is not a failure to answer. */
async function checkForLeaks(leaks: LeakWatch, hostId: string, req: Request): Promise<void> {
  try {
    await watchRequest(leaks, hostId, req);
  } catch (error) {
    console.warn(`leak watch could not check ${req.method} ${hostId}: ${String(error)}`);
  }
}

function stop(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Browsers keep connections alive (and the hanging host holds them open); without this,
    // close waits for them to time out.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** An IPv6 address needs brackets inside a URL. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
