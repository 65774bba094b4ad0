// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import en from '../../../../locales/en.json';
import { dialogMachine } from '../../../../machines/dialog.machine.ts';
import { createContentLanguage } from '../../../../src/app/effects/content-language.ts';
import { provideDialog } from '../../../../src/app/effects/dialog.ts';
import { createReplies, dialogFeedback } from '../../../../src/app/effects/feedback.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import {
  provideTranslationTip,
  TIP_POSITION_KEY,
} from '../../../../src/app/effects/translation-tip.ts';
import { DialogHost } from '../../../../src/app/shell/DialogHost.tsx';
import { TIP_SIZE, TranslationTip } from '../../../../src/app/shell/TranslationTip.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const t = createTranslator('en', en, en);
const withI18n = (ui: React.ReactNode) => (
  <I18nProvider value={{ locale: 'en', dir: 'ltr', t }}>{ui}</I18nProvider>
);

/**
 * How long the dialog's code may take to come (ms): it loads with the first dialog (issue 17),
 * a dynamic import that Vite transforms on first use, over a second on a loaded machine.
 */
const FIRST_LOAD = { timeout: 10_000 };

describe('DialogHost', () => {
  // The dialog's code loads with the first dialog (issue 17), so it is there a moment later.
  it('given a success dialog, when 5 s pass, then it counts 5 … 1 and closes', async () => {
    const clock = new SimulatedClock();
    const services = { now: () => 0 } as unknown as AppServices;
    const replies = createReplies();
    const dialog = createActor(provideDialog(services, replies), { clock }).start();
    const { container } = render(withI18n(<DialogHost dialog={dialog} />));
    act(() => dialogFeedback(dialog, replies, services).openDialog({ kind: 'success' }));
    expect(await screen.findByRole('dialog', { name: 'Done' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(en.dialog.applySuccess)).toBeTruthy();
    for (const left of [5, 4, 3, 2, 1]) {
      expect(screen.getByText(`Closes in ${left} s`)).toBeTruthy();
      act(() => clock.increment(1000));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.dialog-host')?.getAttribute('data-state')).toBe('closed');
  });

  it('given an error, then it is an alert dialog of the small size', async () => {
    const dialog = createActor(dialogMachine).start();
    render(withI18n(<DialogHost dialog={dialog} />));
    act(() =>
      dialog.send({
        type: 'dialog.open',
        kind: 'error',
        requestId: 'e',
        titleKey: 'native.appOutdated',
        messageKey: 'native.pathNotMapped',
      }),
    );
    const alert = await screen.findByRole(
      'alertdialog',
      { name: en.native.appOutdated },
      FIRST_LOAD,
    );
    expect(alert.className).toContain('modal-small');
  });
});

describe('TranslationTip', () => {
  const viewport = { width: 1000, height: 800 };
  const noWatcher = fromCallback(() => () => {});
  const renderTip = (locale: string) => {
    const content = createContentLanguage(locale);
    const logic = provideTranslationTip(content);
    const utils = render(
      withI18n(
        <TranslationTip
          logic={logic}
          input={(_, size) => ({ locale, viewport, size })}
          viewportWatcher={noWatcher as never}
        />,
      ),
    );
    return { content, ...utils };
  };

  it('given tr-TR, when Show original is pressed, then the page text turns English, and back', () => {
    const { content } = renderTip('tr-TR');
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(content.get()).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(content.get()).toBe('tr-TR');
  });

  it('given tr-TR, when the arrow keys nudge it, then it moves and its place is kept', () => {
    localStorage.removeItem(TIP_POSITION_KEY);
    renderTip('tr-TR');
    const region = screen.getByRole('region', { name: 'Translation' });
    const handle = screen.getByRole('button', { name: 'Move the translation box' });
    const x0 = viewport.width - TIP_SIZE.width - 16;
    expect(region.style.left).toBe(`${x0}px`);
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(region.style.left).toBe(`${x0 - 60}px`);
    expect(JSON.parse(localStorage.getItem(TIP_POSITION_KEY) ?? '{}').x).toBe(x0 - 60);
  });

  it('given another locale, then nothing is drawn', () => {
    const { container } = renderTip('en');
    expect(container.innerHTML).toBe('');
  });
});
