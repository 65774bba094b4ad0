/** A page's title and description for a route and locale (getMetaData). */
export interface PageMeta {
  route: string;
  /** The locale the texts are in: the asked one, or en when it has no translation. */
  locale: string;
  title: string;
  description: string;
  keywords: string[];
}
