/**
 * `npm run coverage:machines`: replays every generated model path and prints, per machine,
 * the state nodes and transitions it reaches; writes the same to coverage/machines.json.
 * Exits 1 unless every machine is covered in full.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureCoverage } from '../model/coverage.ts';
import { loadModelSpecs } from '../model/models/registry.ts';

const root = path.resolve(import.meta.dirname, '../..');
const rows = (await loadModelSpecs()).map(measureCoverage);

const pct = (c: { covered: number; total: number }) =>
  c.total === 0 ? '100.0%' : `${((100 * c.covered) / c.total).toFixed(1)}%`;
const cell = (c: { covered: number; total: number }) =>
  `${c.covered}/${c.total} ${pct(c)}`.padEnd(16);

console.log(`${'machine'.padEnd(20)}${'states'.padEnd(16)}${'transitions'.padEnd(16)}paths`);
for (const r of rows) {
  console.log(`${r.machine.padEnd(20)}${cell(r.states)}${cell(r.transitions)}${r.paths}`);
}
const sum = (pick: (r: (typeof rows)[number]) => { covered: number; total: number }) => ({
  covered: rows.reduce((n, r) => n + pick(r).covered, 0),
  total: rows.reduce((n, r) => n + pick(r).total, 0),
});
const states = sum((r) => r.states);
const transitions = sum((r) => r.transitions);
console.log(
  `${'total'.padEnd(20)}${cell(states)}${cell(transitions)}${rows.reduce((n, r) => n + r.paths, 0)}`,
);

for (const r of rows) {
  for (const s of r.uncoveredStates) console.log(`  not reached: state ${s}`);
  for (const t of r.uncoveredTransitions) console.log(`  not reached: transition ${t}`);
}

mkdirSync(path.join(root, 'coverage'), { recursive: true });
writeFileSync(
  path.join(root, 'coverage/machines.json'),
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
const full = states.covered === states.total && transitions.covered === transitions.total;
process.exit(full ? 0 : 1);
