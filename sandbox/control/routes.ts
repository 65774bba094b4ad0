import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { EVENT_KINDS, type EventKind } from '../collectors/event-log.ts';
import type { LeakWatch } from '../leak-watch.ts';
import { controlState, createControlApi } from './api.ts';
import { loopbackHostOnly } from './http.ts';
import { CONTROL_SCRIPT_PATH, renderControlPage } from './page.ts';
import type { SandboxRuntime } from './runtime.ts';

/** The page runs only its own script, posts only to itself and is never framed. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether a path belongs to the control plane, which no fault may touch. */
export function isControlPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

/** The control page at /sandbox, its script, and the JSON API under /sandbox/api. */
export function createControlRoutes(rt: SandboxRuntime & { leaks?: LeakWatch }): Hono {
  const app = new Hono();
  let script: string | undefined;
  app.use('/sandbox', loopbackHostOnly);
  app.use('/sandbox/*', loopbackHostOnly);
  app.get('/sandbox', (c) => {
    const kind = c.req.query('kind');
    const name = c.req.query('name')?.trim() || undefined;
    const filter = {
      kind: (EVENT_KINDS as readonly string[]).includes(kind ?? '')
        ? (kind as EventKind)
        : undefined,
      name,
    };
    const emails = rt.store.db
      .prepare('SELECT email FROM users ORDER BY id')
      .pluck()
      .all() as string[];
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderControlPage({
        state: controlState(rt),
        events: rt.events.list({ ...filter, limit: 200 }),
        filter,
        emails,
        notice: c.req.query('notice'),
        error: c.req.query('error'),
      }),
    );
  });
  app.get(CONTROL_SCRIPT_PATH, (c) => {
    script ??= readFileSync(new URL('./page-script.js', import.meta.url), 'utf8');
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });
  app.route('/', createControlApi(rt));
  return app;
}
