/** A page's title and description for a route and locale (getMetaData). */
export interface PageMeta {
  route: string;
  /** The locale the texts are in: the asked one, or en when it has no translation. */
  locale: string;
  title: string;
  description: string;
  keywords: string[];
}

/**
 * The pages whose title the app's locale files hold (each page's own heading), by route
 * under the locale prefix. getMetaData translates only the most visited pages and answers the
 * others in English; an activity's title is the activity's own, so only getMetaData has it.
 */
const OWN_TITLE_PAGES = {
  '/': 'centre',
  '/_app': 'centre',
  '/rewards': 'rewards',
  '/inbox': 'inbox',
  '/agent': 'agent',
  '/download': 'download',
} as const;

/** A page with its own title in the locale files. */
export type OwnTitlePage = (typeof OWN_TITLE_PAGES)[keyof typeof OWN_TITLE_PAGES];

/** The page a route shows, when the locale files title it. */
export function ownTitlePageOf(route: string): OwnTitlePage | undefined {
  const path = route.split(/[?#]/)[0] ?? '/';
  return Object.hasOwn(OWN_TITLE_PAGES, path)
    ? OWN_TITLE_PAGES[path as keyof typeof OWN_TITLE_PAGES]
    : undefined;
}

/**
 * The document's title: getMetaData's when it answered in the page's locale; else the page's
 * own title in that locale, where the app has one; else getMetaData's English one. With no
 * answer (the load failed), the page's own title, or none (the document keeps its title).
 */
export function documentTitleOf(
  meta: PageMeta | undefined,
  pageLocale: string,
  ownTitle: string | undefined,
): string | undefined {
  if (meta && meta.locale === pageLocale) return meta.title;
  return ownTitle ?? meta?.title;
}
