import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  Size,
  TranslationTipInput,
  translationTipMachine,
} from '../../../machines/translation-tip.machine.ts';
import {
  selectIsTipDragging,
  selectIsTipShown,
  selectTipAction,
  selectTipLanguageState,
  selectTipPosition,
} from '../../../machines/translation-tip.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { tipViewport, type watchViewport } from '../effects/translation-tip.ts';
import './shell.css';
import { swallowNextClick } from '../../platform/pointer.ts';
import { useViewActor } from '../../ui/actor.tsx';

/** The tip's size in CSS pixels; shell.css draws it exactly this size, so it is kept whole. */
export const TIP_SIZE: Size = { width: 288, height: 64 };
/** How far an arrow key moves the tip; with Shift, five times as far. */
const NUDGE_PX = 10;

const NUDGES: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

export interface TranslationTipProps {
  logic: typeof translationTipMachine;
  /** The input for the viewport and the tip's size (the composition adds locale and position). */
  input: (viewport: Size, size: Size) => TranslationTipInput;
  /** Keeps the tip inside the viewport when the window is resized. */
  viewportWatcher: typeof watchViewport;
}

/**
 * The tr-TR translation tip (SPEC §2): "Show original" shows the page in English, "Translate"
 * in Turkish again. Dragged by mouse or touch from its handle, nudged by the arrow keys on
 * the handle; its place is kept. Other locales draw nothing.
 */
export function TranslationTip(props: TranslationTipProps) {
  const actor = useViewActor(props.logic, {
    input: props.input(tipViewport(), TIP_SIZE),
  });
  const shown = useSelector(actor, selectIsTipShown);
  return shown ? <TipBox actor={actor} viewportWatcher={props.viewportWatcher} /> : null;
}

function TipBox(props: {
  actor: ActorRefFrom<typeof translationTipMachine>;
  viewportWatcher: typeof watchViewport;
}) {
  const { actor } = props;
  const { t } = useI18n();
  useViewActor(props.viewportWatcher, { input: { tip: actor } });
  const state = useSelector(actor, selectTipLanguageState);
  const action = useSelector(actor, selectTipAction);
  const dragging = useSelector(actor, selectIsTipDragging);
  const position = useSelector(actor, selectTipPosition);
  const canTranslate = useSelector(actor, (s) => s.can({ type: 'tip.translate' }));
  const canShowOriginal = useSelector(actor, (s) => s.can({ type: 'tip.showOriginal' }));
  const helpId = useId();

  // The tip floats over the page, often over a link or a banner. The pointer is captured by the
  // handle, so every move and the release come to it, whatever lies under the pointer; the
  // press's own default (selecting text, dragging a link or an image) is prevented; and the
  // click a browser makes of the press and the release never reaches what lies below.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    actor.send({ type: 'tip.dragStart', x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    // Read from the actor, not the render: the first moves can come before React draws again.
    if (selectIsTipDragging(actor.getSnapshot())) {
      actor.send({ type: 'tip.dragMove', x: event.clientX, y: event.clientY });
    }
  };
  const onPointerEnd = () => {
    if (!selectIsTipDragging(actor.getSnapshot())) return;
    actor.send({ type: 'tip.dragEnd' });
    swallowNextClick();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = NUDGES[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? NUDGE_PX * 5 : NUDGE_PX;
    actor.send({ type: 'tip.nudge', dx: step.dx * by, dy: step.dy * by });
  };

  return (
    <section
      className="translation-tip"
      data-state={state}
      data-dragging={dragging ? 'true' : undefined}
      aria-label={t('tip.region')}
      // The machine keeps the position inside the viewport; it is physical, not logical.
      style={{ left: `${position.x}px`, top: `${position.y}px` }}
      onDragStart={(event) => event.preventDefault()}
    >
      <button
        type="button"
        className="tip-handle"
        aria-label={t('tip.move')}
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onClick={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span id={helpId} className="tip-help" hidden>
        {t('tip.moveHelp')}
      </span>
      <p className="tip-text" lang={state === 'original' ? 'en' : undefined}>
        {state === 'original' ? t('tip.original') : t('tip.translated')}
      </p>
      {action === 'showOriginal' && (
        <Button
          variant="secondary"
          disabled={!canShowOriginal}
          onClick={() => actor.send({ type: 'tip.showOriginal' })}
        >
          {t('tip.showOriginal')}
        </Button>
      )}
      {action === 'translate' && (
        <Button
          variant="secondary"
          disabled={!canTranslate}
          onClick={() => actor.send({ type: 'tip.translate' })}
        >
          {t('tip.translate')}
        </Button>
      )}
    </section>
  );
}
