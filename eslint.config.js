import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// src/publish/ is what `npm run build` runs to make the published files: no page and no part of
// the server imports it.
const buildTimeOnly = {
  group: ['@/publish/*'],
  message:
    'Build time only: src/publish/ runs in `npm run build`, never in a browser or the server.',
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'i18n/i18n-types.ts',
      'i18n/dictionaries.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: globals.browser },
  },
  reactHooks.configs.flat.recommended,
  {
    // The company data is checked at build time by its schema (src/config/companySchema.ts): the
    // schema's libraries must not reach the pages and with them every visitor's browser. The pages
    // take the data's types from the schema and its helpers from src/config/companyFacts.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/publish/**', 'src/server/**', 'src/config/company{Schema,Fields}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', 'libphonenumber-js', 'libphonenumber-js/*'],
              message: 'Build time only: the company data check stays out of the pages.',
            },
            {
              group: [
                '@/config/companySchema',
                '@/config/companyFields',
                '**/companySchema',
                '**/companyFields',
              ],
              allowTypeImports: true,
              message:
                "Build time only: import the schema's types with `import type`, and the helpers from @/config/companyFacts.",
            },
            buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [buildTimeOnly] }] },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
