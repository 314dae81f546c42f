import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Business rules stay pure: no I/O, no framework, no clock from the environment.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                'drizzle-orm*',
                'hono*',
                'react*',
                'node:*',
                'pg',
                '@electric-sql/*',
                'better-auth*',
              ],
              message: 'src/domain is pure: no I/O or framework imports.',
            },
            {
              group: ['**/server/**', '**/web/**', '**/shared/**'],
              message: 'src/domain imports nothing of ours outside src/domain.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'localStorage', 'document', 'window'],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shared may import only src/domain and zod.',
            },
          ],
        },
      ],
    },
  },
  ...webLayers(),
  {
    // The TypeScript references of SQL figures (src/domain/references.ts) are for tests and the benchmark only.
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/domain\\/references$/]',
          message:
            'src/domain/references holds the references tests compare SQL figures with; the app reads the figures from SQL.',
        },
      ],
    },
  },
)

/**
 * The layers of the UI, lowest first (docs/decisions/031-web-layers.md): lib, api, hooks, components (the
 * kit), features, then shell, router, app and main on top. A module imports its own layer or lower ones, and
 * a feature imports no other feature. Tests beside the code may import whatever they put on screen.
 */
function webLayers() {
  const noServer = {
    group: ['**/server/**'],
    allowTypeImports: true,
    message: 'The UI never imports server code at runtime.',
  }
  const above = (layer, names) => ({
    group: names,
    message: `${layer} may be imported only by its own layer or those above it (docs/decisions/031-web-layers.md).`,
  })
  // `**/app` would also match the type-only import of the server's AppType, which noServer allows.
  const top = above('The app shell and the routes', [
    '**/shell/**',
    '**/router',
    '**/main',
    '**/app',
    '!**/server/**',
  ])
  const features = above('features/', ['**/features/**'])
  const components = above('components/ (the kit)', ['**/components/**'])
  const hooks = above('hooks/', ['**/hooks/**'])
  const api = above('api/', ['**/api/**'])
  // One way to call the API (decision 031): the typed client and fetch are the api/ modules' own.
  const client = {
    group: ['**/api/client'],
    message:
      'Call the API through an api/ module (its fetch functions, queries and mutations), not the client.',
  }
  const noFetch = ['fetch', 'XMLHttpRequest'].map((name) => ({
    name,
    message:
      'Call the API through an api/ module, which reads refusals as ApiError (docs/decisions/031-web-layers.md).',
  }))
  const layer = (files, patterns) => ({
    files,
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, ...patterns] }] },
  })
  const featureNames = readdirSync(new URL('src/web/features/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    // Test files and anything not named below (main.tsx, app.tsx, router.tsx, shell/).
    {
      files: ['src/web/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
    },
    layer(['src/web/*.{ts,tsx}', 'src/web/shell/**/*.{ts,tsx}'], [client]),
    layer(['src/web/lib/**/*.{ts,tsx}'], [top, features, components, hooks, api]),
    layer(['src/web/api/**/*.{ts,tsx}'], [top, features, components, hooks]),
    layer(['src/web/hooks/**/*.{ts,tsx}'], [top, features, components, client]),
    layer(['src/web/components/**/*.{ts,tsx}'], [top, features, client]),
    {
      files: ['src/web/**/*.{ts,tsx}'],
      ignores: ['src/web/api/**', 'src/web/**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-globals': ['error', ...noFetch] },
    },
    ...featureNames.map((name) =>
      layer(
        [`src/web/features/${name}/**/*.{ts,tsx}`],
        [
          top,
          client,
          {
            group: featureNames
              .filter((other) => other !== name)
              .flatMap((other) => [`../${other}/**`, `../../${other}/**`, `**/features/${other}/**`]),
            message: `Features do not import one another: move what ${name} shares to components/, hooks/ or api/.`,
          },
        ],
      ),
    ),
  ]
}
