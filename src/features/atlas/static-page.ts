/**
 * The static copy's behaviour (docs/machines/index.html, opened from disk with no server): the
 * page's own zoom and pan (viewport.ts) and search (search.ts), bundled into the copy's one
 * script by `npm run atlas`, and a state's address as the fragment
 * (`#activityApply.settled.standing.applied`).
 */
import { type DiagramItem, diagramItems, searchDiagram } from './search.ts';
import { centreOn, fitView, panBy, type Size, type View, ZOOM_STEP, zoomAt } from './viewport.ts';

/** How far one arrow key pans (px); with Shift, four times as far. */
const PAN_STEP = 48;
/** How far a press may travel and still count as a click (px). */
const CLICK_SLOP = 4;
/** The most results the list shows (every match is still marked in the diagrams). */
const RESULTS_SHOWN = 60;

/** Moves the diagram of one frame to show a state or transition (search, click, address). */
interface Diagram {
  centre(box: Element): void;
}

const diagrams = new Map<Element, Diagram>();

function attachDiagram(frame: HTMLElement): void {
  const zoom = frame.querySelector<HTMLElement>('.zoom')!;
  const svg = zoom.querySelector('svg')!;
  const content: Size = {
    width: Number(svg.getAttribute('width')),
    height: Number(svg.getAttribute('height')),
  };
  const level = frame.parentElement!.querySelector('.level')!;
  const size = (): Size => ({ width: frame.clientWidth, height: frame.clientHeight });
  const middle = () => ({ x: frame.clientWidth / 2, y: frame.clientHeight / 2 });
  let view: View = { x: 0, y: 0, scale: 1 };
  const show = (next: View) => {
    view = next;
    zoom.style.transform = `translate(${view.x}px,${view.y}px) scale(${view.scale})`;
    level.textContent = `${Math.round(view.scale * 100)}%`;
    frame.dataset.scale = view.scale.toFixed(3);
  };
  const fitAll = () => show(fitView(content, size()));
  const zoomBy = (factor: number, at = middle()) => show(zoomAt(view, factor, at));
  const pan = (dx: number, dy: number) => show(panBy(view, dx, dy));
  const local = (e: MouseEvent) => {
    const r = frame.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const centre = (rect: Element) => {
    const n = (name: string) => Number(rect.getAttribute(name));
    // The SVG's viewBox starts 4 px before the layout (svg.ts), so a rect sits 4 px further in.
    const box = { x: n('x') + 4, y: n('y') + 4, width: n('width'), height: n('height') };
    show(centreOn(view, box, size()));
  };
  diagrams.set(frame, { centre });

  frame.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      if (e.ctrlKey || e.metaKey) zoomBy(Math.exp(-e.deltaY * 0.002), local(e));
      else pan(-e.deltaX, -e.deltaY);
    },
    { passive: false },
  );
  const pointers = new Map<number, { x: number; y: number }>();
  let travelled = 0;
  frame.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    frame.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 1) travelled = 0;
  });
  frame.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    const other = [...pointers].find(([id]) => id !== e.pointerId)?.[1];
    pointers.set(e.pointerId, now);
    travelled += Math.hypot(now.x - before.x, now.y - before.y);
    if (!other) return pan(now.x - before.x, now.y - before.y);
    // Two fingers: zoom by how their spread changed, around their midpoint, and follow it.
    const spread = Math.hypot(now.x - other.x, now.y - other.y);
    const spreadBefore = Math.hypot(before.x - other.x, before.y - other.y) || spread;
    const mid = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
    const midBefore = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    zoomBy(spread / spreadBefore, mid);
    pan(mid.x - midBefore.x, mid.y - midBefore.y);
  });
  const release = (e: PointerEvent) => pointers.delete(e.pointerId);
  frame.addEventListener('pointerup', release);
  frame.addEventListener('pointercancel', release);
  frame.addEventListener('click', (e) => {
    if (travelled > CLICK_SLOP) return;
    const target = e.target as Element;
    const edge = target.closest('[data-transition-id]');
    const state = target.closest('[data-state-id]');
    if (edge) focusItem(edge, false);
    else if (state) focusItem(state, true);
  });
  frame.addEventListener('keydown', (e) => {
    const step = e.shiftKey ? PAN_STEP * 4 : PAN_STEP;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(step, 0),
      ArrowRight: () => pan(-step, 0),
      ArrowUp: () => pan(0, step),
      ArrowDown: () => pan(0, -step),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': fitAll,
      '1': () => zoomBy(1 / view.scale),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  });
  frame.parentElement!.querySelector('.toolbar')!.addEventListener('click', (e) => {
    const act = (e.target as Element).closest<HTMLElement>('[data-act]')?.dataset.act;
    if (act === 'fit') fitAll();
    if (act === 'in') zoomBy(ZOOM_STEP);
    if (act === 'out') zoomBy(1 / ZOOM_STEP);
    if (act === 'actual') zoomBy(1 / view.scale);
  });
  fitAll();
}

