import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import faIR from '../../../locales/fa-IR.json';
import type { Locale } from '../../../src/domain/locale.ts';
import { textDirection } from '../../../src/i18n/direction.ts';
import { I18nProvider } from '../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../src/i18n/translator.ts';
import { CountdownValue } from '../../../src/ui/CountdownValue.tsx';

const DAY = 86_400_000;
/** 1 day 23:57:40, as the tester saw it on /ar/activity/5. */
const LEFT = DAY + 23 * 3_600_000 + 57 * 60_000 + 40_000;

function markup(locale: Locale, messages: typeof en, remainingMs = LEFT): string {
  const i18n = { locale, dir: textDirection(locale), t: createTranslator(locale, messages, en) };
  return renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <CountdownValue remainingMs={remainingMs} />
    </I18nProvider>,
  );
}

/** The text of every element forced left to right, in order. */
function leftToRightRuns(html: string): string[] {
  return [...html.matchAll(/<(\w+)[^>]*\bdir="ltr"[^>]*>(.*?)<\/\1>/g)].map((m) =>
    (m[2] ?? '').replace(/<[^>]*>/g, ''),
  );
}

describe('a countdown reads naturally in either direction', () => {
  for (const [locale, messages, days] of [
    ['ar', ar, '1 يوم'],
    ['fa-IR', faIR, '1 روز'],
  ] as const) {
    it(`in ${locale}, the days follow the page's direction and only the clock is left to right`, () => {
      const html = markup(locale, messages);
      // Only the clock is isolated: the day count and its unit are never pulled apart by it.
      expect(leftToRightRuns(html)).toEqual(['23:57:40']);
      expect(html).toContain(`${days} <bdi`);
      expect(html.replace(/<[^>]*>/g, '')).toBe(`${days} 23:57:40`);
    });
  }

  it('in English, the text is unchanged: days then clock', () => {
    const html = markup('en', en);
    expect(html.replace(/<[^>]*>/g, '')).toBe('1d 23:57:40');
    expect(leftToRightRuns(html)).toEqual(['23:57:40']);
    expect(markup('en', en, 5_000).replace(/<[^>]*>/g, '')).toBe('00:00:05');
  });
});
