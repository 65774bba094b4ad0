import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { CHOSEN_HOST_KEY } from './models/host-paths.model.ts';
import { Collector } from './models/monitoring.model.ts';
import { SessionFlow } from './models/session.model.ts';
import { RequestLog, SocketLog } from './models/transport.model.ts';

/** Opens the live BTC trading competition (a contract activity) from the centre. */
async function openSprint(page: import('@playwright/test').Page, query = '') {
  const centre = new CentrePage(page);
  await centre.open(`/${query}`);
  await page
    .getByRole('link', { name: /BTC Trading Sprint/ })
    .first()
    .click();
  await expect(page.locator('.price-chart')).toHaveAttribute('data-state', 'live');
}

const text = (frame: string | Buffer) =>
  typeof frame === 'string' ? frame : gunzipSync(frame).toString('utf8');

test('a trader’s contract chart follows the contract socket on contract2, compressed as the address asks', async ({
  page,
}) => {
  const sockets = new SocketLog(page);
  await new SessionFlow(page).logIn('trader@demo.test');
  await openSprint(page, '?compress=1');
  const contract = await sockets.receiving('/websocket', 3);
  expect(contract.url.hostname).toMatch(/^contract2\.api-\d\.localhost$/);
  expect(contract.url.searchParams.get('compress')).toBe('1');
  expect(contract.url.searchParams.get('vs')).toMatch(/^[A-Za-z0-9]{32}$/);
  // Compressed frames are gzipped JSON: the perpetual's candles arrive on it.
  const channels = contract.frames.map(
    (f) => JSON.parse(text(f)) as { channel: string; data: { symbol?: string } },
  );
  expect(channels.some((m) => m.channel === 'kline.1m' && m.data.symbol === 'cmt_btcusdt')).toBe(
    true,
  );
  // The private socket keeps the chosen host: its variant is its path.
  expect(sockets.sockets.some((s) => s.url.pathname === '/api/v1/private/ws')).toBe(true);
});

test('a visitor’s chart opens the contract socket on contract1, uncompressed without ?compress', async ({
  page,
}) => {
  const sockets = new SocketLog(page);
  await openSprint(page);
  const contract = await sockets.receiving('/websocket');
  expect(contract.url.hostname).toMatch(/^contract1\./);
  expect(contract.url.searchParams.has('compress')).toBe(false);
  expect(contract.url.searchParams.get('vs')).toHaveLength(32);
  expect(typeof contract.frames[0]).toBe('string');
  expect(sockets.sockets.some((s) => s.url.pathname === '/api/v1/private/ws')).toBe(false);
});

test('a competition’s live ranking arrives on the stream socket, with its uuid and vs', async ({
  page,
}) => {
  const sockets = new SocketLog(page);
  await new SessionFlow(page).logIn('trader@demo.test');
  await openSprint(page, '?compress=1');
  const stream = await sockets.receiving('/v1/stream', 2);
  expect(stream.url.hostname).toMatch(/^http-gateway2\.api-\d\.localhost$/);
  expect(stream.url.searchParams.get('vs')).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(stream.url.searchParams.get('uuid')).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(stream.url.searchParams.get('compress')).toBe('1');
  const ranking = page.locator('section.live-ranking');
  await expect(ranking).toHaveAttribute('data-state', 'live');
  await expect(ranking.getByRole('row')).toHaveCount(11);
  await expect(ranking.getByRole('cell', { name: /\*\*\*/ }).first()).toBeVisible();
  // A lottery has no ranking: no stream socket is opened for it.
  const before = sockets.sockets.filter((s) => s.url.pathname === '/v1/stream').length;
  await new CentrePage(page).open('/');
  await page.locator('article.activity-card[data-type="Lottery"] a.activity-link').first().click();
  await expect(page.locator('.activity-detail')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('section.live-ranking')).toHaveCount(0);
  expect(sockets.sockets.filter((s) => s.url.pathname === '/v1/stream')).toHaveLength(before);
});

