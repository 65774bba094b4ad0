import { assign, setup } from 'xstate';
import { hasTranslationTip, TRANSLATION_TIP_LOCALE } from '../src/domain/locale.ts';

/** A position in CSS pixels from the viewport's top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A width and height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** SPEC §2: the tip translates between these. */
export const TIP_ORIGINAL_LANGUAGE = 'en';
/** The locale the tip is for, and the language it translates to. */
export const TIP_TARGET_LANGUAGE = TRANSLATION_TIP_LOCALE;
/** Where the tip sits when no position was kept: this far from the bottom-right corner (ours). */
export const TIP_MARGIN = 16;

/** What the tip starts from. */
export interface TranslationTipInput {
  /** The page's locale; the tip exists only for tr-TR. */
  locale: string;
  viewport: Size;
  /** The tip's own size, so that it stays whole inside the viewport. */
  size: Size;
  /** The position kept from an earlier visit, if any. */
  position?: Point;
}

/** Where the tip is, inside which viewport. */
export interface TranslationTipContext {
  locale: string;
  viewport: Size;
  size: Size;
  /** The tip's top-left corner, always inside the viewport. */
  position: Point;
  /** While dragging: where the pointer went down and where the tip was then. */
  drag: { pointer: Point; origin: Point } | undefined;
}

/** The tip's buttons, pointer and keyboard moves, and window resizes. */
export type TranslationTipEvent =
  | { type: 'tip.translate' }
  | { type: 'tip.showOriginal' }
  | { type: 'tip.dragStart'; x: number; y: number }
  | { type: 'tip.dragMove'; x: number; y: number }
  | { type: 'tip.dragEnd' }
  /** Keyboard: arrow keys move the tip by a step. */
  | { type: 'tip.nudge'; dx: number; dy: number }
  /** The window was resized. */
  | { type: 'tip.viewport'; width: number; height: number };

const clampAxis = (value: number, room: number) => Math.min(Math.max(0, room), Math.max(0, value));

/** Keeps the whole tip inside the viewport (or at 0 when the viewport is smaller than the tip). */
const clampPoint = (point: Point, viewport: Size, size: Size): Point => ({
  x: clampAxis(point.x, viewport.width - size.width),
  y: clampAxis(point.y, viewport.height - size.height),
});

/**
 * The translation tip of SPEC §2, shown only for the tr-TR locale: the page in Turkish with
 * "Show original" (en), or the original with "Translate" (tr-TR). It can be dragged with a
 * pointer or moved with the keyboard, always kept inside the viewport, and where it is put
 * is persisted. Any other locale leaves the machine hidden and inert.
 */
export const translationTipMachine = setup({
  types: {
    input: {} as TranslationTipInput,
    context: {} as TranslationTipContext,
    events: {} as TranslationTipEvent,
    tags: {} as 'shown' | 'translated' | 'original' | 'dragging',
  },
  actions: {
    /** Shows the page's content in this language. */
    showContentIn: (_, _params: { language: string }) => {},
    /** Keeps the tip's position for the next visit. */
    persistPosition: (_, _params: Point) => {},
    startDrag: assign(({ context }, pointer: Point) => ({
      drag: { pointer, origin: context.position },
    })),
    followPointer: assign(({ context }, pointer: Point) =>
      context.drag
        ? {
            position: clampPoint(
              {
                x: context.drag.origin.x + pointer.x - context.drag.pointer.x,
                y: context.drag.origin.y + pointer.y - context.drag.pointer.y,
              },
              context.viewport,
              context.size,
            ),
          }
        : {},
    ),
    endDrag: assign({ drag: undefined }),
    moveBy: assign(({ context }, step: { dx: number; dy: number }) => ({
      position: clampPoint(
        { x: context.position.x + step.dx, y: context.position.y + step.dy },
        context.viewport,
        context.size,
      ),
    })),
    fitViewport: assign(({ context }, viewport: Size) => ({
      viewport,
      position: clampPoint(context.position, viewport, context.size),
    })),
  },
  guards: {
    isTurkish: ({ context }) => hasTranslationTip(context.locale),
  },
}).createMachine({
  id: 'translationTip',
  description: 'The tr-TR translation tip: Translate / Show original, draggable.',
  context: ({ input }) => ({
    locale: input.locale,
    viewport: input.viewport,
    size: input.size,
    position: clampPoint(
      input.position ?? {
        x: input.viewport.width - input.size.width - TIP_MARGIN,
        y: input.viewport.height - input.size.height - TIP_MARGIN,
      },
      input.viewport,
      input.size,
    ),
    drag: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Looks at the locale: the tip exists only for tr-TR.',
      always: [{ guard: 'isTurkish', target: 'active' }, { target: 'hidden' }],
    },
    hidden: {
      type: 'final',
      description: 'Not tr-TR: no tip, and nothing to do.',
    },
    active: {
      description: 'The tip is shown.',
      type: 'parallel',
      tags: ['shown'],
      on: {
        'tip.viewport': {
          actions: {
            type: 'fitViewport',
            params: ({ event }) => ({ width: event.width, height: event.height }),
          },
        },
      },
      states: {
        language: {
          description: 'Which language the page shows.',
          initial: 'translated',
          states: {
            translated: {
              description: 'The page in Turkish; the tip offers Show original.',
              tags: ['translated'],
              on: {
                'tip.showOriginal': {
                  target: 'original',
                  actions: { type: 'showContentIn', params: { language: TIP_ORIGINAL_LANGUAGE } },
                },
              },
            },
            original: {
              description: 'The page in English; the tip offers Translate.',
              tags: ['original'],
              on: {
                'tip.translate': {
                  target: 'translated',
                  actions: { type: 'showContentIn', params: { language: TIP_TARGET_LANGUAGE } },
                },
              },
            },
          },
        },
        drag: {
          description: 'Where the tip is, and whether it is being dragged.',
          initial: 'resting',
          states: {
            resting: {
              description: 'In place; a pointer drags it, the arrow keys nudge it.',
              on: {
                'tip.dragStart': {
                  target: 'dragging',
                  actions: {
                    type: 'startDrag',
                    params: ({ event }) => ({ x: event.x, y: event.y }),
                  },
                },
                'tip.nudge': {
                  actions: [
                    {
                      type: 'moveBy',
                      params: ({ event }) => ({ dx: event.dx, dy: event.dy }),
                    },
                    { type: 'persistPosition', params: ({ context }) => context.position },
                  ],
                },
              },
            },
            dragging: {
              description: 'Follows the pointer, inside the viewport.',
              tags: ['dragging'],
              on: {
                'tip.dragMove': {
                  actions: {
                    type: 'followPointer',
                    params: ({ event }) => ({ x: event.x, y: event.y }),
                  },
                },
                'tip.dragEnd': {
                  target: 'resting',
                  actions: [
                    'endDrag',
                    { type: 'persistPosition', params: ({ context }) => context.position },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
