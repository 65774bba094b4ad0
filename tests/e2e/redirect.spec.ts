import { expect, test } from './fixtures.ts';
import { SessionFlow } from './models/session.model.ts';

/*
 * Issue #8: a redirect named in the address never leads off the site. A hostile
 * `?redirect=https://evil.test` (and its disguises) after login, or on the download page's
 * "Continue in the browser", lands on the activity centre of this origin instead.
 */

const HOSTILE = [
  'https://evil.test',
  '//evil.test/x',
  '/\\evil.test/x',
  'javascript:alert(1)',
  // Issue 14: forms that became `//evil.test/x` once their dot segments were removed.
  '/.//evil.test/x',
  '/%2f%2fevil.test/x',
];

for (const target of HOSTILE) {
  test(`after login, ?redirect=${target} stays on the site`, async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.test')) foreign.push(r.url());
    });
    const session = new SessionFlow(page);
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await session.loginAs('trader@demo.test');
    await expect(page).toHaveURL(`${baseURL}/`);
    await session.seeSignedIn('Ada');
    expect(foreign).toEqual([]);
  });
}

test('the download page continues only into the site, whatever ?redirect says', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/download?redirect=${encodeURIComponent('https://evil.test/x')}`);
  const cont = page.getByRole('link', { name: 'Continue in the browser' });
  await expect(cont).toHaveAttribute('href', /^\/(en\/)?$/);
  await cont.click();
  await expect(page).toHaveURL(`${baseURL}/`);
});
