import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import en from '../../locales/en.json';
import { SYSTEM_IDS } from '../../machines/app.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import { languageOf } from '../domain/language.ts';
import { isLocale, resolveLocale } from '../domain/locale.ts';
import { loadDateLocale } from '../i18n/date-locale.ts';
import { textDirection } from '../i18n/I18nContext.tsx';
import { loadLocaleMessages } from '../i18n/load-locale.ts';
import { createTranslator } from '../i18n/translator.ts';
import { readEnvironment } from '../platform/environment.ts';
import { App } from './App.tsx';
import { createComposition } from './composition.ts';
import { splitLocalePath } from './routes.ts';
import './styles.css';
import '../ui/ui.css';

async function boot() {
  const env = readEnvironment(window.location.href, navigator.userAgent);
  const fromPath = splitLocalePath(window.location.pathname);
  const locale = fromPath.locale ?? resolveLocale(env.localeQuery);
  const [messages] = await Promise.all([
    locale === 'en' ? en : loadLocaleMessages(locale),
    loadDateLocale(languageOf(locale).dayjsLanguage),
  ]);
  const dir = textDirection(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;

  const inspect = env.inspect
    ? (await import('./inspection.ts')).createInspectionPublisher()
    : undefined;
  const composition = createComposition({
    env,
    inspect,
    locale,
    origin: window.location.origin,
    assignLocation: (url) => window.location.assign(url),
    currentPath: () => window.location.pathname + window.location.search,
  });
  const session = composition.app.system.get(SYSTEM_IDS.session) as ActorRefFrom<
    typeof sessionMachine
  >;
  // The native app (and the app simulator) deliver the login through this entry.
  window.ExchangeWeb = composition.webEntry;
  const translators = {
    page: createTranslator(locale, messages, en),
    original: createTranslator('en', en, en),
  };
  const base = fromPath.locale && isLocale(fromPath.locale) ? fromPath.base : '';
  const root = createRoot(document.getElementById('root')!);

  /** Renders the app with the text in `language`: the page's locale, or the original English. */
  const render = (language: string) => {
    const original = language !== locale;
    document.documentElement.lang = original ? 'en' : locale;
    const i18n = { locale, dir, t: original ? translators.original : translators.page };
    root.render(
      <StrictMode>
        <App composition={composition} actors={{ session }} i18n={i18n} base={base} />
      </StrictMode>,
    );
  };
  // The translation tip (tr-TR) shows the page in the original English and back.
  composition.contentLanguage.subscribe(render);
  render(composition.contentLanguage.get());
  // Sentry loads after the first paint; tracking starts with the first page view.
  composition.monitoring.start();
}

void boot();
