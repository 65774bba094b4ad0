// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { formatLocalDateTime, formatUtcDateTime } from '../../../src/i18n/format.ts';
import { I18nProvider } from '../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../src/i18n/translator.ts';
import { HydrationEnd, HydrationPhase, ServerHtml } from '../../../src/ui/hydrated.ts';
import { LocalTime } from '../../../src/ui/LocalTime.tsx';

let root: Root | undefined;
afterEach(() => {
  cleanup();
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

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

  it('given the server’s page in UTC, turns local once hydrated by redrawing its text alone', async () => {
    // Every drawing of the element asks for its title: counted, they show what was redrawn.
    const t = vi.fn(createTranslator('en', en, en));
    const app = (
      <I18nProvider value={{ ...i18n, t }}>
        <LocalTime at={AT} />
        <LocalTime at={AT} stacked />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerHtml>{app}</ServerHtml>);
    document.body.append(container);
    const [plain, stacked] = [...container.querySelectorAll('time')];
    expect(plain?.textContent).toBe(formatUtcDateTime(AT));
    t.mockClear();

    root = hydrateRoot(
      container,
      <HydrationPhase serverHtml>
        {app}
        <HydrationEnd />
      </HydrationPhase>,
    );

    const local = formatLocalDateTime(AT);
    await vi.waitFor(() => expect(plain?.textContent).toBe(local));
    expect(stacked?.textContent).toBe(local.split(' ').slice(0, 2).join(' '));
    // Hydrated in place, each element drawn once (hydration): the change redrew no element.
    expect([...container.querySelectorAll('time')]).toEqual([plain, stacked]);
    expect(t.mock.calls.filter(([key]) => key === 'format.utcTitle')).toHaveLength(2);
  });
});
