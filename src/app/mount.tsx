import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { Locale } from '../domain/locale.ts';
import type { Translate } from '../i18n/translator.ts';
import { App } from './App.tsx';
import type { Composition } from './composition.ts';

/** What the app is drawn with: its actors and services, the page's language both ways. */
export interface MountOptions {
  composition: Composition;
  session: ActorRefFrom<typeof sessionMachine>;
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The page's text, and the original English the translation tip (tr-TR) can show. */
  translators: { page: Translate; original: Translate };
  /** The router's base: the locale prefix of the address, if any. */
  base: string;
}

/**
 * Draws the app into #root, replacing the page's boot shell (and first view), and again in the
 * original English and back when the translation tip asks.
 */
export function mountApp(options: MountOptions): void {
  const { composition, session, locale, dir, translators, base } = options;
  const root = createRoot(document.getElementById('root')!);

  /** Renders the app with the text in `language`: the page's locale, or the original English. */
  const render = (language: string) => {
    const original = language !== locale;
    document.documentElement.lang = original ? 'en' : locale;
    const i18n = { locale, dir, t: original ? translators.original : translators.page };
    // A transition renders in slices: the host race's probe answers are handled between them
    // instead of waiting for the whole first render (SPEC §4, the race must not be slowed),
    // and no slice is long enough to hold up a tap.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App composition={composition} actors={{ session }} i18n={i18n} base={base} />
        </StrictMode>,
      ),
    );
  };
  composition.contentLanguage.subscribe(render);
  render(composition.contentLanguage.get());
}
