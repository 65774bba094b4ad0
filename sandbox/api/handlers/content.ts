import { AREA_CODE_PAGE_SIZE } from '../../../src/domain/area-code.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { BACKEND_LOCALE, isLocale, LOCALES, type Locale } from '../../../src/domain/locale.ts';
import { KLINE_INTERVAL, KLINE_LIMIT } from '../../../src/domain/market.ts';
import type { PageMeta } from '../../../src/domain/page-meta.ts';
import { bannerImagePath } from '../../asset-paths.ts';
import { findActivity, findActivityByAlias, requireActivity } from '../../db/activity-records.ts';
import { checkPosition, findProductByCode, findProductByPrize } from '../../db/airdrop.ts';
import { AREA_CODES, COMMON_COUNTRIES, LANGUAGE_COUNTRY } from '../../db/catalog-area-codes.ts';
import { META_ROUTES, type MetaRoute, PAGE_META } from '../../db/catalog-page-meta.ts';
import { Refusal } from '../../db/refusal.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { ApiError, BAD_REQUEST } from '../envelope.ts';
import { optionalInt, optionalOneOf, optionalText, requiredInt, requiredText } from '../input.ts';
import { isMarket, klineCandles } from '../market.ts';

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);

/** The app's locale for a backend code (en_US) or an app code (en). */
function localeOf(raw: string): Locale | undefined {
  if (isLocale(raw)) return raw;
  return LOCALES.find((l) => BACKEND_LOCALE[l] === raw);
}

/** Splits a path into its locale prefix and the route pattern it matches. */
function matchRoute(path: string): { route: MetaRoute; segment?: string } {
  const parts = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (parts[0] && isLocale(parts[0])) parts.shift();
  for (const route of META_ROUTES) {
    const pattern = route.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    if (pattern.every((p, i) => p.startsWith(':') || p === parts[i])) {
      const at = pattern.findIndex((p) => p.startsWith(':'));
      return at >= 0 ? { route, segment: parts[at]! } : { route };
    }
  }
  // An unknown page gets the site's own title and description.
  return { route: '/' };
}

function metaData(ctx: CallContext): PageMeta {
  const path = requiredText(ctx.input, 'route', 300);
  const asked = requiredText(ctx.input, 'locale', 20);
  const { route, segment } = matchRoute(path);
  const locale = localeOf(asked) ?? 'en';
  const texts = PAGE_META[locale]?.[route] ? PAGE_META[locale]![route]! : PAGE_META.en![route]!;
  const used = PAGE_META[locale]?.[route] ? locale : 'en';
  const activity =
    route === '/activity/:id' && segment && /^\d+$/.test(segment)
      ? findActivity(ctx.store.db, Number(segment))
      : route === '/events/:alias' && segment
        ? findActivityByAlias(ctx.store.db, segment)
        : undefined;
  const fill = (text: string) =>
    text
      .replace('{title}', activity?.title ?? 'Activity')
      .replace('{summary}', activity?.summary ?? 'Join the activity and earn rewards.');
  return {
    route: path,
    locale: used,
    title: fill(texts.title),
    description: fill(texts.description),
    keywords: texts.keywords,
  };
}

/** Share content, airdrops, the kline quote, page metadata and area codes. */
export const contentHandlers = {
  userShareContent: (ctx) => {
    const user = ctx.viewer?.user;
    if (!user) {
      return {
        title: 'Trade crypto on Sandbox Exchange',
        content: 'Sign up and claim up to 100 USDT in newcomer bonuses.',
        sharePath: '/register',
        inviteCode: '',
        imageUrl: bannerImagePath(1),
      };
    }
    return {
      title: `${user.loginName} invites you to Sandbox Exchange`,
      content: `Sign up with my code ${user.inviteCode} and claim up to 100 USDT in newcomer bonuses.`,
      sharePath: `/register?inviteCode=${encodeURIComponent(user.inviteCode)}`,
      inviteCode: user.inviteCode,
      imageUrl: bannerImagePath(1),
    };
  },

  beginnerShareContent: (ctx) => {
    const activity = requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));
    const inviteCode = ctx.viewer?.user.inviteCode ?? '';
    const query = inviteCode ? `?inviteCode=${encodeURIComponent(inviteCode)}` : '';
    return {
      activityId: activity.id,
      title: activity.title,
      content: activity.summary,
      sharePath: `/activity/${activity.id}${query}`,
      inviteCode,
      imageUrl: activity.imageUrl,
      rewardText: `Up to ${activity.reward.amount} ${activity.reward.currency}`,
    };
  },

  checkAirdropPosition: (ctx) => {
    const activity = requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));
    const product =
      activity.airdropPrizeId !== undefined
        ? findProductByPrize(ctx.store.db, activity.airdropPrizeId)
        : undefined;
    if (!product) throw tip(`activity ${activity.id} has no airdrop`);
    return checkPosition(ctx.store.db, userOf(ctx).id, product, ctx.now);
  },

  airdropProduct: (ctx) => {
    const prizeId = requiredInt(ctx.input, 'prizeId');
    const product = findProductByPrize(ctx.store.db, prizeId);
    if (!product) throw tip(`no airdrop prize ${prizeId}`);
    return product;
  },

  checkAirdropPositionByProduct: (ctx) => {
    const code = requiredText(ctx.input, 'productCode', 60);
    const product = findProductByCode(ctx.store.db, code);
    if (!product) throw tip(`no airdrop product ${code}`);
    return checkPosition(ctx.store.db, userOf(ctx).id, product, ctx.now);
  },

  kline: (ctx) => {
    const symbol = requiredText(ctx.input, 'symbol', 20).toUpperCase();
    if (optionalText(ctx.input, 'interval', 5) !== KLINE_INTERVAL) {
      throw new ApiError(BAD_REQUEST, `bad parameter interval: only ${KLINE_INTERVAL}`, 400);
    }
    const limit = optionalInt(ctx.input, 'limit', { min: 1, max: KLINE_LIMIT }) ?? KLINE_LIMIT;
    if (!isMarket(symbol)) throw tip(`unknown symbol: ${symbol}`);
    return { symbol, interval: KLINE_INTERVAL, list: klineCandles(symbol, ctx.now, limit) };
  },

  metaData,

  areaCodeList: (ctx) => {
    const status = optionalOneOf(ctx.input, 'status', ['enable', 'disable'] as const);
    const pageIndex = optionalInt(ctx.input, 'pageIndex', { min: 0 }) ?? 0;
    const pageSize =
      optionalInt(ctx.input, 'pageSize', { min: 1, max: AREA_CODE_PAGE_SIZE }) ??
      AREA_CODE_PAGE_SIZE;
    const matching = AREA_CODES.filter(
      (c) => status === undefined || c.enabled === (status === 'enable'),
    );
    const first = LANGUAGE_COUNTRY[String(ctx.input.languageType ?? '')];
    const common = [...new Set([...(first ? [first] : []), ...COMMON_COUNTRIES])];
    return {
      commonlyList: common.flatMap((code) => matching.filter((c) => c.countryCode === code)),
      list: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
    };
  },
} satisfies Partial<CallHandlers>;
