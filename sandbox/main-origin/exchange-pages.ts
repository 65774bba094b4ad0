import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { resolveLink } from '../../src/domain/link-policy.ts';
import { decodeSessionTokens, SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { findSession, isSessionActive } from '../db/sessions.ts';
import {
  type SimulationOutcome,
  simulateDeposit,
  simulateKycPass,
  simulateTrade,
} from '../db/simulations.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserById } from '../db/users.ts';
import { sandboxPage } from '../page-shell.ts';
import { PAGE_STYLE } from './login-page.ts';

/** No script; forms post only to this origin. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** What a trader can simulate on a page: the action the real page would be for. */
type Simulation =
  | { kind: 'trade'; market: 'spot' | 'futures'; label: string }
  | { kind: 'deposit'; label: string }
  | { kind: 'kyc'; label: string };

interface ExchangePage {
  title: string;
  /** Where the trader would be on the real exchange. */
  where: string;
  simulation?: Simulation;
}

/**
 * The exchange's own pages that task calls to action lead to in a browser (the app opens its
 * deep links instead, SPEC §2): on the real exchange these are its trading, asset and account
 * pages; here each says where the trader would be and lets them simulate what they would do.
 */
const PAGES: Readonly<Record<string, ExchangePage>> = {
  '/spot/:pair': {
    title: 'Spot trading',
    where: 'the spot trading page of {pair}, with its order book, chart and order form',
    simulation: { kind: 'trade', market: 'spot', label: 'Simulate a spot trade' },
  },
  '/futures/:contract': {
    title: 'Futures trading',
    where: 'the perpetual futures page of {contract}, with its order form and positions',
    simulation: { kind: 'trade', market: 'futures', label: 'Simulate a futures trade' },
  },
  '/asset/recharge': {
    title: 'Deposit',
    where: 'the deposit page, with a deposit address for each coin and network',
    simulation: { kind: 'deposit', label: 'Simulate a deposit' },
  },
  '/asset/transfer': {
    title: 'Transfer',
    where: 'the transfer page, moving funds between the spot and futures accounts',
    simulation: { kind: 'trade', market: 'futures', label: 'Simulate a futures trade' },
  },
  '/asset': {
    title: 'Assets',
    where: 'the assets overview: balances, deposits, withdrawals and Earn',
    simulation: { kind: 'deposit', label: 'Simulate a deposit' },
  },
  '/account/kyc': {
    title: 'Identity verification',
    where: 'the identity verification (KYC) flow',
    simulation: { kind: 'kyc', label: 'Simulate a passed verification' },
  },
  '/register': { title: 'Sign up', where: 'the sign-up form of the exchange' },
  '/support': { title: 'Support', where: 'the help centre and the support chat' },
};

/** The route paths the sandbox serves as the exchange's own pages. */
export const EXCHANGE_PAGE_PATHS: readonly string[] = Object.keys(PAGES);

interface PageView {
  page: ExchangePage;
  where: string;
  path: string;
  back: string | undefined;
  email: string | undefined;
  done?: string;
  error?: string;
}

/** Where "Back" goes: a page of this origin (the activity the trader came from), else nowhere. */
const safeBack = (c: Context, raw: unknown): string | undefined => {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const target = resolveLink(raw, { origin: new URL(c.req.url).origin });
  return target?.kind === 'internal' ? target.path : undefined;
};

function render(v: PageView) {
  const sim = v.page.simulation;
  return sandboxPage(
    { title: v.page.title, style: PAGE_STYLE },
    html`<main>
  <section class="card" aria-labelledby="page-title">
    <h1 id="page-title">${v.page.title}</h1>
    <p>On the real exchange you would now be on ${v.where}. Sandbox Exchange has no such page:
      simulate what you would do here, then go back to the activity.</p>
    ${v.done ? html`<p class="done" role="status">${v.done}</p>` : ''}
    ${v.error ? html`<p class="error" role="alert">${v.error}</p>` : ''}
    ${
      sim === undefined
        ? ''
        : v.email === undefined
          ? html`<p><a href="/login?redirect=${encodeURIComponent(v.path)}">Log in</a> to simulate it for your account.</p>`
          : html`<form method="post" action="${v.path}">
      <input type="hidden" name="back" value="${v.back ?? ''}">
      ${
        sim.kind === 'kyc'
          ? ''
          : html`<label for="amount">Amount in USDT</label>
      <input id="amount" name="amount" inputmode="decimal" required value="1000">`
      }
      <button class="primary" type="submit">${sim.label}</button>
      <p class="meta">As ${v.email}.</p>
    </form>`
    }
    <p><a href="${v.back ?? '/'}">${v.back ? 'Back to the activity' : 'Go to the activity centre'}</a></p>
  </section>
</main>`,
  );
}

/** The logged-in user of the session cookie, if any (the same cookie the app reads). */
function viewerOf(c: Context, store: SandboxStore) {
  const tokens = decodeSessionTokens(getCookie(c, SESSION_COOKIE_NAME));
  const session = tokens && findSession(store.db, tokens.token);
  if (!session || !isSessionActive(session, store.clock.now())) return undefined;
  return findUserById(store.db, session.userId);
}

function run(store: SandboxStore, userId: number, sim: Simulation, amount: string) {
  switch (sim.kind) {
    case 'trade':
      return simulateTrade(store, userId, amount, sim.market);
    case 'deposit':
      return simulateDeposit(store, userId, amount);
    case 'kyc':
      return simulateKycPass(store, userId);
  }
}

const doneText = (sim: Simulation, amount: string, outcome: SimulationOutcome) => {
  const what =
    sim.kind === 'trade'
      ? `Your ${sim.market} trade of ${amount} USDT was recorded`
      : sim.kind === 'deposit'
        ? `Your deposit of ${amount} USDT was recorded`
        : 'Your identity verification passed';
  const n = outcome.changedTasks.length;
  return `${what}: ${n === 1 ? '1 task moved' : `${n} tasks moved`}.`;
};

/** GET shows each page; POST simulates its action for the logged-in trader. */
export function createExchangePageRoutes({ store }: { store: SandboxStore }): Hono {
  const app = new Hono();
  for (const [route, page] of Object.entries(PAGES)) {
    const where = (c: Context) =>
      page.where.replace(/\{(\w+)\}/g, (_, name: string) =>
        (c.req.param(name) ?? '').replaceAll('_', '/').toUpperCase(),
      );
    app.get(route, (c) => {
      c.header('Content-Security-Policy', PAGE_CSP);
      return c.html(
        render({
          page,
          where: where(c),
          path: c.req.path,
          back: safeBack(c, c.req.query('back') ?? c.req.header('referer')),
          email: viewerOf(c, store)?.email,
        }),
      );
    });
    app.post(route, async (c) => {
      c.header('Content-Security-Policy', PAGE_CSP);
      const form = await c.req.parseBody();
      const back = safeBack(c, form.back);
      const user = viewerOf(c, store);
      const base = { page, where: where(c), path: c.req.path, back, email: user?.email };
      if (!user || !page.simulation) {
        return c.html(render({ ...base, error: 'Log in to simulate it for your account.' }), 401);
      }
      const amount = typeof form.amount === 'string' ? form.amount.trim() : '';
      try {
        const outcome = run(store, user.id, page.simulation, amount);
        return c.html(render({ ...base, done: doneText(page.simulation, amount, outcome) }));
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return c.html(render({ ...base, error: 'Enter an amount above 0, e.g. 1000.' }), 400);
      }
    });
  }
  return app;
}
