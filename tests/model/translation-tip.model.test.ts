import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectTranslationTip } from '../../machines/translation-tip.connect.ts';
import {
  type Point,
  type TranslationTipEvent,
  translationTipMachine,
} from '../../machines/translation-tip.machine.ts';
import { TIP_INPUTS, translationTipModel } from './models/translation-tip.model.ts';

type Payload<T extends TranslationTipEvent['type']> = Extract<TranslationTipEvent, { type: T }>;

const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));

for (const { name, input } of TIP_INPUTS) {
  describe(`translation tip paths: ${name}`, () => {
    for (const path of translationTipModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        const showContentIn = vi.fn((_: { language: string }) => {});
        const persistPosition = vi.fn((_: Point) => {});
        const actor = createActor(
          translationTipMachine.provide({
            actions: {
              showContentIn: (_, p) => showContentIn(p),
              persistPosition: (_, p) => persistPosition(p),
            },
          }),
          { input },
        ).start();
        const snapshot = () => actor.getSnapshot();
        const tip = () => connectTranslationTip(snapshot(), actor.send);
        // The test's own reading of the rules: where the tip must be.
        let viewport = input.viewport;
        let expected = input.position ?? { x: 0, y: 0 };
        let grab: { pointer: Point; origin: Point } | undefined;
        const keepInside = (p: Point): Point => ({
          x: clamp(p.x, viewport.width - input.size.width),
          y: clamp(p.y, viewport.height - input.size.height),
        });

        await path.test({
          states: {
            hidden: () => {
              // SPEC §2: the tip exists for tr-TR only.
              expect(input.locale).not.toBe('tr-TR');
              expect(snapshot().status).toBe('done');
              expect(tip().isShown).toBe(false);
              expect(tip().dataState).toBe('hidden');
              expect(tip().action).toBeUndefined();
            },
            active: () => {
              expect(input.locale).toBe('tr-TR');
              expect(tip().isShown).toBe(true);
              expect(tip().position).toEqual(expected);
            },
            'active.language.translated': () => {
              expect(tip().dataState).toBe('translated');
              expect(tip().action).toBe('showOriginal');
            },
            'active.language.original': () => {
              expect(tip().dataState).toBe('original');
              expect(tip().action).toBe('translate');
            },
            'active.drag.dragging': () => expect(tip().isDragging).toBe(true),
            'active.drag.resting': () => expect(tip().isDragging).toBe(false),
          },
          events: {
            'tip.translate': () => {
              expect(tip().canTranslate).toBe(true);
              tip().translate();
              expect(showContentIn).toHaveBeenLastCalledWith({ language: 'tr-TR' });
            },
            'tip.showOriginal': () => {
              expect(tip().canShowOriginal).toBe(true);
              tip().showOriginal();
              expect(showContentIn).toHaveBeenLastCalledWith({ language: 'en' });
            },
            'tip.dragStart': ({ event }) => {
              const e = event as Payload<'tip.dragStart'>;
              grab = { pointer: { x: e.x, y: e.y }, origin: expected };
              tip().dragStart(e.x, e.y);
            },
            'tip.dragMove': ({ event }) => {
              const e = event as Payload<'tip.dragMove'>;
              if (!grab) throw new Error('a drag must have started');
              expected = keepInside({
                x: grab.origin.x + e.x - grab.pointer.x,
                y: grab.origin.y + e.y - grab.pointer.y,
              });
              const persisted = persistPosition.mock.calls.length;
              tip().dragMove(e.x, e.y);
              // Moving is not yet a choice: the position is kept when the drag ends.
              expect(persistPosition.mock.calls.length).toBe(persisted);
            },
            'tip.dragEnd': () => {
              tip().dragEnd();
              grab = undefined;
              expect(persistPosition).toHaveBeenLastCalledWith(expected);
            },
            'tip.nudge': ({ event }) => {
              const e = event as Payload<'tip.nudge'>;
              expected = keepInside({ x: expected.x + e.dx, y: expected.y + e.dy });
              tip().nudge(e.dx, e.dy);
              expect(persistPosition).toHaveBeenLastCalledWith(expected);
            },
            'tip.viewport': ({ event }) => {
              const e = event as Payload<'tip.viewport'>;
              viewport = { width: e.width, height: e.height };
              expected = keepInside(expected);
              actor.send(e);
            },
          },
        });
        expect(snapshot().value).toEqual(path.state.value);
        expect(snapshot().context).toEqual(path.state.context);
      });
    }
  });
}

describe('translation tip placement', () => {
  it('starts 16 px from the bottom-right corner when no position was kept', () => {
    const actor = createActor(translationTipMachine, {
      input: {
        locale: 'tr-TR',
        viewport: { width: 1280, height: 800 },
        size: { width: 240, height: 80 },
      },
    }).start();
    expect(connectTranslationTip(actor.getSnapshot(), actor.send).position).toEqual({
      x: 1024,
      y: 704,
    });
  });

  it('pulls a kept position that no longer fits back into the viewport', () => {
    const actor = createActor(translationTipMachine, {
      input: {
        locale: 'tr-TR',
        viewport: { width: 375, height: 667 },
        size: { width: 240, height: 80 },
        position: { x: 1024, y: -30 },
      },
    }).start();
    expect(connectTranslationTip(actor.getSnapshot(), actor.send).position).toEqual({
      x: 135,
      y: 0,
    });
  });
});
