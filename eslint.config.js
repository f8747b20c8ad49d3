import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Folders say who runs the code (README.md): the pages (src/app/, components/, routes/), the Node
// server (src/server/), the build (src/publish/), and what they share (src/shared/, src/config/,
// src/addressing/, src/enhance/). Each keeps out what another runs.
const only = (folder, who) => ({
  group: [`@/${folder}/*`],
  message: `${who} only: src/${folder}/ is imported from its own side, or by no one else.`,
})
const buildTimeOnly = only('publish', 'Build time')
const serverOnly = only('server', 'The Node server')
const pagesOnly = ['app', 'components', 'routes'].map((folder) => only(folder, 'The pages'))
// The company data is checked at build time (src/publish/checks/companyDataCheck.ts): its
// libraries must not reach the pages and with them every visitor's browser.
const dataCheckLibraries = {
  group: ['zod', 'zod/*', 'libphonenumber-js', 'libphonenumber-js/*', 'sharp'],
  message: 'Build time only: the company data check stays out of the pages.',
}
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

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
    files: ['src/app/**', 'src/components/**', 'src/routes/**', 'src/*.tsx'],
    rules: restrict(dataCheckLibraries, buildTimeOnly, serverOnly),
  },
  {
    files: ['src/shared/**', 'src/config/**', 'src/addressing/**', 'src/enhance/**'],
    rules: restrict(dataCheckLibraries, buildTimeOnly, serverOnly, ...pagesOnly, {
      group: ['react', 'react-dom', 'react/*', '@tanstack/*'],
      message: 'Shared with the server and the build: no React and no router here.',
    }),
  },
  { files: ['src/server/**'], rules: restrict(buildTimeOnly, ...pagesOnly) },
  { files: ['src/publish/**'], rules: restrict(serverOnly) },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
