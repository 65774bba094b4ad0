import { html } from 'hono/html';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { type PageHead, sandboxPage } from '../page-shell.ts';

/** Where the simulator's script is served. */
export const SIMULATOR_SCRIPT_PATH = '/app-simulator/simulator.js';
/** The app version the simulated app reports unless told otherwise (new call format). */
export const DEFAULT_SIMULATED_VERSION = '3.5.0';

const STYLE = `
  :root { color-scheme: dark; --bg: #0b0e11; --card: #161a1e; --line: #2b3139;
    --text: #eaecef; --muted: #929aa5; --accent: #f0b90b; --error: #f6465d; --ok: #0ecb81; }
  * { box-sizing: border-box; }
  body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.5 system-ui, sans-serif; }
  header { max-width: 1200px; margin: 0 auto; padding: 20px 20px 0; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  h2 { font-size: 1.05rem; margin: 0 0 10px; }
  a { color: var(--accent); }
  p { margin: 0 0 10px; }
  .muted { color: var(--muted); font-size: .875rem; }
  main { max-width: 1200px; margin: 0 auto; padding: 16px 20px 40px; display: grid; gap: 20px;
    grid-template-columns: 412px 1fr; align-items: start; }
  @media (max-width: 900px) { main { grid-template-columns: 1fr; } }
  .phone { background: #000; border: 10px solid #222; border-radius: 36px; padding: 18px 0;
    width: 412px; max-width: 100%; position: sticky; top: 8px; }
  /* The whole phone stays on a laptop's screen (720 px high) while the panels beside it scroll. */
  .phone iframe { display: block; width: 100%; height: min(760px, calc(100vh - 72px)); border: 0;
    background: var(--bg); }
  .panels { display: grid; gap: 16px; }
  section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px; }
  label { display: block; font-size: .85rem; margin: 10px 0 4px; }
  input, select { width: 100%; padding: 9px 10px; border-radius: 8px; border: 1px solid var(--line);
    background: var(--bg); color: var(--text); font: inherit; }
  button { cursor: pointer; font: inherit; border-radius: 8px; border: 1px solid var(--line);
    padding: 9px 14px; background: #2b3139; color: var(--text); margin-top: 12px; }
  button.primary { background: var(--accent); color: #1e2026; border-color: var(--accent); font-weight: 600; }
  :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .status { min-height: 1.5em; }
  .status[data-tone="ok"] { color: var(--ok); }
  .status[data-tone="error"] { color: var(--error); }
  ol { margin: 0; padding: 0; list-style: none; max-height: 360px; overflow: auto; }
  li { border-top: 1px solid var(--line); padding: 8px 0; }
  li:first-child { border-top: 0; }
  code { color: var(--accent); overflow-wrap: anywhere; }
  time { color: var(--muted); font-size: .8rem; margin-inline-end: 8px; }
`;

const HEAD: PageHead = { title: 'App simulator', style: STYLE, script: SIMULATOR_SCRIPT_PATH };

/**
 * The app simulator: the product in an iframe as the exchange app shows it (app mode from
 * ?app=<version>, the native bridge installed by the page), a native login as a demo user,
 * and a log of every bridge call the product makes.
 */
export function renderAppSimulatorPage() {
  return sandboxPage(
    HEAD,
    html`<header>
  <h1>App simulator</h1>
  <p class="muted">The product as the exchange's app shows it: app mode, the native bridge and
    the native login. <a href="/sandbox">Sandbox control</a> · <a href="/">Open the app in the browser</a></p>
</header>
<main>
  <div class="phone">
    <iframe id="app-frame" title="The app's web view" src="/?app=${DEFAULT_SIMULATED_VERSION}"></iframe>
  </div>
  <div class="panels">
    <section aria-labelledby="app-title">
      <h2 id="app-title">The app</h2>
      <form id="app-form">
        <div class="row">
          <div>
            <label for="app-version">App version</label>
            <input id="app-version" name="appVersion" required pattern="\\d+(\\.\\d+)*"
              value="${DEFAULT_SIMULATED_VERSION}" aria-describedby="app-version-help">
          </div>
          <div>
            <label for="app-path">Page</label>
            <input id="app-path" name="path" required value="/" aria-describedby="app-version-help">
          </div>
        </div>
        <p class="muted" id="app-version-help">Versions from 3.3.0 use the new call format. A page
          is a path of the product, such as /tr-TR/ or /rewards.</p>
        <button type="submit">Reload the app</button>
      </form>
    </section>
    <section aria-labelledby="login-title">
      <h2 id="login-title">Native login</h2>
      <p class="muted">Logs in as in the app: the app hands its info and the user's tokens to
        the page (ExchangeWeb.onNativeLogin). Every demo account uses the password
        <code>${DEMO_PASSWORD}</code>.</p>
      <form id="login-form">
        <label for="login-email">Demo account</label>
        <select id="login-email" name="email">
          ${DEMO_ACCOUNTS.map(
            (a) => html`<option value="${a.email}">${a.loginName} (${a.email})</option>`,
          )}
        </select>
        <label for="login-password">Password</label>
        <input id="login-password" name="password" type="password" required
          value="${DEMO_PASSWORD}" autocomplete="current-password">
        <button class="primary" type="submit">Log in in the app</button>
      </form>
      <p class="status" id="login-status" role="status"></p>
    </section>
    <section aria-labelledby="log-title">
      <h2 id="log-title">Bridge calls</h2>
      <p class="muted">Every call the product makes on window.ExchangeNative, newest first.</p>
      <div role="log" aria-labelledby="log-title"><ol id="bridge-log"></ol></div>
      <button type="button" id="log-clear">Clear the log</button>
    </section>
  </div>
</main>`,
  );
}
