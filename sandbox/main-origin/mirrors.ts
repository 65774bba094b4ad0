import { Hono } from 'hono';
import { encryptHostList } from '../../src/api/host-list-cipher.ts';

/**
 * The two mirror locations of SPEC §4, each publishing the encrypted API host list:
 * web_base.txt in the configured order, web_abroad.txt (for overseas users) reversed, so the
 * two variants visibly differ.
 */
export function createMirrorRoutes(apiHostUrls: readonly string[]): Hono {
  const lists = {
    base: encryptHostList(apiHostUrls),
    abroad: encryptHostList([...apiHostUrls].reverse()),
  };
  const app = new Hono();
  app.get('/mirrors/:mirror{a|b}/:file{web_(?:base|abroad)\\.txt}', (c) => {
    const list = c.req.param('file') === 'web_abroad.txt' ? lists.abroad : lists.base;
    return c.text(list, 200, {
      // The client adds ?v=<timestamp> to dodge caches; no-store makes sure of it.
      'Cache-Control': 'no-store',
      // A dev server on another port fetches the list cross-origin.
      'Access-Control-Allow-Origin': '*',
    });
  });
  return app;
}
