/**
 * Dependency direction (README "Folder map"): domain imports nothing; machines import only
 * xstate and the domain; features never import each other or the app; shared layers never
 * import views; the sandbox exchange shares only the domain and the API contract with the app
 * (it stands for a backend that is not ours); the page server knows nothing of the sandbox; and
 * every module is reached from a real entry, so none lives on for its tests alone.
 */
/** The modules that start something: a page, a server, a command. */
const ENTRIES =
  '^(src/app/boot\\.ts|src/app/first-view/start-after-paint\\.ts|server/(main|node|edge)\\.ts|sandbox/(main|cli|reset)\\.ts|tests/tools/atlas\\.ts|src/features/atlas/static-page\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'machines-import-only-xstate-and-domain',
      severity: 'error',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^src/domain/', '^node_modules/xstate/'] },
    },
    {
      name: 'no-feature-imports-another-feature',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-do-not-import-the-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-layers-do-not-import-views',
      severity: 'error',
      from: { path: '^(machines|src/(domain|api|platform|i18n|ui))/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-do-not-call-the-api',
      comment: 'Features run machines; the composition root gives the machines their effects.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'sandbox-shares-only-domain-and-contract',
      comment:
        'The sandbox stands for the exchange: it may use the rules and the wire contract both sides share, never the app.',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: {
        pathNot: ['^sandbox/', '^src/(domain|api)/', '^server/', '^node_modules/', '\\.json$'],
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-no-pkg', 'unknown'],
      },
    },
    {
      name: 'the-app-does-not-import-the-sandbox',
      severity: 'error',
      from: { path: '^(machines|src|server)/' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'only-the-server-imports-the-server',
      comment:
        'The page server is deployed on its own; the app and the machines never depend on it.',
      severity: 'error',
      from: { path: '^(machines|src)/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-module-only-tests-use',
      comment:
        'Every module is reached from an entry: the page (boot.ts and the start script index.html inlines), the page server, the sandbox and its tools, the atlas generator.',
      severity: 'error',
      from: { path: ENTRIES },
      to: {
        path: '^(machines|src|sandbox|server)/',
        pathNot: [ENTRIES, '\\.(css|js)$'],
        reachable: false,
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.json$' },
  },
};
