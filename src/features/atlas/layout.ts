import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AtlasGraph, AtlasState } from './machine-graph.ts';

/** Sizes are estimated from text, so the layout is the same in a browser and in Node. */
const CHAR = 7.2;
const LINE = 16;
const PAD = 12;
const HEADER = 40;
const WRAP = 34;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutState extends AtlasState, Box {
  lines: string[];
}

export interface LaidOutTransition {
  id: string;
  sourceId: string;
  targetId: string;
  label: string;
  /** The label as drawn: `event [guard]`, then `/ actions` on a line of its own. */
  labelLines: string[];
  points: Array<{ x: number; y: number }>;
  labelBox: Box | undefined;
  /**
   * Where the label's leader line meets the edge (the edge's point nearest the label), so a
   * label placed among several edges still names one of them.
   */
  anchor: { x: number; y: number } | undefined;
}

export interface AtlasLayout {
  machineId: string;
  width: number;
  height: number;
  states: LaidOutState[];
  initialMarkers: Array<{ x: number; y: number; targetX: number; targetY: number }>;
  transitions: LaidOutTransition[];
}

/** Wraps a description into lines of at most WRAP characters. */
export function wrap(text: string | undefined): string[] {
  if (!text) return [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + word).length > WRAP && line) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function stateLines(s: AtlasState): string[] {
  const lines = wrap(s.description);
  if (s.invokes.length) lines.push(`invokes ${s.invokes.join(', ')}`);
  if (s.entry.length) lines.push(`entry / ${s.entry.join(', ')}`);
  if (s.exit.length) lines.push(`exit / ${s.exit.join(', ')}`);
  return lines;
}

function leafSize(s: AtlasState): { width: number; height: number } {
  const lines = stateLines(s);
  const longest = Math.max(s.key.length + 2, ...lines.map((l) => l.length));
  return {
    width: Math.max(120, longest * CHAR + 2 * PAD),
    height: HEADER + lines.length * LINE + PAD,
  };
}

/** An edge's label as Stately writes it: `event [guard] / actions`. */
export const transitionText = (t: {
  label: string;
  guard: string | undefined;
  actions: string[];
}) =>
  `${t.label}${t.guard ? ` [${t.guard}]` : ''}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}`;

/** The label's lines: event and guard first, the actions on a line of their own. */
export const labelLines = (t: { label: string; guard: string | undefined; actions: string[] }) => [
  `${t.label}${t.guard ? ` [${t.guard}]` : ''}`,
  ...(t.actions.length ? [`/ ${t.actions.join(', ')}`] : []),
];

type Point = { x: number; y: number };

/** The point of a polyline nearest to `p`. */
export function nearestOnPolyline(points: readonly Point[], p: Point): Point | undefined {
  let best: Point | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = dx * dx + dy * dy;
    const t =
      length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
    const q = { x: a.x + t * dx, y: a.y + t * dy };
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = q;
    }
  }
  return best;
}

/** Lays a machine out with ELK's layered algorithm, compound states containing their children. */
export async function layoutAtlas(graph: AtlasGraph): Promise<AtlasLayout> {
  const children = new Map<string | undefined, AtlasState[]>();
  for (const s of graph.states) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s]);

  const toElk = (s: AtlasState): ElkNode => {
    const kids = children.get(s.id) ?? [];
    if (kids.length === 0) return { id: s.id, ...leafSize(s) };
    const lines = stateLines(s);
    return {
      id: s.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + lines.length * LINE + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.direction': s.type === 'parallel' ? 'RIGHT' : 'DOWN',
      },
      children: kids.map(toElk),
    };
  };
  const roots = children.get(undefined) ?? [];
  const edges: ElkExtendedEdge[] = graph.transitions.map((t) => {
    const lines = labelLines(t);
    const longest = Math.max(...lines.map((l) => l.length));
    return {
      id: t.id,
      sources: [t.sourceId],
      targets: [t.targetId],
      labels: [
        {
          id: `${t.id}:label`,
          text: lines.join('\n'),
          width: longest * 7 + 10,
          height: lines.length * LINE,
        },
      ],
    };
  });
  const elk = new ELK();
  const root: ElkNode = {
    id: '__atlas',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
    },
    children: roots.map(toElk),
    edges,
  };
  const result: ElkNode = await elk.layout(root);

  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const laidOut: LaidOutState[] = [];
  const place = (node: ElkNode, dx: number, dy: number) => {
    const x = (node.x ?? 0) + dx;
    const y = (node.y ?? 0) + dy;
    const s = byId.get(node.id);
    if (s)
      laidOut.push({
        ...s,
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
        lines: stateLines(s),
      });
    for (const child of node.children ?? []) place(child, x, y);
  };
  for (const child of result.children ?? []) place(child, 0, 0);

  const boxOf = new Map(laidOut.map((s) => [s.id, s]));
  const initialMarkers = laidOut.flatMap((s) => {
    const target = s.initialId ? boxOf.get(s.initialId) : undefined;
    return target
      ? [{ x: target.x - 18, y: target.y + 10, targetX: target.x, targetY: target.y + 10 }]
      : [];
  });

  const transitions: LaidOutTransition[] = (result.edges ?? []).map((e) => {
    const t = graph.transitions.find((g) => g.id === e.id)!;
    const section = (e as ElkExtendedEdge).sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
      : [];
    const label = (e as ElkExtendedEdge).labels?.[0];
    const labelBox =
      label?.x !== undefined && label.y !== undefined
        ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0 }
        : undefined;
    return {
      id: t.id,
      sourceId: t.sourceId,
      targetId: t.targetId,
      label: transitionText(t),
      labelLines: labelLines(t),
      points,
      labelBox,
      anchor: labelBox
        ? nearestOnPolyline(points, {
            x: labelBox.x + labelBox.width / 2,
            y: labelBox.y + labelBox.height / 2,
          })
        : undefined,
    };
  });
  return {
    machineId: graph.machineId,
    width: Math.ceil(result.width ?? 0) + 2,
    height: Math.ceil(result.height ?? 0) + 2,
    states: laidOut,
    initialMarkers,
    transitions,
  };
}
