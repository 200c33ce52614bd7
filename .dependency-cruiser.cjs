/** Import boundaries of the workspaces (DESIGN.md): checked in CI. */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'shared/ is used by browser and Lambda alike: no other workspace, no AWS SDK, no React, no Node built-ins.',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        path: ['^functions/', '^infra/', '^web/', 'node_modules/(@aws-sdk|aws-cdk-lib|react|react-dom|aws-amplify)/'],
      },
    },
    {
      name: 'shared-no-node-builtins',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-not-to-back-end',
      comment: 'The browser app never imports Lambda code or infrastructure.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: ['^functions/', '^infra/'] },
    },
    {
      name: 'web-no-cross-feature',
      comment:
        'A feature of the web app does not import another one (bulletproof-react): each screen chunk carries one area; what two features share moves to components/, hooks/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-screens-are-lazy',
      comment:
        'Screens are lazy routes: only the router may name a route module, and only through import() (the login page must not download the dashboard).',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/app/routes/' },
      to: { path: '^web/src/app/routes/(login|auth/|dashboard/)', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'functions-not-to-infra-or-web',
      comment: 'Lambda code does not depend on the CDK app, the local stand-in or the browser app.',
      severity: 'error',
      from: { path: '^functions/src/' },
      to: { path: ['^infra/', '^web/'] },
    },
    {
      name: 'lib-knows-no-domain',
      comment: 'functions/src/lib is the plumbing every domain shares: it imports no domain, adapter or data module (issue 21, point 2).',
      severity: 'error',
      from: { path: '^functions/src/lib/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/(lib|function-entries\\.ts)' },
    },
    {
      name: 'http-adapters-import-no-data',
      comment:
        'HTTP adapters parse, call a use case and map the answer: the table is reached only through use cases, and no adapter names an item type.',
      severity: 'error',
      from: { path: '^functions/src/http/' },
      to: { path: '^functions/src/data/' },
    },
    {
      name: 'events-import-use-cases-only',
      comment:
        'Event adapters (S3, table stream, Cognito triggers) decode the event and call a use case: no HTTP adapter, and the table only through use cases (issue 21, point 7). Stream records carry items, so naming an item type is let through. Known exceptions, use cases still living in events/ until they move out (issue 21, point 3): image-upload/{gallery-renditions,process-session-image,record-upload}.ts, table-stream/{notify-selection,revoke-grant}.ts, and table-stream/stream-record.ts (the ElectroDB entity-name attribute it dispatches on).',
      severity: 'error',
      from: {
        path: '^functions/src/events/',
        pathNot: [
          '^functions/src/events/image-upload/(gallery-renditions|process-session-image|record-upload)\\.ts$',
          '^functions/src/events/table-stream/(notify-selection|revoke-grant|stream-record)\\.ts$',
        ],
      },
      to: { path: '^functions/src/data/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'events-import-no-http-adapter',
      comment: 'An event adapter never goes through an HTTP adapter: both call the same use cases.',
      severity: 'error',
      from: { path: '^functions/src/events/' },
      to: { path: '^functions/src/http/' },
    },
    {
      name: 'gallery-never-reaches-electrodb-or-sdk-clients',
      comment:
        'The gallery function (its handler and gallery/holder/, the use cases it runs) is the cold start clients wait on: it reads the table through the signed JSON path, never ElectroDB or an SDK client stack (docs/performance.md). node_modules is excluded from the graph (options.exclude), so the rule names the modules of ours that load them: data/database.ts (ElectroDB and the entities, the only module that imports an entity as a value: rule below) and lib/aws-clients.ts (the SDK clients). Type-only imports of entity item types stay allowed: an entity module is reached only through database.ts. A package imported directly is left to the bundle check (infra/test/lambda-bundles.test.ts).',
      severity: 'error',
      from: { path: ['^functions/src/http/gallery/handler\\.ts$', '^functions/src/gallery/holder/'] },
      to: { path: '^functions/src/(data/database|lib/aws-clients)\\.ts$', reachable: true },
    },
    {
      name: 'only-the-database-builds-entities',
      comment:
        'An entity module (data/entities/) loads ElectroDB: only data/database.ts imports one as a value (every other module reaches the entities through db()); anyone may import their item types. With the rule above, the gallery function reaches ElectroDB through no path.',
      severity: 'error',
      from: { path: '^functions/src/', pathNot: '^functions/src/data/(database\\.ts$|entities/)' },
      to: { path: '^functions/src/data/entities/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'plain-path-only-in-the-gallery',
      comment:
        'The plain data path (data/plain-table.ts over the signed JSON protocol, keys generated from the entities by npm run generate:item-keys) exists only to keep the gallery function small: no other function reaches it, they use ElectroDB (docs/decisions/0001-plain-data-path.md). What they share with the gallery function takes the items as parameters (gallery/holder/{pricing-records,stored-selection,confirmation-records,ready-image-list,download-names}.ts).',
      severity: 'error',
      from: { path: '^functions/src/(http|events)/[^/]+/handler\\.ts$', pathNot: '^functions/src/http/gallery/' },
      to: { path: '^functions/src/data/plain-table\\.ts$', reachable: true },
    },
    {
      name: 'plain-path-imported-by-gallery-modules-only',
      comment:
        'Only the gallery function\'s own modules (functions/src/gallery/holder/ and its named store operations, data/stores/gallery-holder.ts) import the plain data path.',
      severity: 'error',
      from: { path: '^functions/src/', pathNot: '^functions/src/(gallery/holder/|data/plain-table\\.ts$|data/stores/gallery-holder\\.ts$)' },
      to: { path: '^functions/src/data/plain-table\\.ts$' },
    },
    {
      name: 'gallery-holder-runs-alone',
      comment:
        'functions/src/gallery is split by the function that runs it: holder/ (the gallery function), photographer/ (the sessions function), workers/ (the stream and image functions). The others may use holder/ modules; holder/ uses neither.',
      severity: 'error',
      from: { path: '^functions/src/gallery/holder/' },
      to: { path: '^functions/src/gallery/(photographer|workers)/' },
    },
    {
      name: 'functions-import-no-route-docs',
      comment:
        "A route's summary and example (shared/src/contracts/route-docs/, joined by route-docs.ts) are for the docs, the generated test suites and the demo studio: no function and no page of the web app reaches them, so no bundle carries them (4.6 KiB of the gallery function's; docs/decisions/0006-bundle-trims.md).",
      severity: 'error',
      from: { path: '^(functions|web)/src/' },
      to: { path: '^shared/src/contracts/route-docs(\\.ts$|/)', reachable: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^aws-lambda$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Anchored: an unanchored 'dist' also dropped every package built into dist-*/ (the whole AWS SDK),
    // so the rules naming node_modules could never fire.
    exclude: { path: ['^(web|functions|infra|shared)/(dist|cdk\\.out)/', '^cdk\\.out/', '\\.local-data'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
