import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HEADERS } from '../../src/api/contract-wire.ts';
import { safeRedirect } from '../../src/domain/link-policy.ts';
import {
  decodeSessionTokens,
  encodeSessionTokens,
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_NAME,
} from '../../src/domain/session.ts';
import { verifyPassword } from '../db/password.ts';
import { createSession, findSession, revokeSession } from '../db/sessions.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserByEmail } from '../db/users.ts';
import { renderLoginPage } from './login-page.ts';

/** The page holds no script and posts only to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** The login page's own origin, against which a `redirect` is judged (src/domain/link-policy). */
const pageOrigin = (url: string) => new URL(url).origin;

/**
 * GET and POST /login: the stand-in for the exchange's login, which sets the session cookie;
 * POST /logout ends that session.
 */
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

  // The exchange's web logout: clearing the cookie alone would leave the token working for
  // every other tab (and anyone holding it), so the session ends here and its token is then
  // answered with 00004. The app names the token in its header; a form post has the cookie.
  // A session a newer login already replaced keeps its reason (434).
  app.post('/logout', (c) => {
    const token =
      c.req.header(HEADERS.token) || decodeSessionTokens(getCookie(c, SESSION_COOKIE_NAME))?.token;
    const session = token ? findSession(store.db, token) : undefined;
    if (session && !session.revoked) revokeSession(store.db, session.token, 'logout');
    deleteCookie(c, SESSION_COOKIE_NAME, { path: '/', secure: true });
    return c.body(null, 204);
  });

  return app;
}
