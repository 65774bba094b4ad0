/** What the browser build leaves out of the start: later messages, machine descriptions. */
import { readFileSync } from 'node:fs';
import { type Plugin, parseAst } from 'vite';
import { firstMessages } from '../src/i18n/message-parts.ts';

/** Serves `locales/<locale>.json?part=first`, the messages the app starts with (message-parts.ts). */
export function firstMessagesPart(): Plugin {
  return {
    name: 'exchange:first-messages',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'part=first' || !file?.endsWith('.json')) return undefined;
      this.addWatchFile(file);
      const first = firstMessages(JSON.parse(readFileSync(file, 'utf8')));
      return { code: `export default ${JSON.stringify(first)};`, moduleType: 'js' };
    },
  };
}

/** A machine's own module as the pages import it; the atlas's copy has `?atlas` after it. */
const MACHINE_MODULE = /[\\/]machines[\\/][^\\/?]+\.machine\.ts$/;

/**
 * Leaves the states' descriptions out of the machines the pages run: they are for the reader of
 * the code and the machine atlas, which imports its own copy of every machine with them
 * (`?atlas`, src/app/atlas-route.tsx). Issue 17: the centre's start is within 120 KB gzip.
 */
export function machineDescriptionsForTheAtlasOnly(): Plugin {
  return {
    name: 'exchange:machine-descriptions',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!MACHINE_MODULE.test(id)) return undefined;
        const cuts: [number, number][] = [];
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) {
            for (const item of node) visit(item);
            return;
          }
          if (!node || typeof node !== 'object') return;
          const n = node as Record<string, unknown> & { start: number; end: number };
          if (n.type === 'Property' && isDescription(n)) {
            const comma = /^\s*,/.exec(code.slice(n.end));
            cuts.push([n.start, n.end + (comma?.[0].length ?? 0)]);
            return;
          }
          for (const value of Object.values(n))
            if (value && typeof value === 'object') visit(value);
        };
        visit(parseAst(code, { lang: 'js' }));
        if (cuts.length === 0) return undefined;
        // Blanked, not cut: the code stays in place, so the source map stands (`map: null`).
        let blanked = code;
        for (const [start, end] of cuts) {
          const blank = code.slice(start, end).replace(/[^\n]/g, ' ');
          blanked = blanked.slice(0, start) + blank + blanked.slice(end);
        }
        return { code: blanked, map: null };
      },
    },
  };
}

/** `description: 'text'`: a property named description whose value is plain text. */
function isDescription(property: Record<string, unknown>): boolean {
  const key = property.key as { type: string; name?: string; value?: unknown };
  const value = property.value as { type: string; value?: unknown; expressions?: unknown[] };
  const named =
    !property.computed &&
    ((key.type === 'Identifier' && key.name === 'description') || key.value === 'description');
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0);
  return named && text;
}
