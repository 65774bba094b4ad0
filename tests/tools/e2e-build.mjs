import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The app build the browser suites run against, named once: `npm test` builds it a single time
 * for all its browser lanes, and a suite run alone (its Playwright config) builds its own.
 * @param {string} outDir where the build goes
 * @returns {string} the shell command that builds it
 */
export function e2eBuildCommand(outDir) {
  return `npx vite build --logLevel error --outDir ${outDir}`;
}

/**
 * The variable that hands a suite a build made beforehand (its dist folder): its sandbox then
 * serves that build instead of making its own.
 */
export const SHARED_DIST_ENV = 'E2E_DIST_DIR';

// Run as a script (`node tests/tools/e2e-build.mjs <outDir>`), it makes that build: .ci/run makes
// it ahead of `npm test` and hands it over in SHARED_DIST_ENV.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node tests/tools/e2e-build.mjs <outDir>');
    process.exit(2);
  }
  process.exit(spawnSync(e2eBuildCommand(outDir), { stdio: 'inherit', shell: true }).status ?? 1);
}
