import { Hono } from 'hono';
import { ASSET_PREFIX } from '../asset-paths.ts';
import { webpForFile } from './image-files.ts';
import { imageForFile } from './images.ts';

const HEADERS = {
  'Cache-Control': 'public, max-age=3600',
  // Images are shown by the app, possibly from a dev server on another port.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * Serves the activity and banner images under the asset prefix: the rendered WebP files the
 * seed links to, and the SVG drawings they come from (data seeded before the WebP files still
 * names them).
 */
export function createAssetRoutes(): Hono {
  const app = new Hono();
  app.get(`${ASSET_PREFIX}/:file`, (c) => {
    const file = c.req.param('file');
    const webp = webpForFile(file);
    if (webp)
      return c.body(new Uint8Array(webp), 200, { ...HEADERS, 'Content-Type': 'image/webp' });
    const svg = imageForFile(file);
    if (svg === undefined) return c.notFound();
    return c.body(svg, 200, { ...HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  return app;
}
