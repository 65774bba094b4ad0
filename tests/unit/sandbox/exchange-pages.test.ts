import { describe, expect, it } from 'vitest';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { EXCHANGE_PAGE_PATHS } from '../../../sandbox/main-origin/exchange-pages.ts';
import { postLogin, sessionCookieLine, useTempStore } from './helpers.ts';

/** The deep-link targets' web pages the app sends a browser to (src/app/routes/activity-route). */
const APP_TARGETS = [
  '/spot/BTC_USDT',
  '/futures/cmt_btcusdt',
  '/asset/recharge',
  '/asset',
  '/asset/transfer',
  '/account/kyc',
  '/register',
  '/support',
];

describe('the exchange pages task calls to action lead to in a browser', () => {
  const ctx = useTempStore('each');
  const app = () => createMainApp({ store: ctx.store, apiHostUrls: [], distDir: '/nonexistent' });
  const cookieOf = async (email: string) => {
    const line = sessionCookieLine(await postLogin(app(), email));
    return line!.split(';')[0]!;
  };
  const tradeEvents = () =>
    Number(
      ctx.store.db.prepare("SELECT count(*) FROM user_events WHERE kind = 'trade'").pluck().get(),
    );

  it.each(APP_TARGETS)('serves %s, saying where the trader would be', async (path) => {
    const res = await app().request(`${path}?back=/activity/5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain('On the real exchange you would now be on');
    expect(page).toContain('<a href="/activity/5">Back to the activity</a>');
  });

  it('names the market of a trading page', async () => {
    const page = await (await app().request('/futures/cmt_btcusdt')).text();
    expect(page).toContain('<h1 id="page-title">Futures trading</h1>');
    expect(page).toContain('perpetual futures page of CMT/BTCUSDT');
    expect(EXCHANGE_PAGE_PATHS).toContain('/futures/:contract');
  });

  it('asks a visitor to log in before simulating', async () => {
    const page = await (await app().request('/spot/BTC_USDT')).text();
    expect(page).toContain('href="/login?redirect=%2Fspot%2FBTC_USDT"');
    expect(page).not.toContain('<form');
    const res = await app().request('/spot/BTC_USDT', {
      method: 'POST',
      body: new URLSearchParams({ amount: '10' }),
    });
    expect(res.status).toBe(401);
  });

  it('simulates the trade for the logged-in trader and goes back to the activity', async () => {
    const cookie = await cookieOf('trader@demo.test');
    const shown = await (await app().request('/spot/BTC_USDT', { headers: { cookie } })).text();
    expect(shown).toContain('As trader@demo.test.');
    const before = tradeEvents();
    const res = await app().request('/spot/BTC_USDT', {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ amount: '1000', back: '/activity/8' }),
    });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/Your spot trade of 1000 USDT was recorded: \d+ tasks? moved\./);
    expect(page).toContain('<a href="/activity/8">Back to the activity</a>');
    expect(tradeEvents()).toBe(before + 1);
  });

  it('refuses a bad amount and an outside "back" address', async () => {
    const cookie = await cookieOf('trader@demo.test');
    const res = await app().request('/asset/recharge', {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ amount: '-5', back: 'https://evil.test/x' }),
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Enter an amount above 0');
    expect(page).not.toContain('evil.test');
  });
});
