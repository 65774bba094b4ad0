// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { shareMachine, type WebShareOutcome } from '../../../../machines/share.machine.ts';
import { ShareCaptureError } from '../../../../src/domain/share-image.ts';
import type { PosterContentResult } from '../../../../src/features/share/poster-content.ts';
import { SharePoster } from '../../../../src/features/share/SharePoster.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };
const CONTENT: PosterContentResult = {
  ok: true,
  content: {
    link: 'http://127.0.0.1:8080/activity/8?inviteCode=ADA2024',
    qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    inviteCode: 'ADA2024',
    text: 'Trade any amount each day for a free spin.',
  },
};

function renderPoster(fakes: {
  load: () => Promise<PosterContentResult>;
  capture: (elementId: string) => Promise<string>;
  download?: (image: string) => void;
}) {
  const logic = shareMachine.provide({
    actors: {
      captureNode: fromPromise(({ input }) => fakes.capture(input.elementId)),
      webShare: fromPromise(async (): Promise<WebShareOutcome> => 'shared'),
    },
    actions: { downloadImage: (_, { image }) => fakes.download?.(image) },
  });
  return render(
    <I18nProvider value={i18n}>
      <SharePoster
        logic={logic}
        input={{ inApp: false, elementId: 'poster-1' }}
        contentLogic={fromPromise(() => fakes.load())}
        contentInput={{ activityId: 8 }}
        title="Daily lucky draw"
      />
    </I18nProvider>,
  );
}

const root = () => document.querySelector('section.share') as HTMLElement;
const body = () => document.querySelector('.share-body') as HTMLElement;

describe('SharePoster', () => {
  it('shows the poster with title, QR code and link, and downloads it in a browser', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const download = vi.fn();
    const capture = vi.fn(async (id: string) => {
      // The machine captures the element the poster was rendered into.
      expect(document.getElementById(id)?.textContent).toContain('Daily lucky draw');
      return 'data:image/png;base64,AAAA';
    });
    renderPoster({ load: async () => CONTENT, capture, download });
    await vi.waitFor(() => expect(body().dataset.state).toBe('ready'));
    expect(screen.getByRole('img', { name: /QR code of the link .*ADA2024/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: CONTENT.ok ? CONTENT.content.link : '' })).toBeTruthy();
    const result = await axe.run(root(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);

    await act(async () => screen.getByRole('button', { name: 'Save image' }).click());
    expect(root().dataset.state).toBe('waiting');
    expect(screen.getByRole('button', { name: 'Save image' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(250));
    await vi.waitFor(() => expect(download).toHaveBeenCalledWith('data:image/png;base64,AAAA'));
    expect(capture).toHaveBeenCalledWith('poster-1');
    expect(screen.getByText('Your image is ready.')).toBeTruthy();
    // SPEC §9: one share per 1500 ms.
    expect(screen.getByRole('button', { name: 'Share' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Share' })).toHaveProperty('disabled', false);
  });

  it('words a capture failure of SPEC §8 and captures again on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    renderPoster({
      load: async () => CONTENT,
      capture: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error(ShareCaptureError.Base64Failed);
        return 'data:image/png;base64,AAAA';
      },
    });
    await vi.waitFor(() => expect(body().dataset.state).toBe('ready'));
    await act(async () => screen.getByRole('button', { name: 'Save image' }).click());
    await act(async () => vi.advanceTimersByTime(250));
    await vi.waitFor(() => expect(root().dataset.state).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toMatch(
      /A picture in the poster couldn’t be loaded/,
    );
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await act(async () => vi.advanceTimersByTime(250));
    await vi.waitFor(() => expect(attempts).toBe(2));
  });

  it('tells why the link could not be loaded and loads it again on retry', async () => {
    let calls = 0;
    renderPoster({
      load: async () => {
        calls += 1;
        return calls === 1 ? { ok: false, failure: { kind: 'network' } } : CONTENT;
      },
      capture: async () => '',
    });
    await vi.waitFor(() => expect(body().dataset.state).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toMatch(/couldn’t load your invite link/);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await vi.waitFor(() => expect(body().dataset.state).toBe('ready'));
  });
});
