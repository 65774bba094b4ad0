/**
 * Dependency direction (README "Folder map"): domain imports nothing; machines import only
 * xstate and the domain; features never import each other or the app; shared layers never
 * import views; the sandbox exchange shares only the domain and the API contract with the app
 * (it stands for a backend that is not ours); the page server knows nothing of the sandbox; and
 * every module is reached from a real entry, so none lives on for its tests alone.
 */
/** The modules that start something: a page, a server, a command. */
const ENTRIES =
  '^(src/app/boot\\.ts|src/app/first-view/start-after-paint\\.ts|src/platform/number-data\\.worker\\.ts|src/i18n/message-parts\\.ts|server/(main|node|edge|static-shells)\\.ts|sandbox/(main|cli|reset|render-images)\\.ts|tests/tools/atlas\\.ts|src/features/atlas/static-page\\.ts)$';

/**
 * A forbidden import: no module matching `from` may import one matching `to`. Every rule is an
 * error: a warning would let `npm run check` pass with the direction broken.
 */
const never = (name, from, to, comment) => ({
  name,
  ...(comment ? { comment } : {}),
  severity: 'error',
  from,
  to,
});

module.exports = {
  forbidden: [
    never('domain-imports-nothing', { path: '^src/domain/' }, { pathNot: '^src/domain/' }),
    never(
      'machines-import-only-xstate-and-domain',
      { path: '^machines/' },
      { pathNot: ['^machines/', '^src/domain/', '^node_modules/xstate/'] },
    ),
    never(
      'no-feature-imports-another-feature',
      { path: '^src/features/([^/]+)/' },
      { path: '^src/features/', pathNot: '^src/features/$1/' },
    ),
    never('features-do-not-import-the-app', { path: '^src/features/' }, { path: '^src/app/' }),
    never(
      'shared-layers-do-not-import-views',
      { path: '^(machines|src/(domain|api|platform|i18n|ui))/' },
      { path: '^src/(features|app)/' },
    ),
    never(
      'features-do-not-call-the-api',
      { path: '^src/features/' },
      { path: '^src/api/' },
      'Features run machines; the composition root gives the machines their effects.',
    ),
    never(
      'sandbox-shares-only-domain-and-contract',
      { path: '^sandbox/' },
      {
        pathNot: ['^sandbox/', '^src/(domain|api)/', '^server/', '^node_modules/', '\\.json$'],
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-no-pkg', 'unknown'],
      },
      'The sandbox stands for the exchange: it may use the rules and the wire contract both sides share, never the app.',
    ),
    never(
      'the-app-does-not-import-the-sandbox',
      { path: '^(machines|src|server)/' },
      { path: '^sandbox/' },
    ),
    never(
      'only-the-server-imports-the-server',
      { path: '^(machines|src)/' },
      { path: '^server/' },
      'The page server is deployed on its own; the app and the machines never depend on it.',
    ),
    never(
      'no-module-only-tests-use',
      { path: ENTRIES },
      {
        path: '^(machines|src|sandbox|server)/',
        pathNot: [ENTRIES, '\\.(css|js)$'],
        reachable: false,
      },
      'Every module is reached from an entry: the page (boot.ts, the start script index.html inlines, and the number data worker it starts), the page server and the static shells of the build (vite.config.ts), the sandbox and its tools, the atlas generator.',
    ),
    never('no-circular', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.json$' },
  },
};
