import type { InspectedActor } from '../../../machines/atlas-viewer.machine.ts';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Marks the states an actor is in and the transition it took last, by their data attributes. */
export function highlightSvg(svg: string, actor: InspectedActor | undefined): string {
  if (!actor) return svg;
  let out = svg;
  for (const id of actor.stateIds) {
    out = out.replace(
      new RegExp(`class="atlas-state ([a-z]+)" data-state-id="${escapeRegExp(escapeAttr(id))}"`),
      `class="atlas-state $1 active" data-state-id="${escapeAttr(id)}"`,
    );
  }
  if (actor.transitionId) {
    out = out.replace(
      `class="atlas-edge" data-transition-id="${escapeAttr(actor.transitionId)}"`,
      `class="atlas-edge last" data-transition-id="${escapeAttr(actor.transitionId)}"`,
    );
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
