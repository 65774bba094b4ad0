import dayjs from 'dayjs';

/** dayjs locale files, loaded on demand: only the user's language reaches the browser. */
const LOADERS: Record<string, () => Promise<unknown>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn.js'),
  'zh-tw': () => import('dayjs/locale/zh-tw.js'),
  ko: () => import('dayjs/locale/ko.js'),
  vi: () => import('dayjs/locale/vi.js'),
  fa: () => import('dayjs/locale/fa.js'),
  tr: () => import('dayjs/locale/tr.js'),
  ar: () => import('dayjs/locale/ar.js'),
  ru: () => import('dayjs/locale/ru.js'),
  uk: () => import('dayjs/locale/uk.js'),
  de: () => import('dayjs/locale/de.js'),
  es: () => import('dayjs/locale/es.js'),
  fr: () => import('dayjs/locale/fr.js'),
  pl: () => import('dayjs/locale/pl.js'),
  'pt-br': () => import('dayjs/locale/pt-br.js'),
  it: () => import('dayjs/locale/it.js'),
  ja: () => import('dayjs/locale/ja.js'),
};

/** Switches dayjs to a language's date locale (SPEC §3 dayjsLanguage); English needs no file. */
export async function loadDateLocale(name: string): Promise<void> {
  const load = LOADERS[name];
  if (load) await load();
  dayjs.locale(load ? name : 'en');
}
