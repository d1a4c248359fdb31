import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/**
 * The layer rules of STYLE.md §1: app → features → components → lib; server/ stands beside
 * them and takes only lib/ (the contract, env). A feature reaches another only via its index.ts.
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
 * STYLE.md §1: server-only code starts with `import 'server-only'`, so that a client component
 * that reaches it fails the build instead of shipping server code. The first import of the file.
 */
const serverOnlyFirst = {
  meta: {
    type: 'problem',
    messages: { missing: "Server code starts with import 'server-only' (STYLE.md §1)." },
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
 * A feature is used through its index.ts; the site header may also take a feature's header.ts,
 * the home page content's home.ts and the catalogue's cards the favourites' heart.ts: light
 * second entries (everything an entry reaches lands in the first load of the pages that import
 * it, #22).
 */
const featureIndexOnly = {
  group: [
    '@/features/*/*',
    '!@/features/*/header',
    '!@/features/content/home',
    '!@/features/favourites/heart',
  ],
  message:
    'Use the other feature through its index.ts (the site header: its header.ts; the home: content/home.ts; a card: favourites/heart.ts) only.',
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
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Use explicit named exports (STYLE.md §1).' },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables through lib/env.ts (STYLE.md §8).',
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
    rules: { 'no-restricted-imports': ['error', { paths: [nextLinkOnlyThere] }] },
  },
  {
    files: ['features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLinkOnlyThere], patterns: [featureIndexOnly] },
      ],
    },
  },
  {
    // STYLE.md §4: a component reads data through the feature's api/ (query options, mutation
    // hooks), which own the calls and the keys they make stale.
    files: ['features/*/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            nextLinkOnlyThere,
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: "Mutations are hooks in the feature's api/ folder.",
            },
          ],
          patterns: [featureIndexOnly],
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
    files: ['lib/env.ts', 'playwright.config.ts', 'scripts/**', 'e2e/**', 'tests/**', '.ci/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/**/*.ts', '**/server.ts'],
    ignores: ['server/db/migrations/**'],
    plugins: { selvedge: { rules: { 'server-only-first': serverOnlyFirst } } },
    rules: { 'selvedge/server-only-first': 'error' },
  },
];

export default config;
