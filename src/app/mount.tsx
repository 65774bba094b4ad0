import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { Locale } from '../domain/locale.ts';
import type { Translate } from '../i18n/translator.ts';
import { HydrationPhase } from '../ui/hydrated.ts';
import { App } from './App.tsx';
import type { Composition } from './composition.ts';
import { replayFirstTap, takeFirstTap } from './first-tap.ts';
import { PENDING_TAP_ATTRIBUTE } from './first-view/start-after-paint.ts';

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
  /**
   * Whether #root holds the server's rendering of this very page (first-view/render-page.tsx),
   * made from the answers the app starts from: React then hydrates it instead of drawing again.
   */
  hydrate: boolean;
  /** Told of what React recovered from, a hydration mismatch first of all (monitoring). */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * Draws the app into #root: hydrates the server's first view, or replaces the page's boot
 * shell; and draws again in the original English and back when the translation tip asks.
 */
export function mountApp(options: MountOptions): void {
  const { composition, session, locale, dir, translators, base } = options;
  const container = document.getElementById('root')!;
  let root: Root | undefined;
  // A tap on the first view before the app was live (the page's inline script kept it): clicked
  // again once React has hydrated the page; a page drawn afresh has replaced it.
  let firstTap: Element | null = null;
  const hydrated = () => replayFirstTap(firstTap);

  /** The app with the text in `language`: the page's locale, or the original English. */
  const appIn = (language: string) => {
    const original = language !== locale;
    document.documentElement.lang = original ? 'en' : locale;
    const i18n = {
      locale,
      dir,
      t: original ? translators.original : translators.page,
      pageT: translators.page,
    };
    return (
      <StrictMode>
        <HydrationPhase serverHtml={options.hydrate} onHydrated={hydrated}>
          <App composition={composition} actors={{ session }} i18n={i18n} base={base} />
        </HydrationPhase>
      </StrictMode>
    );
  };
  const render = (language: string) => {
    // A transition renders in slices: the host race's probe answers are handled between them
    // instead of waiting for the whole first render (SPEC §4, the race must not be slowed),
    // and no slice is long enough to hold up a tap.
    startTransition(() => {
      if (root) root.render(appIn(language));
      else if (options.hydrate) {
        // From here React sees the clicks (and replays those on parts not yet hydrated).
        firstTap = takeFirstTap(document);
        // The server drew the page in its own language: the first render must be the same.
        root = hydrateRoot(container, appIn(locale), {
          onRecoverableError: options.onRecoverableError,
        });
        if (language !== locale) root.render(appIn(language));
      } else {
        // The drawing replaces the page's buttons: a tap on one of them is dropped.
        takeFirstTap(document)?.removeAttribute(PENDING_TAP_ATTRIBUTE);
        root = createRoot(container);
        root.render(appIn(language));
      }
    });
  };
  composition.contentLanguage.subscribe(render);
  render(composition.contentLanguage.get());
}
