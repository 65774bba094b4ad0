import { type ExchangeSiteSettings, SITE_META } from '../domain/exchange-site.ts';

/**
 * The exchange's login page and asset origin as the page server named them in the page's
 * `<meta>` (src/domain/exchange-site.ts); unset where it named none, or for a static file.
 */
export function readSiteMeta(doc: Document): ExchangeSiteSettings {
  const content = (name: string) =>
    doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  return { loginPage: content(SITE_META.loginPage), assetOrigin: content(SITE_META.assetOrigin) };
}
