import type { AnyStateMachine } from 'xstate';
import { layoutAtlas } from './layout.ts';
import { type AtlasGraph, toAtlasGraph } from './machine-graph.ts';
import { statePath } from './search.ts';
import { renderAtlasSvg } from './svg.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const code = (text: string) => (text ? `<code>${escapeHtml(text)}</code>` : '');
const list = (items: readonly string[]) => items.map(code).join(', ');

/** Every state with its description and actions, and every transition, as two tables. */
function tables(graph: AtlasGraph): string {
  const path = (id: string) => statePath(graph.machineId, id);
  const states = graph.states
    .map(
      (s) =>
        `<tr><td><a href="#${encodeURIComponent(s.id)}">${code(path(s.id))}</a></td><td>${escapeHtml(s.type)}</td><td>${escapeHtml(s.description ?? '')}</td><td>${list(s.entry)}</td><td>${list(s.exit)}</td><td>${list(s.invokes)}</td></tr>`,
    )
    .join('\n');
  const transitions = graph.transitions
    .map(
      (t) =>
        `<tr><td>${code(path(t.sourceId))}</td><td>${code(t.label)}</td><td>${code(t.guard ?? '')}</td><td>${list(t.actions)}</td><td>${code(path(t.targetId))}</td></tr>`,
    )
    .join('\n');
  return [
    `<details><summary>States (${graph.states.length})</summary><div class="table"><table><thead><tr><th>State</th><th>Type</th><th>Description</th><th>Entry</th><th>Exit</th><th>Invokes</th></tr></thead><tbody>\n${states}\n</tbody></table></div></details>`,
    `<details><summary>Transitions (${graph.transitions.length})</summary><div class="table"><table><thead><tr><th>From</th><th>Event</th><th>Guard</th><th>Actions</th><th>To</th></tr></thead><tbody>\n${transitions}\n</tbody></table></div></details>`,
  ].join('\n');
}

const TOOLBAR = `<div class="toolbar" role="toolbar" aria-label="Zoom"><button type="button" data-act="fit">Fit</button><button type="button" data-act="out" aria-label="Zoom out">−</button><output class="level" aria-label="Zoom level">100%</output><button type="button" data-act="in" aria-label="Zoom in">+</button><button type="button" data-act="actual" aria-label="Actual size">100%</button><span class="muted">Drag, wheel or arrow keys pan; Ctrl + wheel, pinch or +/− zoom; 0 fits. Click a state for its address.</span></div>`;

/**
 * The static machine atlas: one SVG per machine and an index page that draws them all, with
 * zoom, pan, search, state addresses and the tables of states and transitions, as file name →
 * content.
 */
export async function buildStaticAtlas(
  machines: readonly AnyStateMachine[],
  diagramCss: string,
  /** static-page.ts bundled into one classic script (tests/tools/write-atlas.ts). */
  script: string,
): Promise<Record<string, string>> {
  const sorted = [...machines].sort((a, b) => a.id.localeCompare(b.id));
  const css = diagramCss.replace(/\s+/g, ' ').trim();
  const files: Record<string, string> = {};
  const sections: string[] = [];
  for (const machine of sorted) {
    const graph = toAtlasGraph(machine);
    const layout = await layoutAtlas(graph);
    files[`${machine.id}.svg`] = `${renderAtlasSvg(layout, { inlineCss: css })}\n`;
    sections.push(
      [
        `<section id="${escapeHtml(machine.id)}" aria-labelledby="h-${escapeHtml(machine.id)}">`,
        `<h2 id="h-${escapeHtml(machine.id)}">${escapeHtml(machine.id)}</h2>`,
        graph.description ? `<p>${escapeHtml(graph.description)}</p>` : '',
        `<p><a href="${machine.id}.svg">Open the diagram alone</a></p>`,
        TOOLBAR,
        `<div class="frame" tabindex="0" role="application" aria-roledescription="zoomable diagram" aria-label="State diagram of ${escapeHtml(machine.id)}"><div class="zoom">${renderAtlasSvg(layout, {})}</div></div>`,
        tables(graph),
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
body{margin:0;background:#0b0e14;color:#eef1f6;font:15px/1.5 system-ui,sans-serif;display:grid;grid-template-columns:220px minmax(0,1fr)}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:16px;min-width:0;border-inline-end:1px solid #2a3240;box-sizing:border-box}
nav ul{list-style:none;padding:0;margin:0}nav a{color:#f0b90b;text-decoration:none;display:block;padding:4px 0}
main{padding:16px 24px;min-width:0}
.frame{position:relative;overflow:hidden;height:max(320px,calc(100vh - 200px));border:1px solid #2a3240;border-radius:8px;background:#0b0e14;touch-action:none;cursor:grab}
.zoom{position:absolute;top:0;left:0;width:max-content;transform-origin:0 0}.zoom svg{display:block}
.toolbar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:8px 0}
button{font:inherit;color:#eef1f6;background:#151a23;border:1px solid #3a4456;border-radius:6px;padding:2px 10px;cursor:pointer}
.search{display:block;padding:0 0 8px;margin-bottom:8px;border-block-end:1px solid #2a3240}.search label{display:flex;flex-direction:column;gap:4px;font-size:.85rem}
.search input{font:inherit;padding:6px 10px;border-radius:8px;border:1px solid #3a4456;background:transparent;color:#eef1f6;width:100%;box-sizing:border-box}
#results{list-style:none;padding:0;margin:4px 0;max-height:40vh;overflow:auto}#results button{display:block;width:100%;text-align:start;border:0;background:transparent;overflow-wrap:anywhere}
#results button:hover{background:rgb(90 169 255 / 12%)}.muted{color:#a3acba}
table{border-collapse:collapse}.table{overflow:auto;max-width:100%}td,th{border-block-end:1px solid #2a3240;padding:4px 8px;text-align:start;vertical-align:top}
a{color:#f0b90b}code{color:#5aa9ff;overflow-wrap:anywhere}
@media (max-width:767px){body{grid-template-columns:minmax(0,1fr)}nav{position:static;height:auto;max-height:30vh}}
${css}
</style>
</head>
<body>
<nav aria-label="Machines"><h1>Machine atlas</h1>
<search class="search"><label>Search states, events, guards, actions and descriptions <input id="search" type="search"></label> <span id="search-status" role="status"></span><ul id="results" aria-label="Search results"></ul></search>
<ul>
${nav}
</ul></nav>
<main>
<p>Every statechart of <code>machines/</code>, drawn from the machines themselves by <code>npm run atlas</code>. States show their descriptions and entry and exit actions; transitions read <code>event [guard] / actions</code>. A state's address is <code>index.html#machine.state.path</code>.</p>
${sections.join('\n')}
</main>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
</body>
</html>
`;
  return files;
}
