// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import { providePageMeta } from '../../../../src/app/effects/meta.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import { AppRouter } from '../../../../src/app/router.tsx';
import { PageMetaSync } from '../../../../src/app/shell/PageMetaSync.tsx';
import type { PageMeta } from '../../../../src/domain/page-meta.ts';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

/** A German page at `path`, whose getMetaData answers with `answer`. */
async function showGermanPage(path: string, answer: (route: string) => Promise<PageMeta>) {
  window.history.replaceState(null, '', `/de${path}`);
  document.title = 'Served title';
  const services = {
    client: (_: string, input: { route: string }) => answer(input.route),
  } as unknown as AppServices;
  const pageMeta = createActor(providePageMeta(services, document), {
    input: { locale: 'de' },
  }).start();
  render(
    <I18nProvider value={{ locale: 'de', dir: 'ltr', t: createTranslator('de', de, en) }}>
      <AppRouter base="/de">
        <PageMetaSync pageMeta={pageMeta} />
      </AppRouter>
    </I18nProvider>,
  );
  // The load runs in a task of its own (meta.ts); the title is written when it settles.
  await waitFor(pageMeta, (s) => s.hasTag('applied') || s.hasTag('failed'));
  return pageMeta;
}

const meta = (route: string, locale: string, title: string): PageMeta => ({
  route,
  locale,
  title,
  description: `About ${route}`,
  keywords: [],
});

describe('PageMetaSync', () => {
  it('given getMetaData answers a German page in English, then the title is the page’s own, in German', async () => {
    await showGermanPage('/rewards', async (route) => meta(route, 'en', 'My Rewards | Sandbox'));
    expect(document.title).toBe(`${de.rewards.title} | ${de.app.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About /rewards',
    );
  });

  it('given getMetaData answers in German, then its title is used', async () => {
    await showGermanPage('/rewards', async (route) => meta(route, 'de', 'Prämien | Sandbox'));
    expect(document.title).toBe('Prämien | Sandbox');
  });

  it('given an activity answered in English, then its title stays: only getMetaData knows it', async () => {
    await showGermanPage('/activity/7', async (route) => meta(route, 'en', 'Spring Cup | Sandbox'));
    expect(document.title).toBe('Spring Cup | Sandbox');
  });

  it('given getMetaData fails, then the centre still gets its German title', async () => {
    const pageMeta = await showGermanPage('/', () => Promise.reject(new Error('down')));
    expect(pageMeta.getSnapshot().hasTag('failed')).toBe(true);
    expect(document.title).toBe(`${de.centre.title} | ${de.app.name}`);
  });
});
