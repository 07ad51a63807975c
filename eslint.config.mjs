// Lint for the whole workspace (flat config): typescript-eslint everywhere, Next.js's rules
// (core web vitals + TypeScript) for the site, Sanity's Studio rules for the Studio. Formatting is
// Prettier's job (.prettierrc), so no stylistic rules here.
import js from '@eslint/js'
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import sanityStudio from '@sanity/eslint-config-studio'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const scoped = (configs, files) => configs.map((config) => ({...config, files}))

/**
 * The folders of web/src each folder may not import (those above it). app/ is the top; seo/ and
 * security/ are at the bottom with redis/. The proxy and the server's own files sit beside app/.
 */
const LAYERS_ABOVE = {
  components: ['app', 'catch-up', 'publish', 'caching', 'addresses'],
  'catch-up': ['app', 'components', 'caching'],
  publish: ['app', 'components', 'catch-up', 'caching'],
  sanity: ['app', 'components', 'catch-up', 'publish', 'caching', 'addresses'],
  addresses: ['app', 'components', 'catch-up', 'publish', 'caching'],
  caching: ['app', 'components', 'catch-up', 'publish', 'sanity', 'addresses', 'seo', 'security'],
  seo: ['app', 'components', 'catch-up', 'publish', 'caching', 'sanity', 'addresses', 'security'],
  security: ['app', 'components', 'catch-up', 'publish', 'caching', 'sanity', 'addresses', 'seo'],
  edge: ['app', 'components', 'catch-up', 'publish', 'caching', 'sanity', 'addresses', 'seo', 'security'],
  redis: ['app', 'components', 'catch-up', 'publish', 'caching', 'sanity', 'addresses', 'seo', 'security', 'edge'],
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      '**/dist/**',
      '**/.sanity/**',
      'studio/.dist-standin/**',
      '**/.turbo/**',
      'packages/types/**',
      'web/public/**',
      'web/.bench/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {languageOptions: {globals: {...globals.node}}},
  ...scoped(nextCoreWebVitals, ['web/**/*.{ts,tsx,js,mjs}']),
  ...scoped(nextTypescript, ['web/**/*.{ts,tsx,js,mjs}']),
  {files: ['web/**'], settings: {next: {rootDir: 'web/'}}},
  ...scoped(sanityStudio, ['studio/**/*.{ts,tsx,js,mjs}']),
  // docs/architecture.md ("Imports run downward"): a folder of web/src imports only the folders below it.
  ...Object.entries(LAYERS_ABOVE).map(([folder, above]) => ({
    files: [`web/src/${folder}/**/*.{ts,tsx,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Components receive data as props (only pages and layouts load it).
          paths:
            folder === 'components'
              ? ['@/sanity/loaders', '@/sanity/fetch', '@/sanity/remembered', '@/sanity/publishedNow', '@/sanity/source'].map((name) => ({
                  name,
                  message: 'Components never fetch: take the data as props.',
                }))
              : folder === 'sanity'
                ? [
                    {
                      name: 'next/navigation',
                      message: 'The data door answers with data: web/src/addresses or the page decides 404s and redirects.',
                    },
                  ]
                : [],
          patterns: [
            {
              group: above.flatMap((layer) => [`@/${layer}`, `@/${layer}/*`, `../${layer}`, `../${layer}/*`, `../../${layer}/*`]),
              message: `web/src/${folder} sits below ${above.join(', ')}: imports run downward (docs/architecture.md).`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='href'] > Literal[value=/^\\/(?!api\\/)/]",
          message: 'Take internal addresses from the route table (PAGE_PATHS, sluggedPath in @site/routes).',
        },
      ],
    },
  },
  {
    // Playwright fixtures receive `{}` and call `use()`: neither is React, whatever the hooks rules think.
    files: ['**/e2e/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off'},
  },
  {
    rules: {
      // Unused arguments named with a leading underscore are deliberate (framework signatures).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
)
