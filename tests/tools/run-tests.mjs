#!/usr/bin/env node
/**
 * `npm test`: unit tests and generated model paths (Vitest), then the browser journeys and the
 * fault suite from one build, their files shared out to lanes that run side by side (each run on
 * its own sandbox and ports, Playwright in Debian's Chromium), then one summary with the count
 * of each.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';
import { e2eBuildCommand, SHARED_DIST_ENV } from './e2e-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const out = path.join(root, 'coverage');
mkdirSync(out, { recursive: true });

requireChromium('npm test');

const vitestJson = path.join(out, 'vitest.json');
for (const report of readdirSync(out).filter((f) =>
  /^(playwright|faults|lane)(-\d+)?\.json$/.test(f),
))
  rmSync(path.join(out, report), { force: true });

/** A child's exit code once it ends (1 when a signal ended it). */
const exited = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

// One build for every browser lane: each lane's sandbox serves it (a suite run alone builds its
// own, see tests/e2e/playwright.config.ts). It is made while Vitest runs: the end of Vitest's
// run, its last long files, leaves a core idle that the build takes. A build handed over in
// SHARED_DIST_ENV (.ci/run makes one while a core is idle earlier) is served as it is.
const e2ePort = Number(process.env.E2E_PORT ?? 9180);
const handedOver = process.env[SHARED_DIST_ENV];
const sharedDist = handedOver || path.join('.data', `e2e-build-${e2ePort}`, 'dist');
let build;
if (!handedOver) {
  rmSync(path.join(root, sharedDist), { recursive: true, force: true });
  build = exited(spawn(e2eBuildCommand(sharedDist), { cwd: root, stdio: 'inherit', shell: true }));
} else if (existsSync(path.resolve(root, handedOver, 'index.html'))) {
  build = Promise.resolve(0);
} else {
  console.error(`${SHARED_DIST_ENV}=${handedOver} holds no build.`);
  build = Promise.resolve(1);
}

const vitestStatus = await exited(
  spawn(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    { cwd: root, stdio: 'inherit' },
  ),
);

const buildStatus = await build;
if (buildStatus !== 0) {
  console.error('The app did not build: no browser test ran.');
  process.exit(1);
}

/**
 * The two browser suites: their folders and the ending of their spec files. A lane runs both
 * in one Playwright run (tests/lanes/playwright.config.ts), each suite a project of that name.
 */
const SUITES = {
  e2e: { dir: 'tests/e2e', ending: '.spec.ts' },
  faults: { dir: 'tests/faults', ending: '.fault.ts' },
};
const LANE_CONFIG = 'tests/lanes/playwright.config.ts';

/**
 * Both suites' spec files split in lanes of about the same length, longest first into the
 * shortest lane, by the durations of an earlier run (tests/tools/browser-durations.json,
 * seconds per file; a file it does not know counts as an average one of its suite). A lane is
 * per suite its list of files.
 */
function browserLanes(count) {
  const known = JSON.parse(
    readFileSync(path.join(root, 'tests/tools/browser-durations.json'), 'utf8'),
  );
  const files = Object.entries(SUITES).flatMap(([suite, { dir, ending }]) => {
    const seconds = Object.values(known[suite] ?? {});
    const average = seconds.reduce((a, b) => a + b, 0) / Math.max(seconds.length, 1);
    return readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(ending))
      .map((f) => ({ suite, file: `${dir}/${f}`, seconds: known[suite]?.[f] ?? average }));
  });
  files.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const lanes = Array.from({ length: count }, () => ({ e2e: [], faults: [], seconds: 0 }));
  for (const { suite, file, seconds } of files) {
    const shortest = lanes.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    shortest[suite].push(file);
    shortest.seconds += seconds;
  }
  return lanes;
}

/**
 * One Playwright run as a child whose output lines carry its lane's name: the lanes run at
 * once (one browser worker each, since every test resets its sandbox), so their lines
 * interleave.
 */
const playwright = (label, files, outputFile, port) =>
  new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', '-c', LANE_CONFIG, ...files], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_LANE: label,
        [SHARED_DIST_ENV]: sharedDist,
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
/**
 * One lane: its journeys and its fault files in one Playwright run, on one sandbox (two runs
 * in a row started a second sandbox, browser and runner). The sandbox takes its port and the
 * next three for its API hosts (the dev-server journey the fifth): lane i's at E2E_PORT+20i.
 * Answers the suites it ran and its report.
 */
async function runLane(lane, i) {
  const files = [...lane.e2e, ...lane.faults];
  const suites = /** @type {const} */ (['e2e', 'faults']).filter((s) => lane[s].length > 0);
  // An empty list would run every file (Playwright reads no files as "all").
  if (files.length === 0) return { suites, report: '', status: 0 };
  const report = path.join(out, `lane-${i + 1}.json`);
  const status = await playwright(`lane-${i + 1}`, files, report, e2ePort + 20 * i);
  return { suites, report, status };
}
// One lane a core: with three on two cores (tried), a page's work under load ran past the
// suites' 5 s expectations and 30 s test time-outs.
const LANES = Number(process.env.TEST_LANES ?? 2);
const runs = await Promise.all(browserLanes(LANES).map(runLane));

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
/** Every test of a Playwright JSON report, with the project (suite) it ran in. */
function* reportedTests(suite) {
  for (const spec of suite.specs ?? []) yield* spec.tests;
  for (const inner of suite.suites ?? []) yield* reportedTests(inner);
}
for (const run of runs) {
  if (run.suites.length === 0) continue;
  // A lane that left no report (it did not start) counts as a failure of each of its suites.
  if (!existsSync(run.report)) {
    for (const kind of run.suites) counts[kind].failed += 1;
    continue;
  }
  for (const suite of JSON.parse(readFileSync(run.report, 'utf8')).suites) {
    for (const t of reportedTests(suite)) {
      const c = counts[t.projectName];
      if (!c) throw new Error(`${run.report}: a test of no known suite (${t.projectName})`);
      if (t.status === 'expected' || t.status === 'flaky') c.passed += 1;
      if (t.status === 'flaky') c.flaky += 1;
      if (t.status === 'unexpected') c.failed += 1;
    }
  }
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
  vitestStatus === 0 && runs.every((r) => r.status === 0) && failed === 0 && empty.length === 0
    ? 0
    : 1,
);
