import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { CATALOGUES, type ContentLanguage } from '../../../sandbox/content/catalogues/index.ts';
import { contentLanguageOf, translatorFor } from '../../../sandbox/content/translate.ts';
import { listActivityRecords } from '../../../sandbox/db/activity-records.ts';
import { CAMPAIGNS } from '../../../sandbox/db/campaigns.ts';
import { DETAIL_TEMPLATES } from '../../../sandbox/db/catalog-details.ts';
import { AIRDROP_PRODUCTS, LOTTERY_PRIZES } from '../../../sandbox/db/catalog-prizes.ts';
import { TASK_CATALOG } from '../../../sandbox/db/catalog-tasks.ts';
import { simulateTrade } from '../../../sandbox/db/simulations.ts';
import { CALLS, HEADERS, requestParts } from '../../../src/api/contract.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import type { Envelope } from '../../../src/domain/codes.ts';
import type { PushMessage } from '../../../src/domain/message.ts';
import { activityIdOf, callApi, callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';

const LANGUAGES: readonly ContentLanguage[] = ['zh-CN', 'ar', 'vi', 'ru', 'es'];
/** The backend codes the app sends (src/domain/locale.ts BACKEND_LOCALE). */
const BACKEND: Record<ContentLanguage, string> = {
  'zh-CN': 'zh_CN',
  ar: 'ar_SA',
  vi: 'vi_VN',
  ru: 'ru_RU',
  es: 'es_419',
};

/** Every English text the seed writes as content: titles, summaries, steps, tasks, prizes. */
function seedTexts(): string[] {
  const texts = new Set<string>();
  for (const set of Object.values(CAMPAIGNS)) {
    for (const c of Object.values(set)) {
      texts.add(c.title);
      texts.add(c.summary);
    }
  }
  for (const t of Object.values(DETAIL_TEMPLATES)) {
    for (const s of [...t.steps, ...t.highlights]) texts.add(s);
  }
  for (const tasks of Object.values(TASK_CATALOG)) for (const t of tasks) texts.add(t.title);
  for (const p of LOTTERY_PRIZES) texts.add(p.name);
  for (const p of AIRDROP_PRODUCTS) texts.add(p.name);
  return [...texts];
}

describe('content catalogues', () => {
  const seeded = useTempStore('all');
  const store = () => seeded.store;

  it.each(LANGUAGES)('%s translates every seeded text', (language) => {
    const catalogue = CATALOGUES[language];
    const missing = seedTexts().filter((text) => catalogue[text] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every placeholder of a template', (language) => {
    for (const [key, value] of Object.entries(CATALOGUES[language])) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(value), key).toEqual(names(key));
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('names catalogue languages by backend and locale codes, and nothing else', () => {
    expect(contentLanguageOf('zh_CN')).toBe('zh-CN');
    expect(contentLanguageOf('es_ES')).toBe('es');
    expect(contentLanguageOf('ar')).toBe('ar');
    for (const other of [
      'en_US',
      'tr_TR',
      'zh_TW',
      'uk_UA',
      'pt_BR',
      '',
      undefined,
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(contentLanguageOf(other)).toBeUndefined();
    }
  });

  it.each(LANGUAGES)(
    '%s leaves no sentence of any rules or introduction in English',
    (language) => {
      const tr = translatorFor(language);
      const blocks = (html: string) =>
        [...html.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
      for (const a of listActivityRecords(store().db)) {
        for (const html of [a.rules, a.introduce]) {
          const english = blocks(html);
          const translated = blocks(tr(html));
          expect(translated).toHaveLength(english.length);
          for (const [i, block] of translated.entries()) {
            expect(block, `${a.alias}: ${english[i]}`).not.toBe(english[i]);
          }
        }
      }
    },
  );

  it('translates templates with their values, and rich text block by block', () => {
    const zh = translatorFor('zh-CN');
    expect(zh('Task completed: Place 3 orders today')).toBe('任务已完成：今日下单 3 笔');
    expect(zh('<h4>Tasks</h4>\n<p>Unknown words stay.</p>')).toBe(
      '<h4>任务</h4>\n<p>Unknown words stay.</p>',
    );
    expect(zh('Something no catalogue knows')).toBe('Something no catalogue knows');
  });
});

describe('content in the reader’s language', () => {
  const ctx = useTempStore('each');
  const api = () => createApiApp({ store: ctx.store });
  const as = (email: string) => tokenFor(ctx.store, email);

  const titles = async (languageType: string) => {
    const { envelope } = await callApi(api(), 'activityList', { query: { languageType } });
    return new Map(envelope.data.activities.map((a) => [a.alias, a.title]));
  };

  it.each(LANGUAGES)('answers every activity title in %s', async (language) => {
    const english = await titles('en_US');
    const translated = await titles(BACKEND[language]);
    for (const [alias, title] of english) {
      expect(translated.get(alias), alias).toBe(CATALOGUES[language][title]);
    }
  });

  it('answers English where the language has no catalogue (tr-TR, zh-TW)', async () => {
    const english = await titles('en_US');
    expect(await titles('tr_TR')).toEqual(english);
    expect(await titles('zh_TW')).toEqual(english);
  });

  it('translates banners, the detail with its rules, tasks and prizes', async () => {
    const query = { languageType: 'ar_SA' };
    const banners = await callApi(api(), 'mainBanner', { query });
    expect(banners.envelope.data.mainBannerList[0]!.title).toMatch(/[\u0600-\u06ff]/);
    const lottery = activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.InProgress);
    const detail = await callApi(api(), 'noLoginDetail', {
      query: { ...query, activityId: String(lottery) },
    });
    expect(detail.envelope.data.title).toBe('سحب الحظ اليومي');
    expect(detail.envelope.data.rules).toContain('<h4>طريقة المشاركة</h4>');
    expect(detail.envelope.data.rules).not.toContain('How it works');
    const info = await callApi(api(), 'lotteryInfo', {
      query: { ...query, activityId: String(lottery) },
    });
    expect(info.envelope.data.prizes.map((p) => p.name)).toContain('محفظة أجهزة');
  });

  it('translates the inbox from the header of a POST-less read and the query of a GET', async () => {
    const token = as('trader@demo.test');
    const { envelope } = await callApi(api(), 'pushList', {
      token,
      query: { languageType: 'ru_RU', pageSize: '50' },
    });
    const titlesRu = envelope.data.items.map((m) => m.title);
    expect(titlesRu).toContain('Добро пожаловать на Sandbox Exchange');
    expect(titlesRu.some((t) => t.startsWith('Уже идёт: '))).toBe(true);
  });

  it('sends one "Task completed" message per task and period, linked to its activity', async () => {
    const trader = demoUser(ctx.store, 'trader@demo.test');
    const token = as('trader@demo.test');
    const completed = async () => {
      const { envelope } = await callWith(api(), 'pushList', { pageSize: 50 }, { token });
      return envelope.data.items.filter((m) => m.title.startsWith('Task completed'));
    };
    const before = new Set((await completed()).map((m) => m.id));
    const sentSince = async () => (await completed()).filter((m) => !before.has(m.id));
    simulateTrade(ctx.store, trader.id, '10', 'spot');
    const once = await sentSince();
    expect(once.length).toBeGreaterThan(0);
    simulateTrade(ctx.store, trader.id, '10', 'spot');
    simulateTrade(ctx.store, trader.id, '20', 'futures');
    // A later trade may complete another task (the seeded orders of today depend on the hour the
    // data was seeded at), but never tells of a task it already told of.
    const all = await sentSince();
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining(once.map((m) => m.id)));
    expect(new Set(all.map((m) => m.title)).size).toBe(all.length);
    const sprint = activityIdOf(ctx.store, ActivityType.PersonalTrading, ActivityStage.InProgress);
    // Three orders today complete the order task whatever was seeded.
    const orders = all.find((m) => m.title === 'Task completed: Place 3 orders today');
    expect(orders?.link).toBe(`/activity/${sprint}`);
  });

  it('writes a claimed reward in words, never its type code', async () => {
    const trader = demoUser(ctx.store, 'trader@demo.test');
    const token = as('trader@demo.test');
    const lottery = activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.InProgress);
    await callWith(api(), 'apply', { activityId: lottery }, { token });
    simulateTrade(ctx.store, trader.id, '10', 'spot');
    const tasks = await callWith(
      api(),
      'beginnerTaskCompletions',
      { activityId: lottery },
      { token },
    );
    const task = tasks.envelope.data.tasks.find((t) => t.taskType === 'ANY_TRADING_VOLUME')!;
    const claim = await callWith(
      api(),
      'obtainReward',
      { activityId: lottery, taskId: task.taskId },
      { token },
    );
    expect(claim.envelope.code).toBe('00000');
    // The claim answers in the header's language too (a POST carries no languageType query).
    const parts = requestParts(CALLS.pushList, { pageSize: 50 });
    const list = await callApi(api(), 'pushList', {
      token,
      query: { ...parts.query, languageType: 'es_419' },
    });
    const messages: PushMessage[] = (list.envelope as Envelope<{ items: PushMessage[] }>).data
      .items;
    const reward = messages.find(
      (m) => m.category === 'REWARD' && m.link === `/activity/${lottery}`,
    )!;
    expect(reward.content).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(reward.title).toMatch(/^Recompensa recibida: /);
    void HEADERS;
  });
});
