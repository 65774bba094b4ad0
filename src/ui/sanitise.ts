import DOMPurify from 'dompurify';
import { type LinkPolicy, resolveLink } from '../domain/link-policy.ts';

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

/**
 * What DOMPurify lets through after the link policy rewrote a link: a path of this site or an
 * https address; a second guard, should a link ever skip the policy.
 */
export const SAFE_LINK = /^(?:https:\/\/|\/(?![/\\]))/i;

/**
 * One DOMPurify of this window. Every `href` is judged by the link policy (src/domain/
 * link-policy): an accepted one is rewritten to its resolved form, a refused one is removed so
 * the link's text stays as plain text. Links to other hosts open in a new tab without opener
 * or referrer; paths of this site open in place.
 */
function purifier(policy: LinkPolicy): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify();
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'href') return;
    const target = resolveLink(data.attrValue, policy);
    if (target === undefined) data.keepAttr = false;
    else data.attrValue = target.kind === 'internal' ? target.path : target.href;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || href.startsWith('/')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return instance;
}

let pagePurifier: ReturnType<typeof DOMPurify> | undefined;

/** The purifier of this page: links to this site, the main domain and its subdomains. */
function purify(): ReturnType<typeof DOMPurify> {
  pagePurifier ??= purifier({ origin: window.location.origin });
  return pagePurifier;
}

/**
 * The one sanitiser of server-provided rich text (rules, messages): only formatting tags, only
 * `href` and `title` attributes, links only where the link policy allows (paths of this site,
 * opened in place; https on the main domain, opened in a new tab with
 * `rel="noopener noreferrer"`); a refused link keeps its text. No script, handler, style, SVG,
 * MathML or form survives.
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
