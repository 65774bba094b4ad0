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
