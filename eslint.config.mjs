import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/**
 * The layer rules of docs/style.md §1: app → features → components → lib; server/ stands beside
 * them and takes only lib/ (the contract, env). How features are imported: featureImports below.
 */
const layerZones = [
  {
    target: './lib',
    from: ['./app', './features', './components', './server'],
    message: 'lib/ is the bottom layer.',
  },
  {
    target: './components',
    from: ['./app', './features', './server'],
    message: 'components/ know no domain.',
  },
  {
    target: './features',
    from: ['./app', './server'],
    message: 'features/ talk to the back end only through lib/api.',
  },
  {
    target: './server',
    from: ['./app', './features', './components'],
    message: 'server/ imports lib/ only.',
  },
];

/**
 * server/ in floors (docs/architecture.md, "Server"), each importing only the floors below it:
 * the database, the platform (logger, mail, caches, limits, password hashing), the demo data,
 * HTTP (router, envelope, gates), the OpenAPI access declarations, the modules, the composition
 * root that builds every service (server/services.ts, app.ts), the gateway, and the command-line
 * tools on top.
 */
const serverFloors = [
  { name: 'db', paths: ['./server/db/*.ts'] },
  { name: 'platform', paths: ['./server/platform'] },
  { name: 'db/seed', paths: ['./server/db/seed'] },
  { name: 'http', paths: ['./server/http'] },
  { name: 'openapi', paths: ['./server/openapi'] },
  { name: 'modules', paths: ['./server/modules'] },
  {
    name: 'the composition root',
    paths: ['./server/services.ts', './server/app.ts', './server/scratch-deps.ts'],
  },
  { name: 'gateway', paths: ['./server/gateway'] },
  { name: 'cli', paths: ['./server/cli'] },
];

/**
 * The modules, each importing only those listed before it: one-way arrows, no loop. A service
 * that needs a module listed after its own gets it from the composition root (server/services.ts);
 * a new module takes its place here.
 */
const serverModules = [
  'consent',
  'media',
  'pricing',
  'idempotency',
  'health',
  'shell',
  'seo',
  'stores',
  'content',
  'suggestions',
  'auth',
  'account',
  'organization',
  'recipients',
  'forms',
  'catalog',
  'favorites',
  'search',
  'basket',
  'restock',
  'stock',
  'invoice',
  'order',
  'personal-orders',
  'quick-order',
  'manager',
  'exchange',
  'vitals',
];

const serverZones = [
  ...serverFloors.slice(0, -1).map((floor, i) => ({
    target: floor.paths,
    from: serverFloors.slice(i + 1).flatMap((above) => above.paths),
    message: `server/${floor.name} imports only the floors below it (serverFloors).`,
  })),
  ...serverModules.slice(0, -1).map((name, i) => ({
    target: `./server/modules/${name}`,
    from: serverModules.slice(i + 1).map((above) => `./server/modules/${above}`),
    message:
      `modules/${name} imports only the modules listed before it (serverModules); ` +
      'join it to a later one in server/services.ts.',
  })),
  {
    target: `./server/modules/!(${serverModules.join('|')})/**`,
    from: ['./server/modules'],
    message: 'A new module takes its place in serverModules (eslint.config.mjs).',
  },
];

/**
 * A route builds no service and no repository: it gets each, made for its call, from the
 * composition root (server/services.ts); types and plain helpers it may import.
 */
const routesBuildNothing = {
  group: ['**/repository', '**/*-repository', '**/service', '**/*-service'],
  importNamePattern: '^create',
  message: 'Routes get their services from server/services.ts (PerRequest), and build none.',
};

/**
 * docs/style.md §1: server-only code starts with `import 'server-only'`, so that a client component
 * that reaches it fails the build instead of shipping server code. The first import of the file.
 */
const serverOnlyFirst = {
  meta: {
    type: 'problem',
    messages: { missing: "Server code starts with import 'server-only' (docs/style.md §1)." },
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body.find((node) => node.type === 'ImportDeclaration');
        if (first?.source.value !== 'server-only')
          context.report({ node: program, messageId: 'missing' });
      },
    };
  },
};

