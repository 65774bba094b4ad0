import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { answerWith, firstViewWith } from './models/rewrite.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';

/*
 * Issue 14, the one link policy: a banner's link to another site is no link at all, while a
 * link in an activity's rules to a path of this site works. The sandbox seeds only friendly
 * links, so the exchange's answers are rewritten on their way to the app, both ways they come:
 * inside the page (the first view) and from the API.
 */

/** Every request the page makes to a host other than the sandbox's own. */
function watchOffSite(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const onSite = url.origin === origin || url.hostname.endsWith('.localhost');
    if (!onSite && url.protocol !== 'data:') seen.push(request.url());
  });
  return seen;
}

const OFF_SITE_BANNER = 'https://evil.test/phish';

test('a banner linking off the site is shown, but clicking it goes nowhere', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const offSite = watchOffSite(page, origin);
  const hostile = (list: { link: string }[]) => {
    for (const [i, banner] of list.entries()) {
      banner.link = i === 0 ? OFF_SITE_BANNER : '/.//evil.test/x';
    }
  };
  await firstViewWith(page, '/', (view) => {
    if (view.route === 'centre') hostile(view.mainBanner.mainBannerList);
  });
  await page.route(/\/v1\/mix\/index\/mainBanner(\?|$)/, (route) =>
    answerWith(route, (data) => hostile(data.mainBannerList as { link: string }[])),
  );
  const centre = new CentrePage(page);
  await centre.open('/');

  const carousel = page.getByRole('region', { name: 'Featured campaigns' });
  const image = carousel.getByRole('img').first();
  await expect(image).toBeVisible();
  await expect(carousel.getByRole('link')).toHaveCount(0);
  await image.click();
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(carousel.getByRole('link')).toHaveCount(0);
  await carousel.getByRole('img').first().click();

  await centre.seeReady();
  expect(new URL(page.url()).origin).toBe(origin);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(offSite).toEqual([]);
});

test('a link in the rules to a path of this site opens it; one to another site is text', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const rules =
    '<p>Rules survive. See <a href="./rewards">your rewards</a>, ' +
    '<a href="/.//evil.test/x">the twin</a> and <a href="https://evil.test/x">the partner</a>.</p>';
  // The page comes without its first view, so the rules come from the API's answer alone: a
  // document rewritten on its way (as firstViewWith does) loses its loopback address space, and
  // Chromium then blocks the page's calls to the API hosts on loopback.
  await new SandboxControl(page.request, baseURL!).setFirstView(false);
  await page.route(/\/v1\/activity\/(noLoginDetail|detail|nonProductized\/detail)\?/, (route) =>
    answerWith(route, (data) => {
      data.rules = rules;
    }),
  );
  await page.goto('/activity/14');
  const text = page.locator('.rules-text');
  await expect(text).toContainText('Rules survive');
  await expect(text.getByRole('link')).toHaveCount(1);
  await expect(text.getByText('the twin')).toBeVisible();
  await expect(text.getByText('the partner')).toBeVisible();

  await text.getByRole('link', { name: 'your rewards' }).click();
  await expect(page).toHaveURL(`${origin}/rewards`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
