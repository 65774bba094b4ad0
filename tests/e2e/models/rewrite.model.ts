import type { APIResponse, Page, Route } from '@playwright/test';
import { type FirstView, serializeFirstView } from '../../../src/app/first-view/first-view.ts';

/*
 * The exchange's answers rewritten on their way to the app: how a test makes them say what the
 * sandbox never seeds (hostile links, script in rules), both ways they come, from the API and
 * inside the page (its first view).
 */

/**
 * Fetches a routed API call itself. Node cannot resolve the API hosts' `*.localhost` names as
 * Chromium does: same port, on loopback.
 */
export async function fetchOnLoopback(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href });
}

/** Rewrites an API answer's `data` on its way to the app (a successful answer's only). */
export async function answerWith(route: Route, rewrite: (data: Record<string, unknown>) => void) {
  const response = await fetchOnLoopback(route);
  const envelope = await response.json();
  if (envelope.code === '00000' && envelope.data) rewrite(envelope.data);
  await route.fulfill({ response, json: envelope });
}

/**
 * Rewrites the first view a page comes with (src/app/first-view/) on its way to the app: the
 * way a test makes the exchange's answers inside the page's HTML say what the sandbox never
 * seeds. Returns the rewritten pages' HTML, so a test can check that a view was there to rewrite.
 */
export async function firstViewWith(
  page: Page,
  path: string,
  rewrite: (view: FirstView) => void,
): Promise<string[]> {
  const pages: string[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="first-view">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const view = JSON.parse(json) as FirstView;
          rewrite(view);
          return `${open}${serializeFirstView(view)}${close}`;
        },
      );
      pages.push(html);
      await route.fulfill({ response, body: html });
    },
  );
  return pages;
}
