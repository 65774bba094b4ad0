import { readFileSync } from 'node:fs';
import { LOCALES } from '../../src/domain/locale.ts';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';

const title = (locale: string): string =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')).centre
    .title;

for (const locale of LOCALES) {
  test(`the centre opens in ${locale}, in its own words and direction`, async ({
    page,
    errors,
  }) => {
    const centre = new CentrePage(page);
    await centre.open(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      locale === 'ar' || locale === 'fa-IR' ? 'rtl' : 'ltr',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(locale));
    expect(await centre.cards.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('?locale= selects the language too, and an unknown one falls back to English', async ({
  page,
}) => {
  const centre = new CentrePage(page);
  await centre.open('/?locale=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('de'));
  await centre.open('/?locale=xx-YY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('en'));
});
