import type { AtlasLayout } from './layout.ts';

/** Escapes text for the SVG's markup; the highlight finds ids by the same escaping. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const round = (n: number) => Math.round(n * 10) / 10;

const cssId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

const stateTitle = (key: string, type: string) =>
  type === 'final' ? `${key} (final)` : type === 'parallel' ? `${key} (parallel)` : key;

/**
 * The diagram as a standalone SVG string (the atlas page and the static copy are the same).
 * Every state carries `data-state-id` and every transition `data-transition-id`, so the live
 * view highlights by attribute without redrawing. `inlineCss` (diagram.css) embeds the look
 * for files opened from disk; the app's page loads it as a stylesheet (no inline styles under CSP).
 */
export function renderAtlasSvg(layout: AtlasLayout, options: { inlineCss?: string }): string {
  // One marker per machine: the static copy puts every diagram in one page.
  const arrow = `arrow-${cssId(layout.machineId)}`;
  const w = layout.width + 8;
  const h = layout.height + 8;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(`State diagram of ${layout.machineId}`)}" class="atlas-svg" direction="ltr">`,
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="atlas-arrow"/></marker></defs>`,
  ];
  if (options.inlineCss) out.push(`<style>${options.inlineCss}</style>`);
  for (const s of layout.states) {
    out.push(
      `<g class="atlas-state ${s.type}" data-state-id="${escapeXml(s.id)}" id="state-${cssId(s.id)}">`,
      `<title>${escapeXml(s.description ?? s.key)}</title>`,
      `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10"/>`,
      `<text class="key" x="${s.x + 12}" y="${s.y + 22}">${escapeXml(stateTitle(s.key, s.type))}</text>`,
      ...s.lines.map(
        (line, i) =>
          `<text class="desc" x="${s.x + 12}" y="${s.y + 42 + i * 16}">${escapeXml(line)}</text>`,
      ),
      '</g>',
    );
  }
  for (const m of layout.initialMarkers) {
    out.push(
      `<g class="atlas-edge"><circle class="atlas-initial" cx="${m.x}" cy="${m.y}" r="4"/><path d="M${m.x + 4},${m.y} L${m.targetX},${m.targetY}" marker-end="url(#${arrow})"/></g>`,
    );
  }
  for (const t of layout.transitions) {
    if (t.points.length < 2) continue;
    const d = t.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
    // Path, leader line and label in one group: hovering or lighting one lights all three.
    out.push(
      `<g class="atlas-edge" data-transition-id="${escapeXml(t.id)}" data-source="${escapeXml(t.sourceId)}" data-target="${escapeXml(t.targetId)}">`,
      `<title>${escapeXml(`${t.sourceId} → ${t.targetId}: ${t.label}`)}</title>`,
      `<path d="${d}" marker-end="url(#${arrow})"/>`,
    );
    if (t.labelBox) {
      const b = t.labelBox;
      if (t.anchor) {
        const from = {
          x: Math.max(b.x, Math.min(b.x + b.width, t.anchor.x)),
          y: Math.max(b.y, Math.min(b.y + b.height, t.anchor.y)),
        };
        if (Math.hypot(from.x - t.anchor.x, from.y - t.anchor.y) > 6)
          out.push(
            `<path class="atlas-leader" d="M${round(from.x)},${round(from.y)} L${round(t.anchor.x)},${round(t.anchor.y)}"/><circle class="atlas-leader-dot" cx="${round(t.anchor.x)}" cy="${round(t.anchor.y)}" r="2.5"/>`,
          );
      }
      out.push(
        `<g class="atlas-label"><rect x="${b.x - 2}" y="${b.y}" width="${b.width + 4}" height="${b.height}" rx="3"/>${t.labelLines
          .map(
            (line, i) =>
              `<text x="${b.x + 2}" y="${b.y + 12 + i * 16}"${i > 0 ? ' class="actions"' : ''}>${escapeXml(line)}</text>`,
          )
          .join('')}</g>`,
      );
    }
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}
