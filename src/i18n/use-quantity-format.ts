import { useMemo } from 'react';
import { useI18n } from './I18nContext.tsx';
import { createQuantityFormat, type QuantityFormat } from './quantity.ts';

/** The views' number and unit formatter for the current locale (see createQuantityFormat). */
export function useQuantityFormat(): QuantityFormat {
  const { t, locale } = useI18n();
  return useMemo(() => createQuantityFormat(t, locale), [t, locale]);
}
