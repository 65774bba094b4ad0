import { html } from 'hono/html';
import type { CollectedEvent, EventKind } from '../collectors/event-log.ts';
import type { Fault } from '../faults/types.ts';
import { type PageHead, sandboxPage } from '../page-shell.ts';
import type { controlState } from './api.ts';
import { CONTROL_PAGE_STYLE } from './page-style.ts';
import { SIMULATION_KINDS } from './simulate.ts';

/** What the control page shows. */
export interface ControlPageProps {
  state: ReturnType<typeof controlState>;
  events: CollectedEvent[];
  filter: { kind?: EventKind; name?: string };
  /** E-mails offered by the simulation form. */
  emails: string[];
  notice?: string;
  error?: string;
}

/** Where the page's script is served. */
export const CONTROL_SCRIPT_PATH = '/sandbox/control.js';

const API = '/sandbox/api';

function faultRow(f: Fault) {
  const left = f.remaining === undefined ? 'unlimited' : `${f.remaining} of ${f.times} left`;
  return html`<tr>
    <td><code>${f.id}</code></td>
    <td><code>${f.text}</code></td>
    <td class="${f.enabled ? 'on' : 'off'}">${f.enabled ? 'on' : 'off'}</td>
    <td>${f.hits} · ${left}</td>
    <td class="row">
      <form method="post" action="${API}/faults/${f.id}/${f.enabled ? 'off' : 'on'}" data-api>
        <button type="submit" aria-label="Switch fault ${f.id} ${f.enabled ? 'off' : 'on'}">${f.enabled ? 'Switch off' : 'Switch on'}</button>
      </form>
      <form method="post" action="${API}/faults/${f.id}/delete" data-api>
        <button type="submit" aria-label="Remove fault ${f.id}">Remove</button>
      </form>
    </td>
  </tr>`;
}

function eventItem(e: CollectedEvent) {
  return html`<li>
    <details>
      <summary><strong>${e.name}</strong> <span class="muted">· ${e.kind} · ${new Date(e.receivedAt).toISOString()}${e.origin ? ` · ${e.origin}` : ''}</span></summary>
      <pre>${JSON.stringify(e.payload, null, 2)}</pre>
    </details>
  </li>`;
}

const HEAD: PageHead = { title: 'Control', style: CONTROL_PAGE_STYLE, script: CONTROL_SCRIPT_PATH };

