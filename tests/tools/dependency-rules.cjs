/**
 * Dependency direction (README "Folder map"): domain imports nothing; machines import only
 * xstate and the domain; features never import each other or the app; shared layers never
 * import views.
 */
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
