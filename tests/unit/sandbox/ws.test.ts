import { afterEach, describe, expect, it } from 'vitest';
import { klineCandles } from '../../../sandbox/api/market.ts';
import { createSession } from '../../../sandbox/db/sessions.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { parseFaultSpec } from '../../../sandbox/faults/spec.ts';
import {
  CONTRACT_SYMBOLS,
  klineAt,
  priceAt,
  SPOT_SYMBOLS,
  tickerAt,
} from '../../../sandbox/ws/market.ts';
import { useRunningSandbox } from './control-support.ts';
import { openSocket, refusal, staysUnanswered, type TestSocket, VS } from './ws-support.ts';

const PATHS = ['/api/v1/public/ws', '/api/v1/private/ws', '/websocket', '/v1/stream'];

describe('market data', () => {
  const t = Date.UTC(2030, 0, 1, 12, 0, 30, 500);

  it('is a deterministic walk of the sandbox clock, read at whole seconds', () => {
    expect(tickerAt('BTC_USDT', t)).toEqual(tickerAt('BTC_USDT', t + 400));
    expect(tickerAt('BTC_USDT', t).ts).toBe(Date.UTC(2030, 0, 1, 12, 0, 30));
    const prices = Array.from({ length: 7200 }, (_, i) => priceAt('ETH_USDT', t + i * 1000));
    // Small steps, never a jump, even across minute, hour and day boundaries.
    const worst = Math.max(...prices.slice(1).map((p, i) => Math.abs(p / prices[i]! - 1)));
    expect(worst).toBeLessThan(0.01);
    expect(new Set(prices.map((p) => p.toFixed(2))).size).toBeGreaterThan(100);
  });

  it('pushes the candle the kline quote gives for the same moment', () => {
    const [quoted] = klineCandles('SBX_USDT', t, 1);
    const { symbol, interval, ts, ...pushed } = klineAt('SBX_USDT', t);
    expect(pushed).toEqual(klineCandles('SBX_USDT', ts, 1)[0]);
    expect(pushed.time).toBe(quoted!.time);
    expect([symbol, interval]).toEqual(['SBX_USDT', '1m']);
    const ticker = tickerAt('SBX_USDT', t);
    expect(ticker.last).toBe(pushed.close);
    expect(Number(ticker.high24h)).toBeGreaterThanOrEqual(Number(ticker.last));
    expect(Number(ticker.low24h)).toBeLessThanOrEqual(Number(ticker.last));
  });

  it('prices each contract a hair away from its spot pair', () => {
    const contract = Number(tickerAt('cmt_btcusdt', t).last);
    expect(Math.abs(contract / Number(tickerAt('BTC_USDT', t).last) - 1)).toBeLessThan(0.001);
    expect(() => tickerAt('DOGE_USDT', t)).toThrow(RangeError);
  });
});

