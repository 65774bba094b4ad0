import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activeNodes } from '../../tools/machine-graph.ts';
import type { AnyPathAdapter } from './adapter.ts';
import { eventInWords } from './words.ts';

/** One generated step: the event that makes it (xstate.init for the start), the state after. */
export interface CatalogueStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

/** One browser path as QA reads and runs it. */
export interface CataloguedPath {
  /** `<machine>/<n>`, n counted from 1 over the machine's scenarios in order. */
  id: string;
  machine: string;
  scenario: string;
  /** Plain words, nothing a `--grep` pattern reads as a special character. */
  title: string;
  steps: ReadonlyArray<CatalogueStep>;
  // biome-ignore lint/suspicious/noExplicitAny: the path of any machine's model, run as given.
  path: { steps: ReadonlyArray<CatalogueStep>; test?: unknown } & Record<string, any>;
}

/**
 * Words without characters that a filter reads as a pattern: `(logged out)` becomes
 * `, logged out`; brackets, stars, pipes and the like go.
 */
export function plainWords(text: string): string {
  return text
    .replace(/\s*\(([^()]*)\)/g, ', $1')
    .replace(/[()[\]{}*+?^$|\\"'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A path's title: "scenario: step, then step"; "scenario: opens" for a start alone. */
export function titleOf(
  adapter: AnyPathAdapter,
  scenario: string,
  events: ReadonlyArray<EventObject>,
): string {
  const steps = events
    .filter((e) => e.type !== 'xstate.init')
    .map((e) => plainWords(eventInWords(adapter, e)));
  return plainWords(`${scenario}: ${steps.length ? steps.join(', then ') : 'opens'}`);
}

/**
 * Every path of an adapter with its id. The ids follow the order the model generates the
 * paths in (scenario by scenario), so they stay the same while the machine, its model and the
 * adapter's scenarios do not change.
 */
export function catalogue(adapter: AnyPathAdapter): CataloguedPath[] {
  let n = 0;
  return adapter.scenarios.flatMap((scenario) =>
    scenario.paths().map((path) => {
      n += 1;
      const steps = path.steps as ReadonlyArray<CatalogueStep>;
      return {
        id: `${adapter.machine}/${n}`,
        machine: adapter.machine,
        scenario: scenario.name,
        title: titleOf(
          adapter,
          scenario.name,
          steps.map((s) => s.event),
        ),
        steps,
        path,
      };
    }),
  );
}

/**
 * Whether a path is picked by a selection of ids and machine names (`session/3`, `task`); an
 * empty selection picks every path.
 */
export function isSelected(path: CataloguedPath, selection: ReadonlyArray<string>): boolean {
  return selection.length === 0 || selection.includes(path.id) || selection.includes(path.machine);
}

/**
 * The adapter's state checks that run for a snapshot, as xstate/graph's test model matches
 * them: every key the snapshot matches (`a.b`, or `#id` by node id), else `*` if given.
 */
export function stateKeysFor(keys: ReadonlyArray<string>, snapshot: AnyMachineSnapshot): string[] {
  const ids = new Set(activeNodes(snapshot).map((n) => `#${n.id}`));
  const matched = keys.filter((key) =>
    key.startsWith('#') ? ids.has(key) : key !== '*' && snapshot.matches(key as never),
  );
  return matched.length === 0 && keys.includes('*') ? ['*'] : matched;
}

/** What the page must show in a snapshot: the descriptions of its innermost states. */
export function stateInWords(snapshot: AnyMachineSnapshot): string {
  const nodes = activeNodes(snapshot);
  const leaves = nodes.filter((n) => !nodes.some((m) => m.parent === n));
  return leaves
    .map((n) => {
      const name = n.path.join('.') || n.id;
      return n.description ? `${name} (${n.description})` : name;
    })
    .join('; ');
}

/** The state a snapshot is in, short: `authenticated.loadingUser`, regions joined by `+`. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  const nodes = activeNodes(snapshot);
  return nodes
    .filter((n) => !nodes.some((m) => m.parent === n))
    .map((n) => n.path.join('.') || n.id)
    .join(' + ');
}
