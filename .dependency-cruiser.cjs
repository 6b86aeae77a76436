// The layers of ../shared/DESIGN.md ("The house"), enforced: `pnpm lint:layers` fails on any
// arrow that points the wrong way. Tests, benches and scripts may reach across layers; the
// shipped source may not.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-nothing',
      comment:
        'numerology-core has no runtime dependencies: its library modules import only each other ' +
        '(the command-line entry cli.ts may use node builtins; the birth star reads the Moon ' +
        'from astronomy-engine, which its own entry bundles).',
      severity: 'error',
      from: { path: '^packages/numerology-core/src/', pathNot: '(__tests__|/cli\\.ts$)' },
      to: { pathNot: '^packages/numerology-core/src/|(^|/)node_modules/astronomy-engine/' },
    },
    {
      name: 'astronomy-only-in-birth-star',
      comment: 'Only the birth star entry bundles astronomy-engine; the main entry stays small.',
      severity: 'error',
      from: { path: '^packages/numerology-core/src/', pathNot: '(__tests__|/birth-star/)' },
      to: { path: '(^|/)node_modules/astronomy-engine/' },
    },
    {
      name: 'core-cli-builtins-only',
      comment: 'The numerology command uses node builtins and core itself, nothing installed.',
      severity: 'error',
      from: { path: '^packages/numerology-core/src/cli\\.ts$' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'] },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'content, schemas and core are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'content-only-core-types',
      comment: 'content is data: it may read numerology-core, and nothing else of ours.',
      severity: 'error',
      from: { path: '^packages/content/src/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/(content|numerology-core)/' },
    },
    {
      name: 'web-and-api-apart',
      comment: 'What the web app and the API share lives in a package both import.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'api-edge-and-ports-below-features',
      comment: 'In the API, http/, ports/ and adapters/ serve the features and never import them.',
      severity: 'error',
      from: { path: '^apps/api/src/(http|ports|adapters)/' },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'web-features-apart',
      comment: 'A web feature never imports another feature: shared code goes to shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '__tests__|\\.test\\.' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'shared/ is the bottom layer of the web app: it imports neither features nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/', pathNot: '__tests__|\\.test\\.' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features are composed by app/ (routes, layout), never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '__tests__|\\.test\\.' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-cycles-in-source',
      comment:
        'An import cycle makes load order matter; none in shipped source (a cycle through type-only ' +
        'imports is erased at build and allowed).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: '__tests__|\\.test\\.' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
