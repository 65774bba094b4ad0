/**
 * `npm run test:paths`: the browser paths generated from the statecharts (tests/paths), then,
 * per machine, the states and transitions those that passed cover, printed and written to
 * coverage/paths.json in the shape of coverage/machines.json.
 * `npm run test:paths -- --list` prints the generated paths in plain words and runs nothing.
 * Other arguments go to Playwright (`-- --grep lottery`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EventObject } from 'xstate';
import { measureCoverage } from '../model/coverage.ts';
import { loadModelSpecs } from '../model/models/registry.ts';
import type { AnyPathAdapter } from '../paths/support/adapter.ts';
import { PASSED_DIR, type PassedPath } from '../paths/support/define-paths.ts';
import { pathInWords } from '../paths/support/words.ts';

const root = path.resolve(import.meta.dirname, '../..');
const pathsDir = path.join(root, 'tests/paths');

/** SPEC-bound machines that must be covered by browser paths (issue: QA paths). */
const REQUIRED = ['session', 'activity', 'task', 'lottery', 'dialog', 'notifications'];
const STATES_FLOOR = 1;
const TRANSITIONS_FLOOR = 0.9;

const isAdapter = (value: unknown): value is AnyPathAdapter =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'scenarios' in value &&
  'states' in value &&
  'events' in value;

async function loadAdapters(): Promise<AnyPathAdapter[]> {
  const files = readdirSync(pathsDir)
    .filter((f) => f.endsWith('.adapter.ts'))
    .sort();
  const modules = await Promise.all(files.map((f) => import(path.join(pathsDir, f))));
  return modules.flatMap((m) => Object.values(m as Record<string, unknown>).filter(isAdapter));
}

const adapters = await loadAdapters();
const args = process.argv.slice(2);

if (args.includes('--list')) {
  let count = 0;
  for (const adapter of adapters) {
    console.log(`\n${adapter.machine}`);
    for (const scenario of adapter.scenarios) {
      scenario.paths().forEach((p, i) => {
        count += 1;
        const events = p.steps.map((s: { event: EventObject }) => s.event);
        console.log(`  #${i + 1} ${pathInWords(adapter, scenario.name, events)}`);
      });
    }
  }
  console.log(`\n${count} paths over ${adapters.length} machines`);
  process.exit(0);
}

// This run's own records: a run on another port at the same time keeps its own folder.
const passedDir = `${PASSED_DIR}-${process.pid}`;
rmSync(passedDir, { recursive: true, force: true });
const status =
  spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/paths/playwright.config.ts', ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, PATHS_PASSED_DIR: passedDir } },
  ).status ?? 1;

const passed: PassedPath[] = existsSync(passedDir)
  ? readdirSync(passedDir).flatMap((f) =>
      readFileSync(path.join(passedDir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as PassedPath),
    )
  : [];
rmSync(passedDir, { recursive: true, force: true });

const specs = new Map((await loadModelSpecs()).map((s) => [s.name, s]));
const rows = adapters.map((adapter) => {
  const spec = specs.get(adapter.machine);
  if (!spec) throw new Error(`no model spec for machine ${adapter.machine}`);
  let generated = 0;
  const inputs = adapter.scenarios.map((scenario) => {
    const all = scenario.paths();
    generated += all.length;
    // A path is known by its title: an index would name another path once the paths change.
    const titled = new Map(
      all.map((p) => [
        pathInWords(
          adapter,
          scenario.name,
          p.steps.map((s: { event: EventObject }) => s.event),
        ),
        p,
      ]),
    );
    const ran = passed
      .filter((p) => p.machine === adapter.machine && p.scenario === scenario.name)
      .flatMap((p) => titled.get(p.title) ?? []);
    return { name: scenario.name, input: scenario.input, paths: ran };
  });
  // measureCoverage asks for each input's paths in order; scenarios may share one input.
  let asked = 0;
  const row = measureCoverage({
    ...spec,
    inputs: inputs.map(({ name, input }) => ({ name, input })),
    model: { getShortestPaths: () => inputs[asked++]?.paths ?? [] },
  });
  return { ...row, generated };
});

const pct = (c: { covered: number; total: number }) =>
  c.total === 0 ? '100.0%' : `${((100 * c.covered) / c.total).toFixed(1)}%`;
const cell = (c: { covered: number; total: number }) =>
  `${c.covered}/${c.total} ${pct(c)}`.padEnd(16);
console.log('\nBrowser paths: coverage of the machines');
console.log(`${'machine'.padEnd(16)}${'states'.padEnd(16)}${'transitions'.padEnd(16)}paths passed`);
for (const r of rows)
  console.log(
    `${r.machine.padEnd(16)}${cell(r.states)}${cell(r.transitions)}${r.paths}/${r.generated}`,
  );

// A filtered run (`-- --grep lottery`, a file) answers for the machines it ran, not the others.
const filtered = args.some(
  (a) => /^(?:-g|--grep(?:-invert)?(?:=.*)?)$/.test(a) || /\.paths\.ts/.test(a),
);
const floored = filtered
  ? REQUIRED.filter((name) => (rows.find((r) => r.machine === name)?.paths ?? 0) > 0)
  : REQUIRED;
if (filtered)
  console.log(`\nA filtered run: floors checked for ${floored.join(', ') || 'no machine'}.`);

const short: string[] = [];
for (const name of floored) {
  const r = rows.find((row) => row.machine === name);
  if (!r) short.push(`${name}: no browser paths`);
  else if (r.states.covered < STATES_FLOOR * r.states.total)
    short.push(`${name}: states ${pct(r.states)} < 100% (${r.uncoveredStates.join(', ')})`);
  else if (r.transitions.covered < TRANSITIONS_FLOOR * r.transitions.total)
    short.push(`${name}: transitions ${pct(r.transitions)} < 90%`);
}
for (const r of rows.filter((row) => !filtered || row.paths > 0))
  for (const t of r.uncoveredTransitions) console.log(`  not in a browser path: ${t}`);

mkdirSync(path.join(root, 'coverage'), { recursive: true });
writeFileSync(
  path.join(root, 'coverage/paths.json'),
  `${JSON.stringify(
    rows.map(({ machine, states, transitions, paths }) => ({
      machine,
      states,
      transitions,
      paths,
    })),
    null,
    2,
  )}\n`,
);
for (const line of short) console.log(`below the floor: ${line}`);
process.exit(status !== 0 || short.length > 0 ? 1 : 0);