/** Links prefetch by the shop's rules and carry no next/link code (components/link, issue #22). */
const nextLinkOnlyThere = {
  name: 'next/link',
  message:
    "Use Link from '@/components/link': it prefetches within the page's budget, and next/link's code is in no page.",
};

/**
 * docs/style.md §1: a feature has no barrel and no entry files (ADR 0010). Whoever uses it
 * imports the module by its own path, `@/features/cart/components/cart-link`, so a page carries
 * the modules it names and no others: everything a barrel re-exports lands in the first-load
 * JavaScript of every page that imports it (issue #22). Only texts files sit at a feature's top.
 */
const noFeatureEntries = {
  regex: '^@/features/[\\w-]+(/(?!([\\w-]+-)?texts$)[\\w-]+)?$',
  message:
    "Import the module by its path ('@/features/cart/components/cart-link'): a feature has no index.ts or other entry file (docs/style.md §1).",
};

/**
 * docs/style.md §1: another feature is used through its surface, the modules of its components/,
 * api/ and model/ and its texts; its hooks/, lib/ and other folders are its own. app/ composes
 * features and may take any of their modules.
 */
const featureSurfaceOnly = {
  regex: '^@/features/[\\w-]+/(?!(components|api|model)/)[\\w-]+/',
  message:
    'Another feature is used through its components/, api/, model/ or texts only; inside a feature import by a relative path (docs/style.md §1).',
};

/** A relative path does not climb out of its feature into another one. */
const noClimbOutOfFeature = {
  regex: '^(\\.\\./){2,}',
  message:
    "Reach another feature by '@/features/<name>/…', its components/, api/, model/ or texts (docs/style.md §1).",
};

/**
 * docs/style.md §4: a mutation is a hook in its feature's api/ folder, beside the query options:
 * it owns its call and invalidates through the key factory. Nowhere else imports useMutation.
 */
const mutationsInApi = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message:
    "A mutation is a hook in its feature's api/ folder (features/<name>/api/), which owns the call and the keys it makes stale (docs/style.md §4).",
};

const config = [
  {
    ignores: [
      '**/.next/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }],
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Use explicit named exports (docs/style.md §1).',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables through lib/env.ts (docs/style.md §8).',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLinkOnlyThere, mutationsInApi], patterns: [noFeatureEntries] },
      ],
    },
  },
  {
    files: ['features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLinkOnlyThere, mutationsInApi],
          patterns: [noFeatureEntries, featureSurfaceOnly, noClimbOutOfFeature],
        },
      ],
    },
  },
  {
    // The one place a mutation hook lives (mutationsInApi).
    files: ['features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLinkOnlyThere],
          patterns: [noFeatureEntries, featureSurfaceOnly, noClimbOutOfFeature],
        },
      ],
    },
  },
  {
    // The endpoint modules reach every page through the header's cart and favourites links: a
    // value import of the contract would put zod in every route's first-load JavaScript. They
    // pass schemas as loaders (lazySchema in lib/api/client.ts) and import types only.
    files: ['lib/api/endpoints/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../contract',
                '../contract/*',
                '@/lib/api/contract',
                '@/lib/api/contract/*',
                'zod',
              ],
              allowTypeImports: true,
              message: 'Import types only; pass schemas with lazySchema(() => import(...), name).',
            },
          ],
        },
      ],
    },
  },
  {
    // server.mjs sets NODE_ENV before Next loads, as `next start` does.
    files: [
      'lib/env.ts',
      'server.mjs',
      'playwright.config.ts',
      'scripts/**',
      'e2e/**',
      'tests/**',
      '.ci/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/modules/**/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routesBuildNothing] }] },
  },
  {
    // A feature's server loaders are its api/load-*.ts (the pages' data, metadata, gates).
    files: ['server/**/*.ts', 'features/*/api/load-*.ts'],
    ignores: ['server/db/migrations/**'],
    plugins: { selvedge: { rules: { 'server-only-first': serverOnlyFirst } } },
    rules: { 'selvedge/server-only-first': 'error' },
  },
];

export default config;
