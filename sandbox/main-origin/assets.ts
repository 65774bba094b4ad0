import { Hono } from 'hono';
import { ASSET_PREFIX } from '../asset-paths.ts';
import { imageForFile } from './images.ts';

/** Serves the generated activity and banner images under the asset prefix. */
export function createAssetRoutes(): Hono {
  const app = new Hono();
  app.get(`${ASSET_PREFIX}/:file`, (c) => {
    const svg = imageForFile(c.req.param('file'));
    if (svg === undefined) return c.notFound();
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      // Images are shown by the app, possibly from a dev server on another port.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