/** Marks a state or transition, brings it to the middle of its diagram, and gives a state's address. */
function focusItem(el: Element, share: boolean): void {
  for (const old of document.querySelectorAll('.focused')) old.classList.remove('focused');
  el.classList.add('focused');
  const frame = el.closest('.frame')!;
  frame.scrollIntoView({ block: 'center' });
  const rect = el.matches('[data-state-id]')
    ? el.querySelector(':scope > rect')
    : el.querySelector('.atlas-label rect');
  if (rect) diagrams.get(frame)?.centre(rect);
  if (share) {
    history.replaceState(
      null,
      '',
      `#${encodeURIComponent(el.getAttribute('data-state-id') ?? '')}`,
    );
  }
}

/** A search result: the item, its machine and the element drawn for it. */
interface Found extends DiagramItem {
  machine: string;
  el: Element;
}

/** Every state and transition of every diagram on the page, searched by machine name too. */
function pageItems(): Found[] {
  return [...document.querySelectorAll('main section')].flatMap((section) => {
    const svg = section.querySelector('.frame svg');
    if (!svg) return [];
    const machine = section.id;
    return diagramItems(svg, machine).map((item) => ({
      ...item,
      machine,
      text: `${machine} ${item.text}`,
      el: svg.querySelector(
        item.kind === 'state'
          ? `[data-state-id="${CSS.escape(item.id)}"]`
          : `[data-transition-id="${CSS.escape(item.id)}"]`,
      )!,
    }));
  });
}

function resultButton(item: Found): HTMLLIElement {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'result';
  button.dataset.kind = item.kind;
  const kind = document.createElement('small');
  kind.textContent = `${item.machine} · ${item.kind} `;
  const title = document.createElement('code');
  title.textContent = item.title;
  const detail = document.createElement('span');
  detail.className = 'muted';
  detail.textContent = ` ${item.detail}`;
  button.append(kind, title, detail);
  button.addEventListener('click', () => focusItem(item.el, item.kind === 'state'));
  li.append(button);
  return li;
}

function attachSearch(): void {
  const items = pageItems();
  const input = document.getElementById('search') as HTMLInputElement;
  const results = document.getElementById('results')!;
  const status = document.getElementById('search-status')!;
  const search = (): Found[] => {
    for (const old of document.querySelectorAll('.match')) old.classList.remove('match');
    results.replaceChildren();
    const found = searchDiagram(items, input.value) as Found[];
    status.textContent =
      input.value.trim() === '' ? '' : found.length === 1 ? '1 match' : `${found.length} matches`;
    for (const item of found) item.el.classList.add('match');
    results.append(...found.slice(0, RESULTS_SHOWN).map(resultButton));
    return found;
  };
  input.addEventListener('input', search);
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = search()[0];
    if (first) focusItem(first.el, first.kind === 'state');
  });
}

function followAddress(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const el = id ? document.querySelector(`[data-state-id="${CSS.escape(id)}"]`) : null;
  if (el) focusItem(el, false);
}

for (const frame of document.querySelectorAll<HTMLElement>('.frame')) attachDiagram(frame);
attachSearch();
addEventListener('hashchange', followAddress);
followAddress();
