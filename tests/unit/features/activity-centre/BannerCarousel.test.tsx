// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import type { Banner } from '../../../../src/domain/activity.ts';
import { BannerCarousel } from '../../../../src/features/activity-centre/BannerCarousel.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';
import { NavigationProvider } from '../../../../src/ui/navigation.tsx';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };

const banner = (link: string): Banner => ({
  id: 1,
  title: 'Spring trading cup',
  imageUrl: '/images/banner-1.png',
  link,
  sort: 1,
});

function renderBanner(link: string) {
  const navigate = vi.fn();
  render(
    <I18nProvider value={i18n}>
      <NavigationProvider value={{ href: (p) => `/en${p}`, navigate }}>
        <main>
          <BannerCarousel banners={[banner(link)]} />
        </main>
      </NavigationProvider>
    </I18nProvider>,
  );
  return { navigate, image: screen.getByRole('img', { name: 'Spring trading cup' }) };
}

// Issue 14: banner links went anywhere while rules and messages were filtered.
describe('BannerCarousel links (the one link policy)', () => {
  it('given a banner to a product path, when it is clicked, then the app moves there in place', () => {
    const { navigate, image } = renderBanner('/activity/./2/../3?from=banner');
    const link = screen.getByRole('link', { name: 'Spring trading cup' });
    expect(link.getAttribute('href')).toBe('/en/activity/3?from=banner');
    fireEvent.click(image);
    expect(navigate).toHaveBeenCalledWith('/activity/3?from=banner');
  });

  it('given a banner to the main domain over https, then it is an ordinary link there', () => {
    renderBanner('https://www.sandbox-exchange.com/promo');
    const link = screen.getByRole('link', { name: 'Spring trading cup' });
    expect(link.getAttribute('href')).toBe('https://www.sandbox-exchange.com/promo');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'https://evil.test/phish',
    '//evil.test/x',
    '/.//evil.test/x',
    '/%2F%2Fevil.test/x',
    '/\\evil.test/x',
    'http://www.sandbox-exchange.com/promo',
    'https://www.sandbox-exchange.com@evil.test/',
    'https://sandbox-exchange.com.evil.test/',
    'https://xn--sandbox-exchnge-zlk.com/',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('given a banner to %s, then the image is shown but is no link', async (link) => {
    const { navigate, image } = renderBanner(link);
    expect(screen.queryByRole('link')).toBeNull();
    expect(image.closest('a')).toBeNull();
    fireEvent.click(image);
    expect(navigate).not.toHaveBeenCalled();
    const result = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
