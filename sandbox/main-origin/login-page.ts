import { html } from 'hono/html';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { type PageHead, sandboxPage } from '../page-shell.ts';

/** What the login page shows besides the form. */
export interface LoginPageProps {
  /** Same-origin path to go to after login. */
  redirect: string;
  /** Kept in the field after a failed attempt. */
  email?: string;
  error?: string;
}

/** The look of the sandbox's own pages (login, the exchange pages task actions lead to). */
export const PAGE_STYLE = `
  :root { color-scheme: dark; --bg: #0b0e11; --card: #161a1e; --line: #2b3139;
    --text: #eaecef; --muted: #929aa5; --accent: #f0b90b; --error: #f6465d; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
  main { width: 100%; max-width: 420px; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
    padding: 28px; margin-bottom: 20px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  h2 { font-size: 1.05rem; margin: 0 0 12px; }
  p { margin: 0 0 16px; color: var(--muted); }
  label { display: block; font-size: .9rem; margin: 14px 0 6px; }
  input { width: 100%; padding: 11px 12px; border-radius: 8px; border: 1px solid var(--line);
    background: var(--bg); color: var(--text); font: inherit; }
  input:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  button { cursor: pointer; font: inherit; border-radius: 8px; border: 0; padding: 11px 14px; }
  .primary { width: 100%; margin-top: 20px; background: var(--accent); color: #1e2026;
    font-weight: 600; }
  .secondary { background: #2b3139; color: var(--text); font-size: .85rem; padding: 8px 12px; }
  .error { color: var(--error); border: 1px solid var(--error); border-radius: 8px;
    padding: 10px 12px; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; justify-content: space-between; align-items: center; gap: 12px;
    padding: 10px 0; border-top: 1px solid var(--line); }
  li form { margin: 0; }
  .who { font-weight: 600; }
  .meta { display: block; color: var(--muted); font-size: .85rem; }
  code { color: var(--accent); }
  a { color: var(--accent); }
  .done { color: #0ecb81; border: 1px solid #0ecb81; border-radius: 8px; padding: 10px 12px; }
`;

const HEAD: PageHead = { title: 'Log in', style: PAGE_STYLE };

/** The sandbox's login page: a plain form, and one button per demo account. */
export function renderLoginPage({ redirect, email = '', error }: LoginPageProps) {
  return sandboxPage(
    HEAD,
    html`<main>
  <section class="card" aria-labelledby="login-title">
    <h1 id="login-title">Log in</h1>
    <p>Sandbox Exchange: a local stand-in for the real exchange.</p>
    ${error ? html`<p class="error" role="alert" id="login-error">${error}</p>` : ''}
    <form method="post" action="/login">
      <input type="hidden" name="redirect" value="${redirect}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required
        value="${email}" ${error ? html`aria-describedby="login-error" aria-invalid="true"` : ''}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button class="primary" type="submit">Log in</button>
    </form>
  </section>
  <section class="card" aria-labelledby="demo-title">
    <h2 id="demo-title">Demo accounts</h2>
    <p>Every demo account uses the password <code>${DEMO_PASSWORD}</code>.</p>
    <ul>
      ${DEMO_ACCOUNTS.map(
        (a) => html`<li>
        <span><span class="who">${a.loginName}</span>
          <span class="meta">${a.email} · ${a.description}</span></span>
        <form method="post" action="/login">
          <input type="hidden" name="email" value="${a.email}">
          <input type="hidden" name="password" value="${DEMO_PASSWORD}">
          <input type="hidden" name="redirect" value="${redirect}">
          <button class="secondary" type="submit" aria-label="Log in as ${a.loginName}">Use</button>
        </form>
      </li>`,
      )}
    </ul>
  </section>
</main>`,
  );
}
