import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../domain/locale.ts';
import type { Translate } from './translator.ts';

export interface I18nValue {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate;
  /**
   * The page's own language, for what names it (the language button), also while `t` shows
   * the original English (the tr-TR translation tip). Absent: `t`.
   */
  pageT?: Translate;
}

const I18nContext = createContext<I18nValue>({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  t: (key) => key,
});

export function I18nProvider(props: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={props.value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
