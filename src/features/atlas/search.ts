/** A state or a transition of a drawn diagram, as search finds it. */
export interface DiagramItem {
  kind: 'state' | 'transition';
  id: string;
  /** What a result shows first: a state's path, a transition's `source → target`. */
  title: string;
  /** What it shows below: a state's description, a transition's label. */
  detail: string;
  /** Everything searched: name, description, event, guard, actions, invokes. */
  text: string;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The path of a state under its machine (`settled.standing.applied`); the root keeps its id. */
export const statePath = (machineId: string, stateId: string) =>
  stateId.startsWith(`${machineId}.`) ? stateId.slice(machineId.length + 1) : stateId;

/**
 * Reads the states and transitions of a diagram drawn by renderAtlasSvg, from its markup, so the
 * page and the static copy search what is drawn and nothing else.
 */
export function diagramItems(svg: Element, machineId: string): DiagramItem[] {
  const items: DiagramItem[] = [];
  for (const g of svg.querySelectorAll('[data-state-id]')) {
    const id = g.getAttribute('data-state-id') ?? '';
    const lines = [...g.querySelectorAll('text')].map((t) => clean(t.textContent));
    const description = clean(g.querySelector('title')?.textContent);
    items.push({
      kind: 'state',
      id,
      title: statePath(machineId, id),
      detail: description,
      text: [id, description, ...lines].join(' '),
    });
  }
  for (const g of svg.querySelectorAll('[data-transition-id]')) {
    const id = g.getAttribute('data-transition-id') ?? '';
    const source = statePath(machineId, g.getAttribute('data-source') ?? '');
    const target = statePath(machineId, g.getAttribute('data-target') ?? '');
    const label = [...g.querySelectorAll('.atlas-label text')]
      .map((t) => clean(t.textContent))
      .join(' ');
    items.push({
      kind: 'transition',
      id,
      title: `${source} → ${target}`,
      detail: label,
      text: `${source} ${target} ${label}`,
    });
  }
  return items;
}

/** The items holding every word of the query (any case, any order); none for an empty query. */
export function searchDiagram(items: readonly DiagramItem[], query: string): DiagramItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const text = item.text.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
