import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import enTR from '../../../../locales/en-TR.json';
import es from '../../../../locales/es.json';
import esES from '../../../../locales/es-ES.json';
import faIR from '../../../../locales/fa-IR.json';
import fr from '../../../../locales/fr.json';
import it_ from '../../../../locales/it.json';
import ja from '../../../../locales/ja.json';
import ko from '../../../../locales/ko.json';
import pl from '../../../../locales/pl.json';
import pt from '../../../../locales/pt.json';
import ru from '../../../../locales/ru.json';
import trCT from '../../../../locales/tr-CT.json';
import trTR from '../../../../locales/tr-TR.json';
import uk from '../../../../locales/uk.json';
import vi from '../../../../locales/vi.json';
import zhCN from '../../../../locales/zh-CN.json';
import zhTW from '../../../../locales/zh-TW.json';
import { LOCALES, type Locale } from '../../../../src/domain/locale.ts';
import { taskProgressText } from '../../../../src/features/activity-detail/task-progress-text.ts';
import type { Messages } from '../../../../src/i18n/messages.ts';
import { createQuantityFormat } from '../../../../src/i18n/quantity.ts';
import { createTranslator } from '../../../../src/i18n/translator.ts';

const FILES: Record<Locale, Messages> = {
  ar,
  de,
  en,
  'en-TR': enTR,
  es,
  'es-ES': esES,
  'fa-IR': faIR,
  fr,
  it: it_,
  ja,
  ko,
  pl,
  pt,
  ru,
  'tr-CT': trCT,
  'tr-TR': trTR,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

const textIn = (locale: Locale) => {
  const t = createTranslator(locale, FILES[locale], en);
  const format = createQuantityFormat(t, locale);
  return {
    format,
    progress: (progress: string, target: string, unit: string) =>
      taskProgressText(t, format, { progress, target, unit }),
  };
};

describe('a task’s progress in words', () => {
  it('says the target reached, never "2 of 1 trade", once the count done meets it', () => {
    const { progress } = textIn('en');
    expect(progress('0', '1', 'trades')).toBe('0 of 1 trade');
    expect(progress('1', '1', 'trades')).toBe('1 trade: target of 1 reached');
    expect(progress('2', '1', 'trades')).toBe('2 trades: target of 1 reached');
    expect(progress('1', '3', 'orders')).toBe('1 of 3 orders');
    expect(progress('3', '3', 'orders')).toBe('3 orders: target of 3 reached');
    expect(progress('0', '5', 'friends')).toBe('0 of 5 friends');
    expect(progress('1', '1', 'step')).toBe('1 step: target of 1 reached');
    expect(progress('4200', '1000', 'USDT')).toMatch(
      /^4,200(\.0+)? USDT: target of 1,000(\.0+)? reached$/,
    );
  });

  it('agrees each unit with the number it follows, by the locale’s plural rules', () => {
    const ru_ = textIn('ru').progress;
    expect(ru_('0', '1', 'trades')).toBe('Выполнено 0, цель — 1 сделка');
    expect(ru_('1', '3', 'orders')).toBe('Выполнено 1, цель — 3 ордера');
    expect(ru_('2', '1', 'trades')).toBe('2 сделки: цель (1) достигнута');
    expect(ru_('5', '1', 'trades')).toBe('5 сделок: цель (1) достигнута');
    expect(ru_('21', '5', 'friends')).toBe('21 друг: цель (5) достигнута');
    const pl_ = textIn('pl').progress;
    expect(pl_('1', '5', 'orders')).toBe('Wykonano 1, cel: 5 zleceń');
    expect(pl_('3', '1', 'orders')).toBe('3 zlecenia: cel (1) osiągnięty');
    const de_ = textIn('de').progress;
    expect(de_('1', '3', 'orders')).toBe('1 erledigt, Ziel: 3 Aufträge');
    expect(de_('2', '1', 'trades')).toBe('2 Trades: Ziel von 1 erreicht');
    expect(textIn('fr').progress('0', '1', 'trades')).toBe('0 sur 1 transaction');
    expect(textIn('fr').progress('2', '1', 'trades')).toBe(
      '2 transactions : objectif de 1 atteint',
    );
  });

  it.each(LOCALES)(
    'in %s, names both numbers and the unit form of the one it follows',
    (locale) => {
      const { format, progress } = textIn(locale);
      for (const unit of ['step', 'code', 'trades', 'orders', 'shares', 'follows', 'friends']) {
        for (const [done, target] of [
          [0, 1],
          [0, 3],
          [2, 5],
          [1, 1],
          [2, 1],
          [5, 3],
          [22, 21],
        ] as const) {
          const text = progress(String(done), String(target), unit);
          expect(text).toContain(String(done));
          expect(text).toContain(String(target));
          // Short of the target the unit follows the target; from there on, the count done.
          const agreesWith = done >= target ? done : target;
          const others = [done, target].filter((n) => n !== agreesWith);
          const word = format.unit(unit, agreesWith);
          expect(text, `${locale} ${unit} ${done}/${target}`).toContain(word);
          expect(text).not.toMatch(/\{\{|\}\}/);
          if (done >= target) {
            // The count done comes with its own word: no "2 … trade" read from a target of 1.
            expect(text.indexOf(String(done))).toBeLessThan(text.indexOf(word));
            for (const n of others) expect(text).not.toContain(`${n} ${format.unit(unit, n)}`);
          }
        }
      }
    },
  );
});
