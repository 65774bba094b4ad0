/**
 * `npm run test:paths`: the browser paths generated from the statecharts (tests/paths), then,
 * per machine, the states and transitions those that passed cover, printed and written to
 * coverage/paths.json (the shape of coverage/machines.json, with what no path covers).
 *
 *   -- --list                  every path by id, per step the event and what the page must show
 *   -- --id session/3          runs that path alone (repeat, or comma-separate, for more)
 *   -- --machine task          runs one machine's paths (with --list: lists them)
 *
 * A selection (or a Playwright filter such as `-- --grep claim`) reports the coverage of what
 * ran to coverage/paths-selection.json and checks no floors: those are for the full run, whose
 * coverage/paths.json it leaves alone. Other arguments go to Playwright. A failure names its
 * step, the adapter line and what the page had to show; screenshot, trace and an HTML report
 * stay in test-results/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CoverageRow, measureCoverage } from '../model/coverage.ts';
import { loadModelSpecs } from '../model/models/registry.ts';
import type { AnyPathAdapter } from '../paths/support/adapter.ts';
import {
  type CataloguedPath,
  catalogue,
  isSelected,
  stateInWords,
  stateKeysFor,
} from '../paths/support/catalogue.ts';
import { PASSED_DIR, type PassedPath } from '../paths/support/define-paths.ts';
import { adapterLine } from '../paths/support/source-lines.ts';
import { eventInWords } from '../paths/support/words.ts';
import { requireChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pathsDir = path.join(root, 'tests/paths');
const REPORT_DIR = 'test-results/paths-report';

/** SPEC-bound machines that must be covered by browser paths (issue: QA paths). */
const REQUIRED = ['session', 'activity', 'task', 'lottery', 'dialog', 'notifications'];
const STATES_FLOOR = 1;
const TRANSITIONS_FLOOR = 0.9;

interface LoadedAdapter {
  adapter: AnyPathAdapter;
  /** The adapter's file, tests/paths/<x>.adapter.ts. */
  file: string;
}

const isAdapter = (value: unknown): value is AnyPathAdapter =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'scenarios' in value &&
  'states' in value &&
  'events' in value;

async function loadAdapters(): Promise<LoadedAdapter[]> {
  const files = readdirSync(pathsDir)
    .filter((f) => f.endsWith('.adapter.ts'))
    .sort();
  const modules = await Promise.all(files.map((f) => import(path.join(pathsDir, f))));
  return modules.flatMap((m, i) =>
    Object.values(m as Record<string, unknown>)
      .filter(isAdapter)
      .map((adapter) => ({ adapter, file: path.join(pathsDir, files[i]!) })),
  );
}

/** The runner's own options, taken out of the arguments; the rest go to Playwright. */
function parseArgs(argv: ReadonlyArray<string>) {
  const picked: string[] = [];
  const rest: string[] = [];
  let list = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const own = /^--(id|machine)(?:=(.*))?$/.exec(arg);
    if (arg === '--list') list = true;
    else if (own) {
      const value = own[2] ?? argv[++i];
      if (!value) throw new Error(`${arg} needs a value: --id session/3, --machine task`);
      picked.push(...value.split(',').map((v) => v.trim()));
    } else rest.push(arg);
  }
  return { list, picked: picked.filter(Boolean), rest };
}

// `activity-apply` (the file) names the machine `activityApply` as well.
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const { list, picked: asked, rest } = parseArgs(process.argv.slice(2));
// Before generating anything: without Chromium a run can only fail, after a build.
if (!list) requireChromium('npm run test:paths');
const adapters = await loadAdapters();
const picked = asked.map((p) => (p.includes('/') ? p : camel(p)));
const all = new Map(adapters.map((a) => [a.adapter.machine, catalogue(a.adapter)]));

const unknown = picked.filter((p) =>
  p.includes('/') ? ![...all.values()].flat().some((run) => run.id === p) : !all.has(p),
);
if (unknown.length > 0) {
  console.error(`No path or machine named ${unknown.join(', ')}.`);
  console.error(
    `Machines: ${[...all].map(([m, runs]) => `${m} (${m}/1..${runs.length})`).join(', ')}`,
  );
  console.error('See every path with: npm run test:paths -- --list');
  process.exit(2);
}

/** A stand-in for the page and sandbox: `--list` reads the adapter's checks, runs none. */
const inert: unknown = new Proxy(() => inert, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
});

/** The state keys the adapter checks, or none if its checks cannot be read without a page. */
function checkedKeys(adapter: AnyPathAdapter): string[] {
  try {
    return Object.keys(adapter.states(inert as never));
  } catch {
    return [];
  }
}

const where = (line: string | undefined) => (line ? `   (${line})` : '');

function printPath(run: CataloguedPath, { adapter, file }: LoadedAdapter, keys: string[]) {
  console.log(`\n${run.id}  ${run.title}`);
  run.steps.forEach(({ event, state }, step) => {
    const made =
      step === 0
        ? `start: ${run.scenario}`
        : `${step}. ${eventInWords(adapter, event)}  [${event.type}]${where(adapterLine(file, event.type))}`;
    console.log(`   ${made}`);
    console.log(`      the page must show: ${stateInWords(state)}`);
    for (const key of stateKeysFor(keys, state))
      console.log(`      checked as ${key}${where(adapterLine(file, key))}`);
  });
}

