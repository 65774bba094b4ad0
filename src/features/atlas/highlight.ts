import type { LitStates } from '../../../machines/atlas-viewer.connect.ts';
import { escapeXml } from './svg.ts';

type Kind = 'state' | 'transition';

const ATTRIBUTE: Record<Kind, string> = {
  state: 'data-state-id',
  transition: 'data-transition-id',
};

/** Adds a class to the group of one state or transition, found by its data attribute. */
function addClass(svg: string, kind: Kind, id: string, name: string): string {
  const attribute = `${ATTRIBUTE[kind]}="${escapeXml(id)}"`;
  return svg.replace(
    new RegExp(`class="([^"]*)" ${escapeRegExp(attribute)}`),
    (_, classes: string) => `class="${classes} ${name}" ${attribute}`,
  );
}

/** What to mark on a diagram: the followed actor, search matches, the item asked for. */
export interface Decoration {
  actor?: LitStates | undefined;
  matches?: ReadonlyArray<{ kind: Kind; id: string }>;
  focused?: { kind: Kind; id: string } | undefined;
}

/** Marks states and transitions by class (`active`, `last`, `match`, `focused`), not redrawn. */
export function decorateSvg(svg: string, { actor, matches = [], focused }: Decoration): string {
  let out = svg;
  for (const id of actor?.stateIds ?? []) out = addClass(out, 'state', id, 'active');
  if (actor?.transitionId) out = addClass(out, 'transition', actor.transitionId, 'last');
  for (const m of matches) out = addClass(out, m.kind, m.id, 'match');
  if (focused) out = addClass(out, focused.kind, focused.id, 'focused');
  return out;
}

/** Marks the states an actor is in and the transition it took last, by their data attributes. */
export function highlightSvg(svg: string, actor: LitStates | undefined): string {
  return decorateSvg(svg, { actor });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
