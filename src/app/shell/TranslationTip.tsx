import { type KeyboardEvent, type PointerEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectTranslationTip } from '../../../machines/translation-tip.connect.ts';
import type {
  Size,
  TranslationTipInput,
  translationTipMachine,
} from '../../../machines/translation-tip.machine.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { tipViewport, type watchViewport } from '../effects/translation-tip.ts';
import './shell.css';
import { swallowNextClick } from '../../platform/pointer.ts';
import { useConnect, useViewActor } from '../../ui/actor.tsx';

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
  const { isShown } = useConnect(actor, connectTranslationTip);
  return isShown ? <TipBox actor={actor} viewportWatcher={props.viewportWatcher} /> : null;
}

function TipBox(props: {
  actor: ActorRefFrom<typeof translationTipMachine>;
  viewportWatcher: typeof watchViewport;
}) {
  const { actor } = props;
  const { t } = useI18n();
  useViewActor(props.viewportWatcher, { input: { tip: actor } });
  const tip = useConnect(actor, connectTranslationTip);
  const state = tip.dataState;
  const helpId = useId();
  // The first moves can come before React draws again: the pointer reads the actor itself.
  const now = () => connectTranslationTip(actor.getSnapshot(), actor.send);

  // The tip floats over the page, often over a link or a banner. The pointer is captured by the
  // handle, so every move and the release come to it, whatever lies under the pointer; the
  // press's own default (selecting text, dragging a link or an image) is prevented; and the
  // click a browser makes of the press and the release never reaches what lies below.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    tip.dragStart(event.clientX, event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (now().isDragging) tip.dragMove(event.clientX, event.clientY);
  };
  const onPointerEnd = () => {
    if (!now().isDragging) return;
    tip.dragEnd();
    swallowNextClick();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = NUDGES[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? NUDGE_PX * 5 : NUDGE_PX;
    tip.nudge(step.dx * by, step.dy * by);
  };

  return (
    <section
      className="translation-tip"
      data-state={state}
      data-dragging={tip.isDragging ? 'true' : undefined}
      aria-label={t('tip.region')}
      // The machine keeps the position inside the viewport; it is physical, not logical.
      style={{ left: `${tip.position.x}px`, top: `${tip.position.y}px` }}
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
      {tip.action === 'showOriginal' && (
        <Button variant="secondary" disabled={!tip.canShowOriginal} onClick={tip.showOriginal}>
          {t('tip.showOriginal')}
        </Button>
      )}
      {tip.action === 'translate' && (
        <Button variant="secondary" disabled={!tip.canTranslate} onClick={tip.translate}>
          {t('tip.translate')}
        </Button>
      )}
    </section>
  );
}
