import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What a page's head names: its title, its style sheet and the path of its script, if any. */
export interface PageHead {
  title: string;
  style: string;
  script?: string;
}

/**
 * The document every sandbox page is served in: one place for the language, the viewport and
 * the title's suffix, so the control page, the login, the exchange's stand-in pages and the app
 * simulator do not drift apart. `script` is a path served beside the page (the pages' CSP
 * allows no inline script).
 */
export function sandboxPage(page: PageHead, body: Html) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · Sandbox Exchange</title>
<style>${page.style}</style>
${page.script ? html`<script src="${page.script}" defer></script>` : ''}
</head>
<body>
${body}
</body>
</html>`;
}
