import { Hono } from 'hono';
import type { MirrorFiles } from '../hosts/mirror-files.ts';

/**
 * The two mirror locations of SPEC §4 (`/mirrors/a/…`, `/mirrors/b/…`), publishing the same
 * files. Either can be taken down with a fault (`mirror=a,status=503`, `mirror=b,drop`).
 */
export function createMirrorRoutes(files: MirrorFiles): Hono {
  const app = new Hono();
  app.get('/mirrors/:mirror{a|b}/:file', (c) => {
    const name = c.req.param('file');
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!file) return c.text('no such file on this mirror', 404);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      // The client adds ?v=<timestamp> to dodge caches; no-store makes sure of it.
      'Cache-Control': 'no-store',
      // A dev server on another port fetches the lists cross-origin.
      'Access-Control-Allow-Origin': '*',
    });
  });
  return app;
}
