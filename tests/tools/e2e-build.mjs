import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The app build the browser suites run against, named once: `npm test` builds it a single time
 * for all its browser lanes, and a suite run alone (its Playwright config) builds its own.
 * @param {string} outDir where the build goes
 * @returns {string} the shell command that builds it
 */
export function e2eBuildCommand(outDir) {
  // One build serves every lane, each on its own ports: its built-in hosts are the default
  // sandbox's, never a lane's (a build reads PORT/API_PORTS otherwise, vite.config.ts), which the
  // suites keep the browser off (tests/faults/support/suite.ts).
  return `VITE_FALLBACK_HOSTS=${DEFAULT_FALLBACK_HOSTS} npx vite build --logLevel error --outDir ${outDir}`;
}

/** The default sandbox's API hosts (vite-plugins/page-html.ts, src/app/config.ts). */
const DEFAULT_FALLBACK_HOSTS =
  'http://api-1.localhost:8081,http://api-2.localhost:8082,http://api-3.localhost:8083';

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