/** The control page: server-rendered, usable without its script, which only makes it live. */
export function renderControlPage({
  state,
  events,
  filter,
  emails,
  notice,
  error,
}: ControlPageProps) {
  const { clock, hang, firstView, hosts, mirrors, faults, sockets, presets } = state;
  return sandboxPage(
    HEAD,
    html`<header>
  <h1>Sandbox control</h1>
  <p class="muted">Drive the sandbox exchange: its clock, users, faults and data. <a href="/">Open the app</a> · <a href="/login">Log in</a> · JSON at <code>${API}/state</code></p>
  <p class="notice" role="status" id="notice">${notice ?? ''}</p>
  <p class="error" role="alert" id="error">${error ?? ''}</p>
</header>
<main>
  <section aria-labelledby="clock-title" data-live="clock">
    <h2 id="clock-title">Clock</h2>
    <p>Sandbox time <time id="clock-now" datetime="${clock.iso}" data-offset-ms="${clock.offsetMs}">${clock.iso}</time><br>
      <span class="muted">Offset from real time: ${clock.offset}</span></p>
    <form method="post" action="${API}/clock" data-api>
      <label for="clock-to">Set or advance the clock</label>
      <input id="clock-to" name="to" required placeholder="+2h" aria-describedby="clock-help">
      <p class="help" id="clock-help">+2h, -30m, +3d advance; 2030-01-01T09:00:00Z or epoch ms set; real goes back to real time.</p>
      <div class="row"><button class="primary" type="submit">Move clock</button></div>
    </form>
    <div class="row" role="group" aria-label="Quick clock moves">
      ${['+1h', '+1d', '+7d', 'real'].map(
        (to) => html`<form method="post" action="${API}/clock" data-api>
          <input type="hidden" name="to" value="${to}">
          <button type="submit" aria-label="Move clock ${to === 'real' ? 'back to real time' : to}">${to}</button>
        </form>`,
      )}
    </div>
  </section>

  <section aria-labelledby="hosts-title" data-live="hosts">
    <h2 id="hosts-title">Hosts and mirrors</h2>
    <table>
      <thead><tr><th scope="col">Host</th><th scope="col">URL</th><th scope="col">Latency</th><th scope="col">State</th></tr></thead>
      <tbody>
        ${hosts.map(
          (h) => html`<tr><td>${h.id}</td><td><code>${h.url}</code></td><td>${h.latencyMs} ms</td>
          <td>${h.id === hang.hostId ? (hang.on ? 'hangs' : 'answers (can hang)') : 'answers'}</td></tr>`,
        )}
      </tbody>
    </table>
    ${
      hang.hostId
        ? html`<form method="post" action="${API}/hang" data-api class="row">
        <input type="hidden" name="on" value="${hang.on ? 'false' : 'true'}">
        <button type="submit">${hang.on ? `Let ${hang.hostId} answer` : `Make ${hang.hostId} hang`}</button>
      </form>`
        : html`<p class="muted">No host can hang (set HANG_HOST).</p>`
    }
    <form method="post" action="${API}/first-view" data-api class="row">
      <input type="hidden" name="on" value="${firstView.on ? 'false' : 'true'}">
      <p>${firstView.on ? 'Pages of the centre and of an activity come with their first view (the answers of their first calls, drawn into the HTML).' : 'Pages come without a first view: the app asks for everything itself.'}</p>
      <button type="submit">${firstView.on ? 'Send pages without their first view' : 'Send pages with their first view'}</button>
    </form>
    <p class="muted">Mirrors <a href="/mirrors/a/web_base.txt">/mirrors/a/</a> and <a href="/mirrors/b/web_base.txt">/mirrors/b/</a> publish (decrypted):</p>
    <p>web_base.txt: <code>${mirrors.base.join(', ')}</code></p>
    <p>web_abroad.txt: <code>${mirrors.abroad.join(', ')}</code></p>
    <p class="muted">${sockets.length} websocket(s) open.</p>
  </section>

  <section aria-labelledby="simulate-title">
    <h2 id="simulate-title">Simulate a user's activity</h2>
    <form method="post" action="${API}/simulate" data-api>
      <label for="sim-email">User e-mail</label>
      <input id="sim-email" name="email" type="email" required list="sim-emails" value="${emails[0] ?? ''}">
      <datalist id="sim-emails">${emails.map((e) => html`<option value="${e}"></option>`)}</datalist>
      <div class="row">
        <div><label for="sim-kind">What happens</label>
          <select id="sim-kind" name="kind">${SIMULATION_KINDS.map((k) => html`<option value="${k}">${k}</option>`)}</select></div>
        <div><label for="sim-amount">Amount (deposit, earn)</label><input id="sim-amount" name="amount" inputmode="decimal" value="500"></div>
        <div><label for="sim-currency">Currency</label><input id="sim-currency" name="currency" value="USDT"></div>
        <div><label for="sim-volume">Trade volume (USDT)</label><input id="sim-volume" name="volume" inputmode="decimal" value="10000"></div>
        <div><label for="sim-market">Market</label>
          <select id="sim-market" name="market"><option value="spot">spot</option><option value="futures">futures</option></select></div>
      </div>
      <div class="row"><button class="primary" type="submit">Simulate</button></div>
    </form>
  </section>

  <section aria-labelledby="data-title">
    <h2 id="data-title">Data</h2>
    <p class="muted">Empties every table, sets the clock back to real time and seeds again. Open sessions end.</p>
    <form method="post" action="${API}/reset" data-api data-confirm="Reset all sandbox data?">
      <button class="danger" type="submit">Reset data</button>
    </form>
  </section>

  <section class="wide" aria-labelledby="faults-title" data-live="faults">
    <h2 id="faults-title">Faults</h2>
    <div class="row" role="group" aria-label="Fault presets">
      ${presets.map(
        (p) => html`<form method="post" action="${API}/faults" data-api>
          <input type="hidden" name="preset" value="${p.name}">
          <button type="submit" title="${p.spec}">${p.label}</button>
        </form>`,
      )}
    </div>
    <form method="post" action="${API}/faults" data-api>
      <label for="fault-spec">Add a fault</label>
      <input id="fault-spec" name="spec" required placeholder="route=/v1/activity/obtainReward,status=503,times=1" aria-describedby="fault-help">
      <p class="help" id="fault-help">Where: host=api-1|api|main|*, route=/path/*, mirror=a|b|both, method=. What (one): latency=15s, status=503, code=00004[,msg=…], body=malformed|truncated|wrong-types|empty|undecryptable, drop[=after], ws=drop|refuse, hostlist=undecryptable. Optional: times=N, id=name, off.</p>
      <div class="row"><button class="primary" type="submit">Add fault</button></div>
    </form>
    <table>
      <caption class="muted">${faults.length === 0 ? 'No faults: every host answers normally.' : `${faults.length} fault(s)`}</caption>
      <thead><tr><th scope="col">Id</th><th scope="col">Spec</th><th scope="col">State</th><th scope="col">Hits</th><th scope="col">Actions</th></tr></thead>
      <tbody>${faults.map(faultRow)}</tbody>
    </table>
    <form method="post" action="${API}/faults/clear" data-api class="row">
      <button type="submit">Clear all faults</button>
    </form>
  </section>

  <section class="wide" aria-labelledby="events-title" data-live="events" id="events">
    <h2 id="events-title">Events received</h2>
    <form method="get" action="/sandbox#events" class="row">
      <div><label for="events-kind">Kind</label>
        <select id="events-kind" name="kind">
          <option value="" ${filter.kind ? '' : 'selected'}>all</option>
          <option value="tracking" ${filter.kind === 'tracking' ? 'selected' : ''}>tracking</option>
          <option value="errors" ${filter.kind === 'errors' ? 'selected' : ''}>errors</option>
        </select></div>
      <div><label for="events-name">Name contains</label><input id="events-name" name="name" value="${filter.name ?? ''}"></div>
      <button type="submit">Filter</button>
    </form>
    <p class="muted">Newest first. Tracking beacons go to <code>POST /collect</code>, errors to <code>/sentry/api/1/envelope/</code>.</p>
    <ol class="events" id="events-list" aria-label="Events, newest first">${events.map(eventItem)}</ol>
    ${events.length === 0 ? html`<p class="muted">No events yet.</p>` : ''}
    <form method="post" action="${API}/events/clear" data-api class="row">
      <button type="submit">Clear events</button>
    </form>
  </section>
</main>`,
  );
}
