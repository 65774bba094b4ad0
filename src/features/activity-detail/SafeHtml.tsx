import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Formatting tags the campaign manager may use; anything else is dropped with its content kept. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'code',
  'a',
  'span',
];

/** Links may only lead to web pages or mail; never javascript:, data: or relative tricks. */
const SAFE_HREF = /^(https?:|mailto:)/i;

/**
 * Sanitises the rules' HTML: only formatting tags, no attributes but a link's href, and links
 * that open safely in a new tab. No script, handler or style ever survives.
 */
export function sanitiseRules(html: string): string {
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Server HTML (an activity's rules), drawn only after sanitising. */
export function SafeHtml(props: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseRules(props.html), [props.html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with DOMPurify.
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