test('every call goes through the public gateway for a visitor and the private one for a trader', async ({
  page,
  baseURL,
}) => {
  const log = new RequestLog(page, baseURL!);
  // While the host race runs, a visitor's first calls go to the main domain's default host
  // (SPEC §4, static files): when they all end before the race does, none reaches an API host.
  // So the centre is opened again once a host is chosen: the page adopts it and calls it alone.
  await new CentrePage(page).open('/');
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), CHOSEN_HOST_KEY))
    .not.toBeNull();
  await log.clear();
  await new CentrePage(page).open('/');
  const apiCalls = async () =>
    (await log.calls()).filter((c) => c.hostId !== 'main' && c.name !== 'health');
  await expect.poll(async () => (await apiCalls()).length).toBeGreaterThan(0);
  const visitor = await apiCalls();
  expect(new Set(visitor.map((c) => c.gateway))).toEqual(new Set(['public']));

  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await new SessionFlow(page).seeSignedIn('Ada');
  await log.clear();
  await new CentrePage(page).open('/');
  await expect.poll(async () => (await log.names()).has('userInfo')).toBe(true);
  const trader = (await log.calls()).filter((c) => c.hostId !== 'main' && c.name !== 'health');
  expect(new Set(trader.map((c) => c.gateway))).toEqual(new Set(['private']));
  expect(trader.every((c) => c.code === '00000')).toBe(true);
});

test('the registered application shell /_app opens the centre, not a missing page', async ({
  page,
}) => {
  const response = await page.goto('/_app');
  expect(response?.status()).toBe(200);
  await new CentrePage(page).seeReady();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('an overseas user gets hosts from web_abroad.txt once logged in', async ({ page }) => {
  const abroad: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/web_abroad.txt')) abroad.push(r.url());
  });
  await new SessionFlow(page).logIn('overseas@demo.test', '/');
  await new SessionFlow(page).seeSignedIn('Oskar');
  await expect.poll(() => abroad.length).toBeGreaterThan(0);
  // A trader at home never asks for it.
  const home: string[] = [];
  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  const tab = await other.newPage();
  tab.on('request', (r) => {
    if (r.url().includes('/web_abroad.txt')) home.push(r.url());
  });
  await new SessionFlow(tab).logIn('trader@demo.test', '/');
  await new SessionFlow(tab).seeSignedIn('Ada');
  expect(home).toEqual([]);
  await other.close();
});

test('the agent dashboard offers the official channels and agency sites from the host files', async ({
  page,
}) => {
  await new SessionFlow(page).logIn('agent@demo.test', '/');
  await new SessionFlow(page).seeSignedIn('Alex');
  await page.goto('/agent');
  const links = page.locator('section.programme-links');
  await expect(links).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(links.locator('[data-part="official"]')).toContainText('sandbox-exchange.com');
  await expect(links.locator('[data-part="official"]')).toContainText('@SandboxExchange');
  await expect(links.getByRole('link', { name: 'Agency portal', exact: true })).toHaveAttribute(
    'href',
    'https://agency.sandbox-exchange.com',
  );
  await expect(links.locator('[data-part="partners"]')).toContainText('Bosphorus Trading Club');
  await expect(links.getByRole('link', { name: 'Affiliate programme' })).toBeVisible();
});

test('a host file that fails is reported as activity_error and never shown', async ({
  page,
  baseURL,
}) => {
  const collector = new Collector(page.request, baseURL!);
  await collector.clear();
  await collector.addFault('route=/mirrors/*/verify.txt,status=503');
  await collector.addFault('route=/mirrors/*/agency_sites.json,body=truncated');
  await new SessionFlow(page).logIn('agent@demo.test', '/');
  await new SessionFlow(page).seeSignedIn('Alex');
  await page.goto('/agent?sensors');
  const links = page.locator('section.programme-links');
  await expect(links).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  // The partner list still came; nothing of verify.txt, and without it no site is trusted.
  await expect(links.locator('[data-part="partners"]')).toBeVisible();
  await expect(links.locator('[data-part="official"]')).toHaveCount(0);
  await expect(links.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const reports = await collector.waitForTracked('activity_error', 2);
  const files = reports.map((e) => e.payload.file);
  expect(files).toEqual(expect.arrayContaining(['verify.txt', 'agency_sites.json']));
  for (const report of reports) expect(report.payload.reason).toBe('host_file');
});
