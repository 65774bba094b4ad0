#!/usr/bin/env node
/**
 * `npm test`: unit tests and generated model paths (Vitest), then the browser journeys and the
 * fault suite side by side (Playwright in Debian's Chromium, each on its own sandbox, ports and
 * build), then one summary with the count of each.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const out = path.join(root, 'coverage');
mkdirSync(out, { recursive: true });

requireChromium('npm test');

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');
const faultsJson = path.join(out, 'faults.json');
for (const report of [vitestJson, playwrightJson, faultsJson]) rmSync(report, { force: true });

const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
/**
 * One Playwright suite as a child whose output lines carry the suite's name: the two suites run
 * at once (one browser worker each, which leaves the second core idle when run one after the
 * other), so their lines interleave.
 */
const playwright = (label, config, outputFile, port) =>
  new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', '-c', config], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        PW_REPORTER: JSON.stringify([['list'], ['json', { outputFile }]]),
      },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
// Each suite's sandbox takes its port and the next three for its API hosts.
const e2ePort = Number(process.env.E2E_PORT ?? 9180);
const [playwrightStatus, faultsStatus] = await Promise.all([
  playwright('e2e', 'tests/e2e/playwright.config.ts', playwrightJson, e2ePort),
  playwright('faults', 'tests/faults/playwright.config.ts', faultsJson, e2ePort + 10),
]);

const counts = {
  unit: { passed: 0, failed: 0, flaky: 0 },
  model: { passed: 0, failed: 0, flaky: 0 },
  e2e: { passed: 0, failed: 0, flaky: 0 },
  faults: { passed: 0, failed: 0, flaky: 0 },
};
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  for (const file of report.testResults) {
    const kind = file.name.includes(`${path.sep}tests${path.sep}model${path.sep}`)
      ? 'model'
      : 'unit';
    for (const t of file.assertionResults) {
      if (t.status === 'passed') counts[kind].passed += 1;
      else if (t.status === 'failed') counts[kind].failed += 1;
    }
    // A file that failed to load has no assertion results but must count as a failure.
    if (file.status === 'failed' && file.assertionResults.length === 0) counts[kind].failed += 1;
  }
}
for (const [kind, report] of [
  ['e2e', playwrightJson],
  ['faults', faultsJson],
]) {
  if (!existsSync(report)) continue;
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  counts[kind].passed = stats.expected + stats.flaky;
  counts[kind].failed = stats.unexpected;
  counts[kind].flaky = stats.flaky;
}

const rows = [
  ['unit tests', counts.unit],
  ['model paths (generated)', counts.model],
  ['e2e journeys (Chromium)', counts.e2e],
  ['fault scenarios (Chromium)', counts.faults],
];
console.log('\nTest summary');
for (const [label, c] of rows)
  console.log(
    `  ${label.padEnd(26)} ${c.passed} passed, ${c.failed} failed` +
      (c.flaky ? ` (${c.flaky} passed only on the second try: flaky, see above)` : ''),
  );
const passed = rows.reduce((n, [, c]) => n + c.passed, 0);
const failed = rows.reduce((n, [, c]) => n + c.failed, 0);
const empty = rows.filter(([, c]) => c.passed + c.failed === 0).map(([label]) => label);
if (empty.length) console.error(`No tests ran for: ${empty.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(
  vitestStatus === 0 &&
    playwrightStatus === 0 &&
    faultsStatus === 0 &&
    failed === 0 &&
    empty.length === 0
    ? 0
    : 1,
);