if (list) {
  let count = 0;
  for (const loaded of adapters) {
    const runs = all.get(loaded.adapter.machine)!.filter((run) => isSelected(run, picked));
    if (runs.length === 0) continue;
    console.log(`\n== ${loaded.adapter.machine}: ${runs.length} paths`);
    const keys = checkedKeys(loaded.adapter);
    for (const run of runs) printPath(run, loaded, keys);
    count += runs.length;
  }
  console.log(`\n${count} paths. Run one: npm run test:paths -- --id <machine>/<n>`);
  process.exit(0);
}

// A selection runs only its machines' files; the tests in them are only those it names.
const files = [
  ...new Set(
    adapters
      .filter(({ adapter }) => all.get(adapter.machine)!.some((run) => isSelected(run, picked)))
      .map(({ file }) => path.relative(root, file).replace(/\.adapter\.ts$/, '.paths.ts')),
  ),
];
// This run's own records: a run on another port at the same time keeps its own folder.
const passedDir = `${PASSED_DIR}-${process.pid}`;
rmSync(passedDir, { recursive: true, force: true });
const status =
  spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/paths/playwright.config.ts', ...(picked.length ? files : []), ...rest],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATHS_PASSED_DIR: passedDir, PATHS_SELECTION: picked.join(',') },
    },
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

// A selection or a Playwright filter (`--grep`, a file) answers for what it ran, not the rest.
const partial =
  picked.length > 0 ||
  rest.some((a) => /^(?:-g|--grep(?:-invert)?(?:=.*)?)$/.test(a) || /\.paths\.ts/.test(a));

const specs = new Map((await loadModelSpecs()).map((s) => [s.name, s]));
const rows: Array<CoverageRow & { generated: number }> = [];
for (const { adapter } of adapters) {
  const runs = all.get(adapter.machine)!;
  const ran = passed.filter((p) => p.machine === adapter.machine);
  if (partial && !runs.some((run) => isSelected(run, picked)) && ran.length === 0) continue;
  const spec = specs.get(adapter.machine);
  if (!spec) throw new Error(`no model spec for machine ${adapter.machine}`);
  // A path is known by its id; its title must match too, or the paths changed under the run.
  const byId = new Map(runs.map((run) => [run.id, run]));
  const inputs = adapter.scenarios.map((scenario) => ({
    name: scenario.name,
    input: scenario.input,
    paths: ran
      .filter((p) => p.scenario === scenario.name)
      .flatMap((p) => {
        const run = byId.get(p.id);
        return run && run.title === p.title ? [run.path] : [];
      }),
  }));
  // measureCoverage asks for each input's paths in order; scenarios may share one input.
  let next = 0;
  const row = measureCoverage({
    ...spec,
    inputs: inputs.map(({ name, input }) => ({ name, input })),
    model: { getShortestPaths: () => inputs[next++]?.paths ?? [] },
  });
  rows.push({ ...row, generated: runs.filter((run) => isSelected(run, picked)).length });
}

const pct = (c: { covered: number; total: number }) =>
  c.total === 0 ? '100.0%' : `${((100 * c.covered) / c.total).toFixed(1)}%`;
const cell = (c: { covered: number; total: number }) =>
  `${c.covered}/${c.total} ${pct(c)}`.padEnd(16);
console.log(`\nBrowser paths: coverage of the machines${partial ? ' by the paths that ran' : ''}`);
console.log(`${'machine'.padEnd(16)}${'states'.padEnd(16)}${'transitions'.padEnd(16)}paths passed`);
for (const r of rows)
  console.log(
    `${r.machine.padEnd(16)}${cell(r.states)}${cell(r.transitions)}${r.paths}/${r.generated}`,
  );
if (!partial)
  for (const r of rows) {
    for (const s of r.uncoveredStates) console.log(`  ${r.machine}: no browser path enters ${s}`);
    for (const t of r.uncoveredTransitions)
      console.log(`  ${r.machine}: no browser path takes ${t}`);
  }

const short: string[] = [];
if (!partial)
  for (const name of REQUIRED) {
    const r = rows.find((row) => row.machine === name);
    if (!r) short.push(`${name}: no browser paths`);
    else if (r.states.covered < STATES_FLOOR * r.states.total)
      short.push(`${name}: states ${pct(r.states)} < 100% (${r.uncoveredStates.join(', ')})`);
    else if (r.transitions.covered < TRANSITIONS_FLOOR * r.transitions.total)
      short.push(`${name}: transitions ${pct(r.transitions)} < 90%`);
  }

// The full run's record is coverage/paths.json; a selection never overwrites it.
const out = path.join(root, partial ? 'coverage/paths-selection.json' : 'coverage/paths.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    rows.map(({ machine, states, transitions, paths, uncoveredStates, uncoveredTransitions }) => ({
      machine,
      states,
      transitions,
      paths,
      uncoveredStates,
      uncoveredTransitions,
    })),
    null,
    2,
  )}\n`,
);
console.log(`\nCoverage written to ${path.relative(root, out)}`);
if (partial) console.log('A selection: no coverage floors (they apply to the full run).');
for (const line of short) console.log(`below the floor: ${line}`);
if (status !== 0)
  console.log(
    [
      '\nA path failed. Its error names the step, the adapter line and what the page had to show;',
      `the HTML report has the steps, a screenshot and the trace: npx playwright show-report ${REPORT_DIR}`,
    ].join('\n'),
  );
process.exit(status !== 0 || short.length > 0 ? 1 : 0);
