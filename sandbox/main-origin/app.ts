import { Hono } from 'hono';
import { createApiRoutes } from '../api/routes.ts';
import type { SandboxStore } from '../db/store.ts';
import { addAppFiles } from './app-files.ts';
import { createAssetRoutes } from './assets.ts';
import { createLoginRoutes } from './login.ts';
import { createMirrorRoutes } from './mirrors.ts';

/** What the main origin serves from. */
export interface MainAppDeps {
  store: SandboxStore;
  /** The API hosts the mirrors publish. */
  apiHostUrls: readonly string[];
  /** Absolute path of the built app. */
  distDir: string;
}

/**
 * The main origin (`http://127.0.0.1:8080`): login page, mirrors, images, the API as the
 * main domain's default host (SPEC §4, without added latency) and the built app.
 */
export function createMainApp({ store, apiHostUrls, distDir }: MainAppDeps): Hono {
  const app = new Hono();
  app.route('/', createLoginRoutes({ store }));
  app.route('/', createMirrorRoutes(apiHostUrls));
  app.route('/', createAssetRoutes());
  app.route('/', createApiRoutes({ store }));
  addAppFiles(app, distDir);
  return app;
}
