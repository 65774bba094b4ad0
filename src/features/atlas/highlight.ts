import type { LitStates } from '../../../machines/atlas-viewer.selectors.ts';
import { escapeXml } from './svg.ts';

/** Marks the states an actor is in and the transition it took last, by their data attributes. */
export function highlightSvg(svg: string, actor: LitStates | undefined): string {
  if (!actor) return svg;
  let out = svg;
  for (const id of actor.stateIds) {
    out = out.replace(
      new RegExp(`class="atlas-state ([a-z]+)" data-state-id="${escapeRegExp(escapeXml(id))}"`),
      `class="atlas-state $1 active" data-state-id="${escapeXml(id)}"`,
    );
  }
  if (actor.transitionId) {
    out = out.replace(
      `class="atlas-edge" data-transition-id="${escapeXml(actor.transitionId)}"`,
      `class="atlas-edge last" data-transition-id="${escapeXml(actor.transitionId)}"`,
    );
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
