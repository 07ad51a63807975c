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
  {
    // docs/architecture.md: components receive data as props (only pages and layouts load it), and
    // internal addresses come from the route table, so a renamed route changes in one place.
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {paths: ['@/sanity/loaders', '@/sanity/fetch'].map((name) => ({name, message: 'Components never fetch: take the data as props.'}))},
      ],
    },
  },
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
