import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    // The company data is checked at build time (src/build/companyDataCheck.ts): its libraries
    // must not reach the pages and with them every visitor's browser.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/build/**', 'src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                'zod/*',
                'libphonenumber-js',
                'libphonenumber-js/*',
                '@/build/companyDataCheck',
              ],
              message: 'Build time only: the company data check stays out of the pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
