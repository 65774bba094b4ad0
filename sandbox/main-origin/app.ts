import { Hono } from 'hono';
import { readPageServerConfig } from '../../server/config.ts';
import type { FirstViewRenderer } from '../../server/first-view.ts';
import { directoryFiles, directoryRenderer } from '../../server/node-files.ts';
import { createPageServer } from '../../server/page-server.ts';
import { createApiRoutes } from '../api/routes.ts';
import { createCollectorRoutes } from '../collectors/routes.ts';
import { createControlRoutes, isControlPath } from '../control/routes.ts';
import type { SandboxRuntime } from '../control/runtime.ts';
import type { SandboxStore } from '../db/store.ts';
import { withFaults } from '../faults/middleware.ts';
import { buildMirrorFiles, type MirrorFiles } from '../hosts/mirror-files.ts';
import { createAppSimulatorRoutes } from './app-simulator.ts';
import { createAssetRoutes } from './assets.ts';
import { createExchangePageRoutes } from './exchange-pages.ts';
import { createLoginRoutes } from './login.ts';
import { createMirrorRoutes } from './mirrors.ts';

/** What the main origin serves from. */
export interface MainAppDeps {
  store: SandboxStore;
  /**
   * The API hosts the mirrors publish when `mirrorFiles` is not given: web_base.txt in this
   * order, web_abroad.txt reversed.
   */
  apiHostUrls?: readonly string[];
  /** Every file of the mirrors (host lists and the plain lists beside them). */
  mirrorFiles?: MirrorFiles;
  /** Absolute path of the built app. */
  distDir: string;
  /**
   * The control plane, collectors and faults. Without it the main origin is the plain
   * exchange front (login, mirrors, images, API, app).
   */
  runtime?: SandboxRuntime;
  /** Draws the first view; by default the server bundle the build put beside `distDir`. */
  render?: FirstViewRenderer;
  /** The longest a page waits for its first view's answers; the page server's default if absent. */
  firstViewDeadlineMs?: number;
}

/** The main origin's `host:port` when a test builds it without a runtime. */
const DEFAULT_MAIN_HOST = '127.0.0.1:8080';

/**
 * Where the app connects in the sandbox (the page server's CONNECT_SRC): its API hosts are
 * `api-<n>.localhost` and the loopback address, on any port.
 */
export const SANDBOX_CONNECT_SOURCES =
  'http://*.localhost:* ws://*.localhost:* http://127.0.0.1:* ws://127.0.0.1:*';

/**
 * The product's page server (server/) over the built app: no API origin, since the main origin
 * answers the API as the main domain's default host, and calls go to `api` in process.
 */
function pageServer(
  distDir: string,
  render: FirstViewRenderer,
  api?: Hono,
  firstViewOn?: () => boolean,
  deadlineMs?: number,
): Hono {
  return createPageServer({
    config: readPageServerConfig({
      CONNECT_SRC: SANDBOX_CONNECT_SOURCES,
      FIRST_VIEW: api ? 'on' : 'off',
      FIRST_VIEW_DEADLINE_MS: deadlineMs === undefined ? undefined : String(deadlineMs),
    }),
    files: directoryFiles(distDir),
    render,
    fetchApi: api ? (request) => Promise.resolve(api.fetch(request)) : undefined,
    firstViewOn,
  });
}

/**
 * The main origin (`http://127.0.0.1:8080`): login page, mirrors, images, the API as the
 * main domain's default host (SPEC §4, without added latency), the collectors and the built
 * app, behind this host's faults; and beside them, untouched by faults, the control plane.
 */
export function createMainApp({
  store,
  apiHostUrls = [],
  mirrorFiles,
  distDir,
  runtime,
  render = directoryRenderer(distDir),
  firstViewDeadlineMs,
}: MainAppDeps): Hono {
  const files =
    mirrorFiles ??
    buildMirrorFiles(
      { base: [...apiHostUrls], abroad: [...apiHostUrls].reverse() },
      DEFAULT_MAIN_HOST,
    );
  const front = new Hono();
  front.route('/', createLoginRoutes({ store }));
  front.route('/', createExchangePageRoutes({ store }));
  front.route('/', createMirrorRoutes(files));
  front.route('/', createAssetRoutes());
  if (runtime) front.route('/', createCollectorRoutes(runtime.events));
  front.route('/', createApiRoutes({ store, calls: runtime?.calls, hostId: 'main' }));
  front.route('/', createAppSimulatorRoutes({ store }));
  if (!runtime) {
    const pages = pageServer(distDir, render);
    front.all('*', (c) => pages.fetch(c.req.raw));
    return front;
  }
  const faulted = withFaults(front, {
    registry: runtime.faults,
    hostId: 'main',
    exempt: isControlPath,
  });
  // The page server calls the exchange like any client of the main domain: faults included.
  const pages = pageServer(
    distDir,
    render,
    faulted,
    () => runtime.firstView.isOn(),
    firstViewDeadlineMs,
  );
  front.all('*', (c) => pages.fetch(c.req.raw));

  const app = new Hono();
  app.route('/', createControlRoutes(runtime));
  app.route('/', faulted);
  return app;
}
