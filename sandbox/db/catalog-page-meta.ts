/** Title, description and keywords of a page; `{title}` and `{summary}` name an activity's. */
export interface MetaTexts {
  title: string;
  description: string;
  keywords: string[];
}

/** The routes the product has metadata for, as patterns (`:id`, `:alias` stand for one segment). */
export const META_ROUTES = [
  '/',
  '/activity/:id',
  '/events/:alias',
  '/rewards',
  '/lottery',
  '/agent',
  '/messages',
  '/download',
] as const;
/** A route pattern with metadata. */
export type MetaRoute = (typeof META_ROUTES)[number];

const SITE = 'Sandbox Exchange';

/** English is complete; the other locales translate the most visited pages and fall back to en. */
export const PAGE_META: Record<string, Partial<Record<MetaRoute, MetaTexts>>> = {
  en: {
    '/': {
      title: `Activity Centre | ${SITE}`,
      description: 'Trading competitions, newcomer bonuses, lucky draws and deposit rewards.',
      keywords: ['crypto promotions', 'trading competition', 'newcomer bonus'],
    },
    '/activity/:id': {
      title: `{title} | ${SITE}`,
      description: '{summary}',
      keywords: ['crypto promotion', 'rewards'],
    },
    '/events/:alias': {
      title: `{title} | ${SITE} Events`,
      description: '{summary}',
      keywords: ['crypto event', 'rewards'],
    },
    '/rewards': {
      title: `My Rewards | ${SITE}`,
      description: 'Your coupons, bonuses, airdrops and prizes, with their expiry dates.',
      keywords: ['rewards centre', 'futures coupon', 'airdrop'],
    },
    '/lottery': {
      title: `Lucky Draw | ${SITE}`,
      description: 'Spin the provably fair wheel with the draw chances you earned.',
      keywords: ['lucky draw', 'provably fair'],
    },
    '/agent': {
      title: `Agent Dashboard | ${SITE}`,
      description: 'Referrals, rebates and performance of your affiliate programme.',
      keywords: ['affiliate', 'rebates', 'referrals'],
    },
    '/messages': {
      title: `Messages | ${SITE}`,
      description: 'Activity news, reward notices and account messages.',
      keywords: ['notifications'],
    },
    '/download': {
      title: `Download the App | ${SITE}`,
      description: 'Trade and join every promotion from the mobile app.',
      keywords: ['crypto app', 'download'],
    },
  },
  'zh-CN': {
    '/': {
      title: '活动中心 | 沙盒交易所',
      description: '交易大赛、新手奖励、幸运抽奖和充值奖励。',
      keywords: ['加密货币活动', '交易大赛', '新手奖励'],
    },
    '/activity/:id': {
      title: '{title} | 沙盒交易所',
      description: '{summary}',
      keywords: ['活动', '奖励'],
    },
    '/rewards': {
      title: '我的奖励 | 沙盒交易所',
      description: '您的体验金、合约券、空投和奖品。',
      keywords: ['奖励中心'],
    },
    '/download': {
      title: '下载应用 | 沙盒交易所',
      description: '在手机应用中交易并参加所有活动。',
      keywords: ['下载'],
    },
  },
  ko: {
    '/': {
      title: '이벤트 센터 | 샌드박스 거래소',
      description: '트레이딩 대회, 신규 회원 보너스, 럭키 드로우, 입금 보상.',
      keywords: ['이벤트', '트레이딩 대회'],
    },
    '/activity/:id': {
      title: '{title} | 샌드박스 거래소',
      description: '{summary}',
      keywords: ['이벤트', '보상'],
    },
  },
  ar: {
    '/': {
      title: `مركز الأنشطة | ${SITE}`,
      description: 'مسابقات التداول ومكافآت المستخدمين الجدد والسحوبات ومكافآت الإيداع.',
      keywords: ['عروض العملات المشفرة', 'مسابقة التداول', 'مكافأة المستخدم الجديد'],
    },
    '/activity/:id': {
      title: `{title} | ${SITE}`,
      description: '{summary}',
      keywords: ['حملة', 'مكافآت'],
    },
  },
  'fa-IR': {
    '/': {
      title: `مرکز فعالیت‌ها | ${SITE}`,
      description: 'مسابقات معاملاتی، جوایز کاربران جدید، قرعه‌کشی‌ها و جوایز واریز.',
      keywords: ['کمپین‌های رمزارز', 'مسابقه معاملاتی', 'جایزه کاربر جدید'],
    },
    '/activity/:id': {
      title: `{title} | ${SITE}`,
      description: '{summary}',
      keywords: ['کمپین', 'جوایز'],
    },
  },
  'tr-TR': {
    '/': {
      title: 'Etkinlik Merkezi | Sandbox Borsası',
      description: 'Alım satım yarışmaları, yeni üye bonusları, çekilişler ve yatırım ödülleri.',
      keywords: ['kripto kampanyaları', 'alım satım yarışması'],
    },
    '/activity/:id': {
      title: '{title} | Sandbox Borsası',
      description: '{summary}',
      keywords: ['kampanya', 'ödül'],
    },
    '/download': {
      title: 'Uygulamayı İndir | Sandbox Borsası',
      description: 'Mobil uygulamadan işlem yapın ve tüm kampanyalara katılın.',
      keywords: ['indir'],
    },
  },
};