describe('websockets', () => {
  const ctx = useRunningSandbox();
  const open: TestSocket[] = [];
  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
    ctx.sandbox.runtime.faults.clear();
  });
  const url = (path: string, query = `vs=${VS}`, host = 'api-1') => {
    const port =
      host === 'main' ? ctx.sandbox.ports.main : ctx.sandbox.ports.api[Number(host.slice(4)) - 1]!;
    return `ws://127.0.0.1:${port}${path}${query ? `?${query}` : ''}`;
  };
  const connect = async (path: string, query?: string, host?: string) => {
    const socket = await openSocket(url(path, query, host));
    open.push(socket);
    return socket;
  };
  const tokenOf = (email: string) => {
    const user = findUserByEmail(ctx.store.db, email)!;
    return {
      userId: user.id,
      token: createSession(ctx.store.db, user.id, ctx.store.clock.now()).token,
    };
  };

  it.each(PATHS)('%s refuses a vs that is not exactly 32 characters', async (path) => {
    for (const query of ['', `vs=${VS.slice(1)}`, `vs=${VS}x`]) {
      const { status, body } = await refusal(url(path, query));
      expect(status).toBe(400);
      expect(body).toMatch(
        query ? /vs must be exactly 32 characters, got 3[13]/ : /vs is required/,
      );
    }
  });

  it('refuses a token in the URL, and paths that are not websockets', async () => {
    const token = await refusal(url('/api/v1/private/ws', `vs=${VS}&token=abc`));
    expect(token.status).toBe(400);
    expect(token.body).toMatch(/tokens never travel in URLs/);
    expect((await refusal(url('/api/v2/ws'))).status).toBe(404);
  });

  it('pushes a ticker and a 1-minute candle per symbol every second', async () => {
    const socket = await connect('/api/v1/public/ws');
    const welcome = await socket.next((m) => m.channel === 'welcome');
    expect(welcome.data).toMatchObject({ kind: 'public', host: 'api-1', vs: VS, auth: 'none' });
    for (const symbol of SPOT_SYMBOLS) {
      const ticker = await socket.next((m) => m.channel === 'ticker' && m.data.symbol === symbol);
      expect(ticker.data).toEqual(tickerAt(symbol, ticker.data.ts as number));
      const kline = await socket.next((m) => m.channel === 'kline.1m' && m.data.symbol === symbol);
      expect(kline.data).toEqual(klineAt(symbol, kline.data.ts as number));
    }
    const first = socket.messages.find((m) => m.channel === 'ticker')!.data.ts as number;
    const later = await socket.next(
      (m) => m.channel === 'ticker' && (m.data.ts as number) > first,
      5000,
    );
    expect((later.data.ts as number) - first).toBeGreaterThanOrEqual(1000);
  });

  it('compresses the contract socket and names the stream by uuid', async () => {
    const contract = await connect('/websocket', `vs=${VS}&compress=1`, 'api-2');
    const ticker = await contract.next((m) => m.channel === 'ticker');
    expect(CONTRACT_SYMBOLS).toContain(ticker.data.symbol);
    expect(contract.binary.every(Boolean)).toBe(true);
    const stream = await connect('/v1/stream', `vs=${VS}&compress=false&uuid=device-42`, 'main');
    const welcome = await stream.next((m) => m.channel === 'welcome');
    expect(welcome.data).toMatchObject({ kind: 'stream', uuid: 'device-42', compress: false });
    expect(stream.binary.every((b) => !b)).toBe(true);
    expect((await refusal(url('/websocket', `vs=${VS}&compress=maybe`))).status).toBe(400);
  });

  it('closes the private socket on a bad token, with the reason', async () => {
    const bad = await connect('/api/v1/private/ws');
    bad.ws.send(JSON.stringify({ op: 'auth', token: 'not-a-session' }));
    expect(await bad.closed()).toEqual({
      code: 4401,
      reason: 'auth failed: unknown, revoked or expired token',
    });
    const rude = await connect('/api/v1/private/ws');
    rude.ws.send(JSON.stringify({ op: 'ping' }));
    expect(await rude.closed()).toMatchObject({ code: 4400 });
  });

  it("pushes a user's own events after auth, and no one else's", async () => {
    const trader = tokenOf('trader@demo.test');
    const newbie = tokenOf('newbie@demo.test');
    const socket = await connect('/api/v1/private/ws');
    socket.ws.send(JSON.stringify({ op: 'auth', token: trader.token }));
    const auth = await socket.next((m) => m.channel === 'auth');
    expect(auth.data).toEqual({ ok: true, userId: trader.userId });
    const events = ctx.store.events;
    events.emit({ type: 'taskProgressChanged', userId: newbie.userId, activityId: 1, taskId: 2 });
    events.emit({ type: 'rewardGranted', userId: trader.userId, activityId: 3, rewardId: 9 });
    events.emit({ type: 'messageCreated', userId: trader.userId, messageId: 5 });
    await socket.next((m) => m.channel === 'message.new');
    expect(socket.messages.filter((m) => m.channel !== 'welcome' && m.channel !== 'auth')).toEqual([
      { channel: 'reward.granted', data: { activityId: 3, rewardId: 9 } },
      { channel: 'message.new', data: { messageId: 5 } },
    ]);
    expect(socket.messages.some((m) => m.channel === 'ticker')).toBe(false);
  });

  it('pushes task progress after a simulated deposit', async () => {
    const trader = tokenOf('trader@demo.test');
    const socket = await connect('/api/v1/private/ws', `vs=${VS}`, 'api-3');
    socket.ws.send(JSON.stringify({ op: 'auth', token: trader.token }));
    await socket.next((m) => m.channel === 'auth');
    const res = await fetch(`${ctx.sandbox.urls.control}/api/simulate/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'trader@demo.test', amount: '2500' }),
    });
    const { changedTasks } = (await res.json()) as {
      changedTasks: Array<{ activityId: number; taskId: number }>;
    };
    expect(changedTasks.length).toBeGreaterThan(0);
    for (const task of changedTasks) {
      await socket.next(
        (m) =>
          m.channel === 'task.progress' &&
          m.data.activityId === task.activityId &&
          m.data.taskId === task.taskId,
      );
    }
  });

  it('tells every socket when the sandbox clock moves', async () => {
    const socket = await connect('/api/v1/public/ws', `vs=${VS}`, 'main');
    await socket.next((m) => m.channel === 'welcome');
    const res = await fetch(`${ctx.sandbox.urls.control}/api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '+1h' }),
    });
    const { now } = (await res.json()) as { now: number };
    const clock = await socket.next((m) => m.channel === 'clock');
    expect(clock.data).toEqual({ now });
    await fetch(`${ctx.sandbox.urls.control}/api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'real' }),
    });
  });

  it('drops every open socket once, then lets clients reconnect', async () => {
    const a = await connect('/api/v1/public/ws');
    const b = await connect('/v1/stream', `vs=${VS}`, 'api-2');
    ctx.sandbox.runtime.faults.add(parseFaultSpec('ws=drop'));
    expect((await a.closed()).code).toBe(1006);
    expect((await b.closed()).code).toBe(1006);
    const again = await connect('/api/v1/public/ws');
    await again.next((m) => m.channel === 'welcome');
  });

  it('refuses new sockets while a refusal is on, on the hosts it names', async () => {
    ctx.sandbox.runtime.faults.add(parseFaultSpec('id=r,host=api-1,ws=refuse'));
    const refused = await refusal(url('/api/v1/public/ws'));
    expect(refused).toEqual({ status: 503, body: 'websocket refused (sandbox fault)\n' });
    await (await connect('/api/v1/public/ws', `vs=${VS}`, 'api-2')).next(
      (m) => m.channel === 'welcome',
    );
    ctx.sandbox.runtime.faults.setEnabled('r', false);
    await (await connect('/api/v1/public/ws')).next((m) => m.channel === 'welcome');
  });

  it('leaves a websocket on the hanging host unanswered', async () => {
    expect(ctx.sandbox.runtime.hang.hangs('api-4')).toBe(true);
    expect(await staysUnanswered(url('/api/v1/public/ws', `vs=${VS}`, 'api-4'), 600)).toBe(true);
  });
});
