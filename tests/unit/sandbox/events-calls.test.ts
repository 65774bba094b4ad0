import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import type { CallName } from '../../../src/api/contract.ts';
import { checkAnswer } from '../../../src/api/schemas.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, tokenFor, useTempStore } from './helpers.ts';

/**
 * The calls of the /events pages, of links that name an activity by alias, of the visibility
 * check and of airdrop prizes: each answer fits the schema the client checks it with, and
 * says what the screens rely on.
 */
describe('events, aliases, visibility and airdrop calls', () => {
  const ctx = useTempStore('all');
  const api = () => createApiApp({ store: ctx.store });
  const as = (email: string) => ({ token: tokenFor(ctx.store, email) });
  const id = (type: number, stage: ActivityStage = ActivityStage.InProgress) =>
    activityIdOf(ctx.store, type, stage);

  /** Calls the sandbox and returns the data, failing on any envelope code or schema break. */
  async function answer<N extends CallName>(
    name: N,
    request: Parameters<typeof callWith<N>>[2],
    token?: { token: string },
  ) {
    const { envelope } = await callWith(api(), name, request, token);
    expect(envelope.code, `${name}: ${envelope.msg}`).toBe(ResponseCode.Success);
    const checked = checkAnswer(name, envelope.data);
    expect(checked.ok ? undefined : checked.mismatch).toBeUndefined();
    return envelope.data;
  }

  it('lists every alias with a title, and resolves one to the same activity', async () => {
    const { list } = await answer('getAliasList', {});
    expect(list.length).toBe(27);
    const lottery = list.find((a) => a.alias === 'daily-trading-lottery');
    expect(lottery).toMatchObject({ type: ActivityType.Lottery, stage: ActivityStage.InProgress });
    expect(lottery?.title).not.toBe('');
    const byGeneral = await answer('generalGetActivityId', { alias: 'daily-trading-lottery' });
    expect(byGeneral.activityId).toBe(lottery?.activityId);
    const byStandard = await answer('getActivityId', { alias: 'daily-trading-lottery' });
    expect(byStandard.activityId).toBe(lottery?.activityId);
    const entry = await answer('getAlias', { activityId: lottery?.activityId ?? 0 });
    expect(entry).toEqual(lottery);
  });

  it("links the daily draw's banner by its code, which getActivityId resolves", async () => {
    const { mainBannerList } = await answer('mainBanner', {});
    const draw = mainBannerList.find((b) => b.link.startsWith('/activity/by-code/'));
    expect(draw?.link).toBe('/activity/by-code/daily-trading-lottery');
    const code = draw?.link.split('/').at(-1) ?? '';
    expect((await answer('getActivityId', { alias: code })).activityId).toBe(
      id(ActivityType.Lottery),
    );
  });

  it('introduces an activity and gives its page furniture', async () => {
    const sprint = id(ActivityType.PersonalTrading);
    const intro = await answer('introduce', { activityId: sprint });
    expect(intro.activityId).toBe(sprint);
    expect(intro.introduce).not.toBe('');
    expect(intro.highlights.length).toBeGreaterThan(0);
    const base = await answer('customizedBaseInfo', { activityId: sprint });
    expect(base.theme.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(base.theme.accentColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(base.title).toBe(intro.title);
  });

  it('refuses an unknown alias with a tip, which the page shows as not found', async () => {
    for (const name of ['getActivityId', 'generalGetActivityId'] as const) {
      const { envelope } = await callWith(api(), name, { alias: 'no-such-campaign' });
      expect(envelope.code).toBe(ResponseCode.TipMessage);
    }
  });

  it('shows an activity to visitors and hides it from an excluded region', async () => {
    const bonus = id(ActivityType.TradingDepositBonus);
    expect((await answer('checkShowActivity', { activityId: bonus })).show).toBe(true);
    const trader = await answer('checkShowActivity', { activityId: bonus }, as('trader@demo.test'));
    expect(trader.show).toBe(true);
    // Oskar lives in Türkiye, which the deposit bonus excludes.
    const overseas = await answer(
      'checkShowActivity',
      { activityId: bonus },
      as('overseas@demo.test'),
    );
    expect(overseas).toEqual({ activityId: bonus, show: false });
  });

  it("describes the airdrop prize and checks each trader's position by product code", async () => {
    const product = await answer('airdropProduct', { prizeId: 9001 });
    expect(product).toMatchObject({ productCode: 'SBX-HOLDER-AIRDROP', symbol: 'SBX' });
    const request = { productCode: product.productCode };
    const trader = await answer('checkAirdropPositionByProduct', request, as('trader@demo.test'));
    expect(trader).toMatchObject({ passed: true, required: product.minHold });
    const overseas = await answer(
      'checkAirdropPositionByProduct',
      request,
      as('overseas@demo.test'),
    );
    expect(overseas).toMatchObject({ passed: false, held: '20', required: '100' });
    const visitor = await callWith(api(), 'checkAirdropPositionByProduct', request);
    expect(visitor.envelope.code).toBe(ResponseCode.LoginRequired);
  });
});
