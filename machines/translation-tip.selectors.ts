import type { SnapshotFrom } from 'xstate';
import type { translationTipMachine } from './translation-tip.machine.ts';

type TranslationTipSnapshot = SnapshotFrom<typeof translationTipMachine>;

/** Whether the tip is shown (tr-TR only). */
export const selectIsTipShown = (s: TranslationTipSnapshot) => s.matches('active');
/** translated or original while shown; hidden otherwise. For `data-state`. */
export const selectTipLanguageState = (s: TranslationTipSnapshot): string => {
  if (s.matches({ active: { language: 'original' } })) return 'original';
  if (s.matches({ active: { language: 'translated' } })) return 'translated';
  return 'hidden';
};
/** The action the tip offers: Translate while the original shows, else Show original. */
export const selectTipAction = (
  s: TranslationTipSnapshot,
): 'translate' | 'showOriginal' | undefined =>
  s.matches({ active: { language: 'original' } })
    ? 'translate'
    : s.matches({ active: { language: 'translated' } })
      ? 'showOriginal'
      : undefined;
/** Whether the tip follows the pointer now. */
export const selectIsTipDragging = (s: TranslationTipSnapshot) =>
  s.matches({ active: { drag: 'dragging' } });
/** The tip's top-left corner, inside the viewport. */
export const selectTipPosition = (s: TranslationTipSnapshot) => s.context.position;
