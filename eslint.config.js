import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
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

const textInJsx = 'Text belongs in the dictionaries (i18n/de, i18n/en), not in JSX'

/** The props of elements and of the site's components that hold text a visitor reads or hears. */
const textProps = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'lead',
  'text',
  'button',
  'hint',
]

/**
 * What JSX may hold as it is: symbols, punctuation and digits (`*`, `–`, `·`, `: `, `§`, `24/7`)
 * and a heading level handed to a helper (`'h3'`). A brand's or a network's name that must stand
 * in JSX would be added here; the company's own names come from its data (src/config/company.ts).
 */
const sameInEveryLanguage = [/^[\s\d\p{P}\p{S}]*$/u, /^h[1-6]$/]

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
    // Every text a visitor reads comes from the dictionaries (i18n/): text typed into JSX, or a
    // string in a prop that carries text, is an error. The rule is i18next's, but it knows no
    // library: it only looks at the JSX. What may stand there reads the same in every language.
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          message: textInJsx,
          'jsx-attributes': { include: textProps },
          'should-validate-template': true,
          words: { exclude: sameInEveryLanguage },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // The rule above takes <a> for SVG's <a>, whose attributes it lets pass.
          selector: `JSXOpeningElement[name.name="a"] > JSXAttribute[name.name=/^(${textProps.join('|')})$/] Literal[value=/\\p{L}/u]`,
          message: textInJsx,
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
