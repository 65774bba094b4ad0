import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { answerWith, fetchOnLoopback, firstViewWith } from './models/rewrite.model.ts';
import { SessionFlow } from './models/session.model.ts';

/*
 * The fields the exchange sends as HTML (an activity's rules, a push message's content) are
 * answered with XSS vectors, and a canary that any of them would set must stay undefined. The
 * answers are rewritten on their way to the app (the sandbox has no control that sets rules or
 * messages), so the real client, machines and views draw them.
 */

/** Vectors that would run in a live page, each setting the canary `window.__xss`. */
const VECTORS = [
  // First, so the markup the later vectors leave open cannot swallow it before the click.
  '<a id="xss-link" href="javascript:window.__xss=1">click me</a>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName=x dur=1s></svg>',
  '<details open ontoggle="window.__xss=1"><summary>d</summary></details>',
  '<video><source onerror="window.__xss=1"></video>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<a href="jav&#x09;ascript:window.__xss=1">encoded</a>',
  '<p style="background:url(javascript:window.__xss=1)">styled</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<input autofocus onfocus="window.__xss=1">',
];
const HTML = `<p>Rules survive</p>${VECTORS.join('')}`;

/** Fails the test on any dialog (alert/confirm) a vector could open. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, container: string, dialogs: string[]) {
  // Give timers, animations and late loads a moment to fire.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const left = await page.locator(container).evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [
      ...(/^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|META|BASE|FORM|IMG|INPUT)$/i.test(el.tagName)
        ? [el.tagName]
        : []),
      ...[...el.attributes]
        .filter((a) => /^on/i.test(a.name) || a.name === 'style')
        .map((a) => `${el.tagName}[${a.name}]`),
      ...['href', 'src']
        .map((name) => el.getAttribute(name))
        // What the link policy lets through: https addresses and paths of this site.
        .filter((v): v is string => v !== null && !/^(?:https:\/\/|\/(?![/\\]))/i.test(v)),
    ]),
  );
  expect(left).toEqual([]);
}

test('activity rules full of XSS vectors run no script when the app asks for them', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await page.route(/\/v1\/activity\/(noLoginDetail|detail|nonProductized\/detail)\?/, (route) =>
    answerWith(route, (data) => {
      data.rules = HTML;
    }),
  );
  // Opened from the centre, the page has no first view: the app asks for the detail.
  // Hydrated first: before, the link is a plain one, and the server draws the page it opens.
  await new CentrePage(page).open('/');
  await page.locator('a[href="/activity/14"]').first().click();
  await expect(page.locator('.rules-text')).toContainText('Rules survive');
  await expectNothingRan(page, '.rules-text', dialogs);
  await page.locator('.rules-text').getByText('click me').click();
  await expectNothingRan(page, '.rules-text', dialogs);
});

test('activity rules full of XSS vectors run no script when the page brings them', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const pages = await firstViewWith(page, '/activity/14', (view) => {
    if (view.route === 'activity') view.detail.rules = HTML;
  });
  // A document rewritten on its way loses its loopback address space, and Chromium then blocks
  // its calls to the API hosts on loopback: they go through the test (to the same ports).
  await page.route(/\.localhost:\d+\/(v1|api)\//, async (route) => {
    await route.fulfill({ response: await fetchOnLoopback(route) });
  });
  let asked = false;
  page.on('request', (request) => {
    if (/\/v1\/activity\/(noLoginDetail|detail)\b/.test(request.url())) asked = true;
  });
  await page.goto('/activity/14');
  await expect(page.locator('.rules-text')).toContainText('Rules survive');
  expect(pages.join(''), 'the page came with its first view').toContain('Rules survive');
  expect(asked, 'the detail came with the page').toBe(false);
  await expectNothingRan(page, '.rules-text', dialogs);
  await page.locator('.rules-text').getByText('click me').click();
  await expectNothingRan(page, '.rules-text', dialogs);
});

test('push message content full of XSS vectors runs no script', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.route(/\/v1\/if\/push\/(pushList|detail)(\?|$)/, (route) =>
    answerWith(route, (data) => {
      const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [data];
      for (const item of items) item.content = HTML;
    }),
  );
  await page.goto(`/login?redirect=${encodeURIComponent('/inbox')}`);
  await new SessionFlow(page).loginAs('trader@demo.test');
  await expect(page).toHaveURL(/\/inbox$/);
  await page.locator('.message-item').first().click();
  await expect(page.locator('.message-content')).toContainText('Rules survive');
  await expectNothingRan(page, '.message-content', dialogs);
});

test('the built sanitiser, without the CSP behind it, leaves no vector that runs', async ({
  page,
}) => {
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/ui/sanitise.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'Sanitiser',
    write: false,
    logLevel: 'silent',
  });
  const dialogs = watchDialogs(page);
  await page.setContent('<!doctype html><title>sanitiser</title><div id="out"></div>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.evaluate((vectors) => {
    const { sanitiseHtml } = (
      window as unknown as {
        Sanitiser: { sanitiseHtml: (html: string) => string };
      }
    ).Sanitiser;
    const out = document.getElementById('out')!;
    out.innerHTML = vectors.map((vector) => sanitiseHtml(vector)).join('');
  }, VECTORS);
  await expectNothingRan(page, '#out', dialogs);
  // The canary really is live on this page: an unsanitised vector would set it.
  await page.evaluate(() => {
    document.getElementById('out')!.innerHTML = '<img src=x onerror="window.__xss=1">';
  });
  await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1);
});
