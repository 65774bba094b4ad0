/**
 * Where the diagram sits in its frame: drawn at `scale`, its top left corner at (x, y) of the
 * frame. Pure functions, so zoom and pan are the same for mouse, keyboard and touch.
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 4;
/** One step of the zoom buttons and keys. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The whole diagram in the frame, centred, never enlarged past 100%. */
export function fitView(content: Size, frame: Size, margin = 16): View {
  if (content.width <= 0 || content.height <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(
    Math.min(
      1,
      (frame.width - 2 * margin) / content.width,
      (frame.height - 2 * margin) / content.height,
    ),
  );
  return {
    x: (frame.width - content.width * scale) / 2,
    y: (frame.height - content.height * scale) / 2,
    scale,
  };
}

/** Zooms by `factor`, keeping the diagram's point under `at` (a point of the frame) in place. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** Puts a box of the diagram in the middle of the frame, at least at `minScale`. */
export function centreOn(view: View, box: Rect, frame: Size, minScale = 1): View {
  const scale = clampScale(
    Math.max(
      view.scale,
      Math.min(minScale, (frame.width - 32) / box.width, (frame.height - 32) / box.height),
    ),
  );
  return {
    scale,
    x: frame.width / 2 - (box.x + box.width / 2) * scale,
    y: frame.height / 2 - (box.y + box.height / 2) * scale,
  };
}
