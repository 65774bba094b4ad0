import { Hono } from 'hono';
import { isVersionAtLeast } from '../../src/domain/version.ts';
import { verifyPassword } from '../db/password.ts';
import { createSession } from '../db/sessions.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserByEmail } from '../db/users.ts';
import {
  DEFAULT_SIMULATED_VERSION,
  renderAppSimulatorPage,
  SIMULATOR_SCRIPT_PATH,
} from './app-simulator-page.ts';
import { APP_SIMULATOR_SCRIPT } from './app-simulator-script.ts';

/** The page runs only its own script, frames only this origin and is never framed itself. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The version the simulated app reports: a dotted number, else the default. */
function appVersionOf(raw: unknown): string {
  return typeof raw === 'string' && isVersionAtLeast(raw, '0') ? raw : DEFAULT_SIMULATED_VERSION;
}

/**
 * GET /app-simulator (the page and its script) and POST /app-simulator/api/login, which opens
 * a session for a demo user and answers what the app hands over at a native login: its info
 * and the tokens. Unlike /login it sets no cookie: the product stores the tokens itself.
 */
export function createAppSimulatorRoutes({ store }: { store: SandboxStore }): Hono {
  const app = new Hono();

  app.get('/app-simulator', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(renderAppSimulatorPage());
  });

  app.get(SIMULATOR_SCRIPT_PATH, (c) =>
    c.body(APP_SIMULATOR_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  app.post('/app-simulator/api/login', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const user = email ? findUserByEmail(store.db, email) : undefined;
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      return c.json({ error: 'Wrong email or password.' }, 401);
    }
    const tokens = createSession(store.db, user.id, store.clock.now());
    return c.json({
      loginName: user.loginName,
      appInfo: {
        appVersion: appVersionOf(body.appVersion),
        uid: String(user.id),
        uToken: tokens.token,
      },
      tokens,
    });
  });

  return app;
}
