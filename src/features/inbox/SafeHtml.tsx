import DOMPurify from 'dompurify';

/** Formatting the inbox keeps from the server's HTML; everything else is dropped. */
const ALLOWED_TAGS = [
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

/** Links may go to web pages, e-mail, or a path of this site; never `javascript:` or data. */
const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/))/i;

/** The server's HTML with only formatting tags and safe links left: no script, no styles. */
export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Rich text from the exchange, shown only after it is sanitised. */
export function SafeHtml(props: { html: string; className?: string }) {
  return (
    <div
      className={['safe-html', props.className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeMessageHtml just above.
      dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(props.html) }}
    />
  );
}
