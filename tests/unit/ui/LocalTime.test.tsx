// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { I18nProvider } from '../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../src/i18n/translator.ts';
import { LocalTime } from '../../../src/ui/LocalTime.tsx';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };
const AT = Date.UTC(2026, 0, 2, 3, 4);

describe('one LocalTime for every view', () => {
  it('given a moment, shows it in the user zone with its UTC time as the title, reachable by keyboard', () => {
    render(
      <I18nProvider value={i18n}>
        <LocalTime at={AT} />
      </I18nProvider>,
    );
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-01-02T03:04:00.000Z');
    expect(time?.getAttribute('title')).toBe('UTC: 2026-01-02 03:04 UTC');
    expect(time?.getAttribute('tabindex')).toBe('0');
  });

  it('inside a link, takes no focus of its own; stacked, puts the date above the time', () => {
    render(
      <I18nProvider value={i18n}>
        <LocalTime at={AT} focusable={false} stacked className="muted" />
      </I18nProvider>,
    );
    const time = document.querySelector('time');
    expect(time?.hasAttribute('tabindex')).toBe(false);
    expect(time?.className).toBe('local-time muted');
    expect(screen.getByText(/^2026-01-0\d$/).className).toBe('stack-part');
  });
});
