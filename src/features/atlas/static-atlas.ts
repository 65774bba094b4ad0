import type { AnyStateMachine } from 'xstate';
import { layoutAtlas } from './layout.ts';
import { toAtlasGraph } from './machine-graph.ts';
import { renderAtlasSvg } from './svg.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The static machine atlas: one SVG per machine and an index page, as file name → content.
 * Deterministic (same machines, same bytes), so a test can tell when the committed copy is stale.
 */
export async function buildStaticAtlas(
  machines: readonly AnyStateMachine[],
  diagramCss: string,
): Promise<Record<string, string>> {
  const sorted = [...machines].sort((a, b) => a.id.localeCompare(b.id));
  const files: Record<string, string> = {};
  const sections: string[] = [];
  for (const machine of sorted) {
    const graph = toAtlasGraph(machine);
    const layout = await layoutAtlas(graph);
    files[`${machine.id}.svg`] =
      `${renderAtlasSvg(layout, { inlineCss: diagramCss.replace(/\s+/g, ' ').trim() })}\n`;
    const rows = graph.states
      .filter((s) => s.parentId !== undefined)
      .map(
        (s) =>
          `<tr><td><code>${escapeHtml(s.id.slice(machine.id.length + 1))}</code></td><td>${escapeHtml(s.description ?? '')}</td></tr>`,
      )
      .join('\n');
    sections.push(
      [
        `<section id="${machine.id}">`,
        `<h2>${escapeHtml(machine.id)}</h2>`,
        graph.description ? `<p>${escapeHtml(graph.description)}</p>` : '',
        `<p><a href="${machine.id}.svg">Open the diagram alone</a></p>`,
        `<div class="diagram"><img src="${machine.id}.svg" alt="State diagram of ${escapeHtml(machine.id)}"></div>`,
        `<details><summary>States (${graph.states.length - 1}) and transitions (${graph.transitions.length})</summary><table><thead><tr><th>State</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table></details>`,
        '</section>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  const nav = sorted.map((m) => `<li><a href="#${m.id}">${escapeHtml(m.id)}</a></li>`).join('\n');
  files['index.html'] = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Machine atlas</title>
<style>
body{margin:0;background:#0b0e14;color:#eef1f6;font:15px/1.5 system-ui,sans-serif;display:grid;grid-template-columns:220px 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:16px;border-inline-end:1px solid #2a3240}
nav ul{list-style:none;padding:0;margin:0}nav a{color:#f0b90b;text-decoration:none;display:block;padding:4px 0}
main{padding:16px 24px;min-width:0}.diagram{overflow:auto;border:1px solid #2a3240;border-radius:8px;background:#0b0e14}
.diagram img{display:block;max-width:none}table{border-collapse:collapse}td,th{border-block-end:1px solid #2a3240;padding:4px 8px;text-align:start;vertical-align:top}
a{color:#f0b90b}code{color:#5aa9ff}
</style>
</head>
<body>
<nav aria-label="Machines"><h1>Machine atlas</h1><ul>
${nav}
</ul></nav>
<main>
<p>Every statechart of <code>machines/</code>, drawn from the machines themselves by <code>npm run atlas</code>. States show their descriptions; transitions show their event, guard and delay.</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
  return files;
}
