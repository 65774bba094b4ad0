import { type AnyActorRef, fromCallback } from 'xstate';
import {
  type Point,
  type Size,
  type TranslationTipInput,
  translationTipMachine,
} from '../../../machines/translation-tip.machine.ts';
import { readStoredJson, writeStored } from '../../platform/storage.ts';
import type { ContentLanguage } from './content-language.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** Local storage key of the tip's position (SPEC §2: its place is kept). */
export const TIP_POSITION_KEY = 'translationTip:position';

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Point).x) &&
  Number.isFinite((value as Point).y);

/** The tip's input: the page's locale, the viewport, its size, and the position kept. */
export function translationTipInput(
  services: AppServices,
  viewport: Size,
  size: Size,
): TranslationTipInput {
  const stored = readStoredJson<unknown>('local', TIP_POSITION_KEY);
  return {
    locale: services.locale,
    viewport,
    size,
    position: isPoint(stored) ? { x: stored.x, y: stored.y } : undefined,
  };
}

/** The tip with its real effects: the content language, and its position in local storage. */
export function provideTranslationTip(content: ContentLanguage) {
  return provideOnce(translationTipMachine)({
    actions: {
      showContentIn: (_, params) => content.set(params.language),
      persistPosition: (_, position) =>
        writeStored('local', TIP_POSITION_KEY, JSON.stringify({ x: position.x, y: position.y })),
    },
  });
}

/**
 * The part of the window the tip may use: all of it, less the navigation bar at the bottom of a
 * phone's screen (shell/nav.css), which the tip must never cover. Without the bar (a wide
 * screen: not displayed, no size) the whole window.
 */
export function tipViewport(): Size {
  const bar = document.querySelector('.bottom-nav')?.getBoundingClientRect();
  const height = bar && bar.height > 0 ? Math.min(bar.top, window.innerHeight) : window.innerHeight;
  return { width: window.innerWidth, height };
}

/** Tells the tip of every window resize for as long as it runs, so it stays inside the viewport. */
export const watchViewport = fromCallback<{ type: 'noop' }, { tip: AnyActorRef }>(({ input }) => {
  const resize = () => input.tip.send({ type: 'tip.viewport', ...tipViewport() });
  window.addEventListener('resize', resize);
  return () => window.removeEventListener('resize', resize);
});
