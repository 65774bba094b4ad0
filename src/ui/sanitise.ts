import DOMPurify from 'dompurify';
import { safeLinkUrl } from '../platform/url-rules.ts';

/**
 * Formatting the campaign manager and the message writers may use. Everything else (script,
 * style, SVG, MathML, frames, forms, media) is dropped; the text of a dropped formatting-free
 * element is kept.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
];

/** A link may only lead to a web page or mail: never javascript:, data:, vbscript: or a path. */
export const SAFE_LINK = /^(?:https?:|mailto:)/i;

/**
 * Where a rich-text link may lead (SPEC §5): mail, this site, or the main domain and its
 * subdomains. A link to any other host loses its `href` and stays as text.
 */
function keptLink(href: string): string | undefined {
  if (/^mailto:/i.test(href)) return href;
  return safeLinkUrl(href, { origin: window.location.origin });
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify of this window, with the hook that makes every kept link open safely. */
function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify();
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    const kept = keptLink(href.trim());
    if (kept === undefined) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', kept);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * The one sanitiser of server-provided rich text (rules, messages, banners): only formatting
 * tags, only `href` and `title` attributes, links only to mail, this site or the main domain, opened in a new tab
 * with `rel="noopener noreferrer"`. No script, handler, style, SVG, MathML or form survives.
 */
export function sanitiseHtml(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
