import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../../ui/Button.tsx';
import {
  centreOn,
  fitView,
  panBy,
  type Rect,
  type Size,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './viewport.ts';

/** Something of the diagram to bring into view: a state or a transition, by its id. */
export interface DiagramFocus {
  kind: 'state' | 'transition';
  id: string;
  /** Changes on every request, so asking twice for the same item centres it again. */
  seq: number;
}

export interface DiagramViewportProps {
  /** The diagram's SVG markup (with its highlights). */
  markup: string;
  focus: DiagramFocus | undefined;
  /** A state or a transition was clicked (not dragged). */
  onPick: (kind: 'state' | 'transition', id: string) => void;
  label: string;
}

/** The SVG's own size; its viewBox starts 4 px before the layout, hence the offset below. */
const MARGIN = 4;
function contentSize(markup: string): Size {
  const match = /<svg[^>]*?width="([\d.]+)" height="([\d.]+)"/.exec(markup);
  return { width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0) };
}

const attrs = (el: Element | null | undefined): Rect | undefined => {
  if (!el) return undefined;
  const n = (name: string) => Number(el.getAttribute(name) ?? 0);
  return { x: n('x') + MARGIN, y: n('y') + MARGIN, width: n('width'), height: n('height') };
};

/** The box of a state, or of a transition's label, in the diagram's pixels. */
function boxOf(frame: HTMLElement, focus: DiagramFocus): Rect | undefined {
  const id = CSS.escape(focus.id);
  return attrs(
    focus.kind === 'state'
      ? frame.querySelector(`[data-state-id="${id}"] > rect`)
      : frame.querySelector(`[data-transition-id="${id}"] .atlas-label rect`),
  );
}

const PAN_STEP = 48;
/** Beyond this many pixels a press is a drag, not a click. */
const DRAG_SLOP = 4;

/**
 * The diagram in a frame of the window's size: fitted when it opens and on demand; panned by
 * dragging (one finger), the wheel and the arrow keys; zoomed by the buttons, +/- keys,
 * Ctrl/⌘ + wheel (a trackpad's pinch) and two fingers. The page never grows with the diagram.
 */
export function DiagramViewport({ markup, focus, onPick, label }: DiagramViewportProps) {
  const frame = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travelled = useRef(0);
  const size = contentSize(markup);

  const frameSize = (): Size => ({
    width: frame.current?.clientWidth ?? 0,
    height: frame.current?.clientHeight ?? 0,
  });
  const centre = () => {
    const f = frameSize();
    return { x: f.width / 2, y: f.height / 2 };
  };
  const fit = () => setView(fitView(size, frameSize()));

  // Measures the laid-out frame, so it runs before paint: the diagram opens fitted (a parent
  // keys this view by machine) or centred on the state the address names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened diagram and per focus request; the markup changes with every live step and must not refit.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const fitted = fitView(size, frameSize());
    const box = focus ? boxOf(el, focus) : undefined;
    setView((v) => (box ? centreOn(focus?.seq === 0 ? fitted : v, box, frameSize()) : fitted));
  }, [focus?.seq]);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  const wheel = useCallback((el: HTMLDivElement | null) => {
    frame.current = el;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      if (e.ctrlKey || e.metaKey) {
        const at = { x: e.clientX - r.left, y: e.clientY - r.top };
        setView((v) => zoomAt(v, Math.exp(-e.deltaY * 0.002), at));
      } else {
        setView((v) => panBy(v, -e.deltaX, -e.deltaY));
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const local = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 1) travelled.current = 0;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    const others = [...pointers.current].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    pointers.current.set(e.pointerId, now);
    travelled.current += Math.hypot(now.x - before.x, now.y - before.y);
    const other = others[0];
    if (!other) {
      setView((v) => panBy(v, now.x - before.x, now.y - before.y));
      return;
    }
    // Two fingers: zoom by how far they spread, around their midpoint, and follow it.
    const spread = Math.hypot(now.x - other.x, now.y - other.y);
    const spreadBefore = Math.hypot(before.x - other.x, before.y - other.y) || spread;
    const mid = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
    const midBefore = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    setView((v) =>
      panBy(zoomAt(v, spread / spreadBefore, mid), mid.x - midBefore.x, mid.y - midBefore.y),
    );
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (travelled.current > DRAG_SLOP) return;
    const target = e.target as Element;
    const edge = target.closest('[data-transition-id]');
    const state = target.closest('[data-state-id]');
    if (edge) onPick('transition', edge.getAttribute('data-transition-id') ?? '');
    else if (state) onPick('state', state.getAttribute('data-state-id') ?? '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? PAN_STEP * 4 : PAN_STEP;
    const moves: Record<string, () => View | undefined> = {
      ArrowLeft: () => panBy(view, step, 0),
      ArrowRight: () => panBy(view, -step, 0),
      ArrowUp: () => panBy(view, 0, step),
      ArrowDown: () => panBy(view, 0, -step),
      '+': () => zoomAt(view, ZOOM_STEP, centre()),
      '=': () => zoomAt(view, ZOOM_STEP, centre()),
      '-': () => zoomAt(view, 1 / ZOOM_STEP, centre()),
      '0': () => fitView(size, frameSize()),
      '1': () => zoomAt(view, 1 / view.scale, centre()),
    };
    const next = moves[e.key]?.();
    if (!next) return;
    e.preventDefault();
    setView(next);
  };

  return (
    <>
      <div className="atlas-toolbar" role="toolbar" aria-label="Zoom">
        <Button variant="secondary" onClick={fit}>
          Fit
        </Button>
        <Button
          variant="secondary"
          onClick={() => setView((v) => zoomAt(v, 1 / ZOOM_STEP, centre()))}
          aria-label="Zoom out"
        >
          −
        </Button>
        <output className="atlas-zoom-level" aria-live="polite" aria-label="Zoom level">
          {Math.round(view.scale * 100)}%
        </output>
        <Button
          variant="secondary"
          onClick={() => setView((v) => zoomAt(v, ZOOM_STEP, centre()))}
          aria-label="Zoom in"
        >
          +
        </Button>
        <Button
          variant="ghost"
          onClick={() => setView((v) => zoomAt(v, 1 / v.scale, centre()))}
          aria-label="Actual size"
        >
          100%
        </Button>
        <span className="muted atlas-hint">
          Drag, wheel or arrow keys pan; Ctrl + wheel, pinch or +/− zoom; 0 fits.
        </span>
      </div>
      {/* The diagram stays left to right in every locale. */}
      <div
        ref={wheel}
        className="atlas-canvas"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the diagram pans and zooms by keyboard.
        tabIndex={0}
        dir="ltr"
        role="application"
        aria-label={label}
        aria-roledescription="zoomable diagram"
        data-scale={view.scale.toFixed(3)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div
          className="atlas-zoom"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated here from the machines, every text escaped.
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      </div>
    </>
  );
}
