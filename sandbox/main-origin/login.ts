import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { safeRedirect } from '../../src/domain/link-policy.ts';
import {
  encodeSessionTokens,
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_NAME,
} from '../../src/domain/session.ts';
import { verifyPassword } from '../db/password.ts';
import { createSession } from '../db/sessions.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserByEmail } from '../db/users.ts';
import { renderLoginPage } from './login-page.ts';

/** The page holds no script and posts only to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** The login page's own origin, against which a `redirect` is judged (src/domain/link-policy). */
const pageOrigin = (url: string) => new URL(url).origin;

/** GET and POST /login: the stand-in for the exchange's login, which sets the session cookie. */
export function createLoginRoutes({ store }: { store: SandboxStore }): Hono {
  const app = new Hono();

  app.get('/login', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(
      renderLoginPage({ redirect: safeRedirect(c.req.query('redirect'), pageOrigin(c.req.url)) }),
    );
  });

  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const redirect = safeRedirect(form.redirect, pageOrigin(c.req.url));
    const user = email ? findUserByEmail(store.db, email) : undefined;
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      c.header('Content-Security-Policy', PAGE_CSP);
      const error =
        email && password ? 'Wrong email or password.' : 'Enter your email and password.';
      return c.html(renderLoginPage({ redirect, email, error }), 401);
    }
    const tokens = createSession(store.db, user.id, store.clock.now());
    // setCookie applies encodeURIComponent, which js-cookie undoes in the app. Not HttpOnly:
    // the app reads the tokens from this cookie (SPEC §3).
    setCookie(c, SESSION_COOKIE_NAME, encodeSessionTokens(tokens), {
      path: '/',
      maxAge: SESSION_COOKIE_DAYS * 86_400,
      secure: true,
      sameSite: 'Lax',
      httpOnly: false,
    });
    return c.redirect(redirect, 303);
  });

  return app;
}
