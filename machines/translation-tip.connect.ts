import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Point, translationTipMachine } from './translation-tip.machine.ts';

type TranslationTipSnapshot = SnapshotFrom<typeof translationTipMachine>;
type TranslationTipSend = ActorRefFrom<typeof translationTipMachine>['send'];

/** Everything the tr-TR translation tip shows and does, from one snapshot. */
export interface TranslationTipApi {
  dataState: 'translated' | 'original' | 'hidden';
  isShown: boolean;
  isDragging: boolean;
  /** The one button the tip offers: Translate while the original shows, else Show original. */
  action: 'translate' | 'showOriginal' | undefined;
  /** The tip's top-left corner, inside the viewport. */
  position: Point;
  canTranslate: boolean;
  canShowOriginal: boolean;
  translate(): void;
  showOriginal(): void;
  dragStart(x: number, y: number): void;
  dragMove(x: number, y: number): void;
  dragEnd(): void;
  nudge(dx: number, dy: number): void;
}

/** The translation tip's API (see useConnect in src/ui/actor.tsx). */
export function connectTranslationTip(
  s: TranslationTipSnapshot,
  send: TranslationTipSend,
): TranslationTipApi {
  const dataState = s.hasTag('original')
    ? 'original'
    : s.hasTag('translated')
      ? 'translated'
      : 'hidden';
  return {
    dataState,
    isShown: s.hasTag('shown'),
    isDragging: s.hasTag('dragging'),
    action:
      dataState === 'original'
        ? 'translate'
        : dataState === 'translated'
          ? 'showOriginal'
          : undefined,
    position: s.context.position,
    canTranslate: s.can({ type: 'tip.translate' }),
    canShowOriginal: s.can({ type: 'tip.showOriginal' }),
    translate: () => send({ type: 'tip.translate' }),
    showOriginal: () => send({ type: 'tip.showOriginal' }),
    dragStart: (x, y) => send({ type: 'tip.dragStart', x, y }),
    dragMove: (x, y) => send({ type: 'tip.dragMove', x, y }),
    dragEnd: () => send({ type: 'tip.dragEnd' }),
    nudge: (dx, dy) => send({ type: 'tip.nudge', dx, dy }),
  };
}
