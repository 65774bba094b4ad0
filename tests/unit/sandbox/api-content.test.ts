import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { klineCandles } from '../../../sandbox/api/market.ts';
import type { SandboxEvent } from '../../../sandbox/events.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, signedCall, tokenFor, useTempStore } from './helpers.ts';

const MINUTE = 60_000;

describe('inbox, quotes, metadata and reference calls', () => {
  const ctx = useTempStore('all');
  const api = () => createApiApp({ store: ctx.store });
  const as = (email: string) => ({ token: tokenFor(ctx.store, email) });
  const id = (type: number, stage: ActivityStage = ActivityStage.InProgress) =>
    activityIdOf(ctx.store, type, stage);

  it('pages the inbox, counts unread, and marks messages read', async () => {
    const token = as('overseas@demo.test');
    const count = async () => (await callWith(api(), 'pushCount', {}, token)).envelope.data.total;
    const page1 = (await callWith(api(), 'pushList', { pageIndex: 1, pageSize: 4 }, token)).envelope
      .data;
    expect(page1.total).toBe(6);
    expect(page1.items).toHaveLength(4);
    const page2 = (await callWith(api(), 'pushList', { pageIndex: 2, pageSize: 4 }, token)).envelope
      .data;
    expect(page2.items).toHaveLength(2);
    const unread = await count();
    expect(unread).toBe(3);
    const target = page1.items.find((m) => !m.read)!;
    const detail = await callWith(api(), 'pushDetail', { id: target.id }, token);
    expect(detail.envelope.data).toEqual(target);
    const read = await callWith(api(), 'readPushMsg', { ids: [target.id] }, token);
    expect(read.envelope.data).toEqual({ updated: 1, unread: unread - 1 });
    const all = await callWith(api(), 'readPushMsg', {}, token);
    expect(all.envelope.data).toEqual({ updated: unread - 1, unread: 0 });
    const onlyUnread = await callWith(api(), 'pushList', { unreadOnly: true }, token);
    expect(onlyUnread.envelope.data.total).toBe(0);
  });

  it("keeps a user's messages their own", async () => {
    const mine = await callWith(api(), 'pushList', {}, as('trader@demo.test'));
    const messageId = mine.envelope.data.items[0]!.id;
    const theirs = await callWith(api(), 'pushDetail', { id: messageId }, as('newbie@demo.test'));
    expect(theirs.envelope).toEqual({
      code: ResponseCode.TipMessage,
      msg: `no such message: ${messageId}`,
      data: null,
    });
  });

  it('writes a message and emits messageCreated when a user joins', async () => {
    const events: SandboxEvent[] = [];
    const off = ctx.store.events.on((e) => events.push(e));
    const activityId = id(ActivityType.TeamChallenge);
    await callWith(api(), 'apply', { activityId }, as('agent@demo.test'));
    off();
    const created = events.find((e) => e.type === 'messageCreated');
    expect(created).toBeDefined();
    const list = await callWith(api(), 'pushList', { category: 'ACTIVITY' }, as('agent@demo.test'));
    expect(list.envelope.data.items[0]).toMatchObject({
      id: created?.type === 'messageCreated' ? created.messageId : -1,
      read: false,
      title: 'You joined Team Challenge: Hit the Goal Together',
    });
  });

  it('quotes 300 one-minute candles of a deterministic walk', async () => {
    const { envelope } = await callWith(api(), 'kline', { symbol: 'ETH_USDT', interval: '1m' });
    const { list } = envelope.data;
    expect(list).toHaveLength(300);
    list.slice(1).forEach((c, i) => {
      expect(c.time - list[i]!.time).toBe(MINUTE);
      expect(c.open).toBe(list[i]!.close);
      expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
      expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
    });
    const last = list.at(-1)!;
    expect(ctx.store.clock.now() - last.time).toBeLessThan(MINUTE + 5_000);
    // The same clock reading gives the same candles; another symbol another walk.
    const at = Date.parse('2030-03-01T08:30:00Z');
    expect(klineCandles('ETH_USDT', at, 300)).toEqual(klineCandles('ETH_USDT', at, 300));
    expect(klineCandles('BTC_USDT', at, 5)[0]?.close).not.toBe(
      klineCandles('ETH_USDT', at, 5)[0]?.close,
    );
    const price = Number(klineCandles('BTC_USDT', at, 1)[0]?.close);
    expect(price).toBeGreaterThan(65_000 * 0.6);
    expect(price).toBeLessThan(65_000 * 1.6);
  });

  it('refuses unknown symbols and other intervals', async () => {
    const unknown = await callWith(api(), 'kline', { symbol: 'DOGE_EUR', interval: '1m' });
    expect(unknown.envelope).toMatchObject({ code: '51020', msg: 'unknown symbol: DOGE_EUR' });
    const hourly = await callWith(api(), 'kline', { symbol: 'BTC_USDT', interval: '1h' as '1m' });
    expect(hourly).toMatchObject({
      status: 400,
      envelope: { msg: 'bad parameter interval: only 1m' },
    });
    const many = await callWith(api(), 'kline', { symbol: 'BTC_USDT', interval: '1m', limit: 301 });
    expect(many.status).toBe(400);
  });

  it('titles pages per route and locale, falling back to English', async () => {
    const activityId = id(ActivityType.Lottery);
    const zh = await callWith(api(), 'metaData', {
      route: `/zh-CN/activity/${activityId}`,
      locale: 'zh_CN',
    });
    expect(zh.envelope.data).toMatchObject({
      locale: 'zh-CN',
      title: 'Daily Lucky Draw | 沙盒交易所',
    });
    const de = await callWith(api(), 'metaData', { route: '/de/rewards', locale: 'de' });
    expect(de.envelope.data).toMatchObject({
      locale: 'en',
      title: 'My Rewards | Sandbox Exchange',
    });
    // Both right-to-left locales have the centre's title in their own language.
    const ar = await callWith(api(), 'metaData', { route: '/ar/', locale: 'ar_SA' });
    expect(ar.envelope.data).toMatchObject({
      locale: 'ar',
      title: 'مركز الأنشطة | Sandbox Exchange',
    });
    const unknown = await callWith(api(), 'metaData', { route: '/nowhere', locale: 'ko' });
    expect(unknown.envelope.data.title).toBe('이벤트 센터 | 샌드박스 거래소');
  });

  it('lists dialling codes, the commonly used first and the language its own first', async () => {
    const request = { status: 'enable', pageIndex: 0, pageSize: 999 } as const;
    const { envelope } = await callWith(api(), 'areaCodeList', request);
    expect(envelope.data.list.length).toBeGreaterThanOrEqual(50);
    expect(envelope.data.list.every((c) => c.enabled && /^\+\d{1,4}$/.test(c.areaCode))).toBe(true);
    expect(envelope.data.commonlyList.map((c) => c.countryCode).slice(0, 3)).toEqual([
      'US',
      'GB',
      'TR',
    ]);
    const [url, init] = signedCall('areaCodeList', {
      query: { status: 'enable', pageIndex: '0', pageSize: '999', languageType: 'vi_VN' },
    });
    const vi = await (await api().request(url, init)).json();
    expect(vi.data.commonlyList.map((c: { countryCode: string }) => c.countryCode)[0]).toBe('VN');
    const disabled = await callWith(api(), 'areaCodeList', { status: 'disable' });
    expect(disabled.envelope.data.list.map((c) => c.countryCode)).toEqual(['IR', 'KP']);
  });

  it('finds activities by alias, identifier or type', async () => {
    const lottery = id(ActivityType.Lottery);
    const byType = await callWith(api(), 'getActivityId', { type: ActivityType.Lottery });
    expect(byType.envelope.data).toEqual({ activityId: lottery });
    const byAlias = await callWith(api(), 'generalGetActivityId', {
      alias: 'daily-trading-lottery',
    });
    expect(byAlias.envelope.data).toEqual({ activityId: lottery });
    const missing = await callWith(api(), 'getActivityId', { alias: 'no-such-campaign' });
    expect(missing.envelope).toEqual({
      code: ResponseCode.TipMessage,
      msg: 'no activity for no-such-campaign',
      data: null,
    });
  });

  it('checks airdrop positions and hides long-ended or excluded activities', async () => {
    const deposit = id(ActivityType.Deposit);
    const trader = await callWith(
      api(),
      'checkAirdropPosition',
      { activityId: deposit },
      as('trader@demo.test'),
    );
    expect(trader.envelope.data).toMatchObject({ passed: true, held: '500', required: '100' });
    const newbie = await callWith(
      api(),
      'checkAirdropPosition',
      { activityId: deposit },
      as('newbie@demo.test'),
    );
    expect(newbie.envelope.data).toMatchObject({ passed: false, held: '0' });
    const oldest = id(ActivityType.TeamChallenge, ActivityStage.Finished);
    const shown = await callWith(api(), 'checkShowActivity', { activityId: oldest });
    expect(shown.envelope.data.show).toBe(true);
    ctx.store.clock.setOffsetMs(10 * 86_400_000);
    try {
      const later = await callWith(api(), 'checkShowActivity', { activityId: oldest });
      expect(later.envelope.data.show).toBe(false);
    } finally {
      ctx.store.clock.setOffsetMs(0);
    }
    const sprint = id(ActivityType.PersonalTrading);
    const us = await callWith(
      api(),
      'checkShowActivity',
      { activityId: sprint },
      as('agent@demo.test'),
    );
    expect(us.envelope.data.show).toBe(false);
  });

  it("shares the user's invite code, and a visitor's plain link", async () => {
    const user = await callWith(api(), 'userShareContent', {}, as('trader@demo.test'));
    expect(user.envelope.data).toMatchObject({
      inviteCode: 'ADA2024',
      sharePath: '/register?inviteCode=ADA2024',
    });
    const visitor = await callWith(api(), 'userShareContent', {});
    expect(visitor.envelope.data).toMatchObject({ inviteCode: '', sharePath: '/register' });
    const beginner = await callWith(api(), 'beginnerShareContent', {
      activityId: id(ActivityType.NewUser),
    });
    expect(beginner.envelope.data.rewardText).toBe('Up to 100 USDT');
  });

  it('tells newcomers and visitors whether they can join the beginner event', async () => {
    const newbie = await callWith(api(), 'beginnerEligible', {}, as('newbie@demo.test'));
    expect(newbie.envelope.data).toMatchObject({
      activityId: id(ActivityType.NewUser),
      eligible: true,
      isNewUser: true,
      reasons: [],
      newUserWindowDays: 30,
    });
    const trader = await callWith(api(), 'beginnerEligible', {}, as('trader@demo.test'));
    expect(trader.envelope.data).toMatchObject({
      eligible: false,
      reasons: ['NEW_USERS_ONLY', 'ALREADY_DEPOSITED'],
    });
    const visitor = await callWith(api(), 'beginnerNoLoginEligible', {});
    expect(visitor.envelope.data).toMatchObject({ eligible: true, isNewUser: true, reasons: [] });
  });
});
