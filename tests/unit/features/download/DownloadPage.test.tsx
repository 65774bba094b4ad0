// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { DownloadPage } from '../../../../src/features/download/DownloadPage.tsx';
import { qrPath } from '../../../../src/features/download/QrCode.tsx';
import { continuePath, STORE_LINKS } from '../../../../src/features/download/store-links.ts';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';
import { NavigationProvider } from '../../../../src/ui/navigation.tsx';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };

function renderPage(continueTo = '/') {
  return render(
    <I18nProvider value={i18n}>
      <NavigationProvider value={{ href: (p) => `/en${p}`, navigate: () => {} }}>
        <main>
          <DownloadPage continueTo={continueTo} />
        </main>
      </NavigationProvider>
    </I18nProvider>,
  );
}

describe('DownloadPage', () => {
  it('offers both stores on the exchange’s https domain and a way back to the browser', async () => {
    renderPage('/activity/2');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get the Sandbox Exchange app' }),
    ).toBeTruthy();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    const play = screen.getByRole('link', { name: 'Get it on Google Play' });
    expect(appStore.getAttribute('href')).toBe(STORE_LINKS.appStore);
    expect(play.getAttribute('href')).toBe(STORE_LINKS.googlePlay);
    for (const url of Object.values(STORE_LINKS)) {
      expect(new URL(url).protocol).toBe('https:');
      expect(new URL(url).hostname).toMatch(/(^|\.)sandbox-exchange\.com$/);
    }
    expect(screen.getByRole('link', { name: 'Continue in the browser' }).getAttribute('href')).toBe(
      '/en/activity/2',
    );
    expect(screen.getByRole('img', { name: 'QR code to download the app' })).toBeTruthy();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('continuePath', () => {
  it.each([
    ['/activity/2?x=1', '/activity/2?x=1'],
    ['/rewards', '/rewards'],
    [null, '/'],
    ['', '/'],
    ['https://evil.test/', '/'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['/.//evil.test/x', '/'],
    ['/%2f%2fevil.test/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/download', '/'],
    ['/download?redirect=/x', '/'],
  ])('goes back to %s as %s, never off the site nor to itself', (raw, expected) => {
    expect(continuePath(raw)).toBe(expected);
  });
});

describe('the QR code', () => {
  it('draws a version-3 code with its quiet zone, as squares of one module', () => {
    const { size, d } = qrPath('https://www.sandbox-exchange.com/download');
    expect(size).toBe(29 + 8);
    expect(d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // The top-left finder pattern starts right after the quiet zone.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
