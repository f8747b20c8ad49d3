import { dirname, relative, resolve, sep } from 'node:path'
import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
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
const noReact = {
  group: ['react', 'react-dom', 'react/*', '@tanstack/*'],
  message:
    'Shared with the server and the build: no React and no router here (types may be named).',
  // A type import is erased: it names React's attribute types without running React.
  allowTypeImports: true,
}
// The company data is checked at build time by its schema (src/config/companySchema.ts): the
// schema's libraries must not reach the pages and with them every visitor's browser. The pages take
// the data's types from the schema and its helpers from src/config/companyFacts.ts.
const dataCheckLibraries = {
  group: ['zod', 'zod/*', 'libphonenumber-js', 'libphonenumber-js/*', 'sharp'],
  message: 'Build time only: the company data check stays out of the pages.',
}
const schemaTypesOnly = {
  group: [
    '@/config/companySchema',
    '@/config/companyFields',
    '**/companySchema',
    '**/companyFields',
  ],
  allowTypeImports: true,
  message:
    "Build time only: import the schema's types with `import type`, and the helpers from @/config/companyFacts.",
}
const schemaModules = 'src/config/company{Schema,Fields}.ts'
const sharedCode = [
  dataCheckLibraries,
  schemaTypesOnly,
  buildTimeOnly,
  serverOnly,
  ...pagesOnly,
  noReact,
]
// The owner's data and the declarations everything else follows stand on nothing of the site.
const groundFloor = {
  group: ['@/shared/*', '@/addressing/*', '@/enhance/*'],
  message: 'src/config/ imports nothing of the site: move what it needs into src/config/.',
}
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

const sourceFolder = resolve(import.meta.dirname, 'src')
/** The folder of src/ a file is in (`server` for one in src/server/inquiries/), or '' at the top. */
const folderOf = (file) => {
  const path = relative(sourceFolder, file)
  return path.includes(sep) ? path.split(sep)[0] : ''
}

/**
 * The rules above read an import as it is written: `'../server/answers'` from src/config/ would
 * slip past them. So an import from another folder of src/ is written with `@/`, where they apply;
 * a relative one stays in its own folder.
 */
const folderImports = {
  meta: {
    type: 'problem',
    messages: {
      acrossFolders:
        "Import from src/{{folder}}/ with the alias ('@/{{path}}'), so that the folder rules apply; relative imports stay in their folder.",
    },
  },
  create(context) {
    const from = folderOf(context.filename)
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return
      const target = resolve(dirname(context.filename), source.value)
      if (relative(sourceFolder, target).startsWith('..')) return
      const folder = folderOf(target)
      if (folder !== from)
        context.report({
          node: source,
          messageId: 'acrossFolders',
          data: { folder, path: relative(sourceFolder, target).split(sep).join('/') },
        })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { site: { rules: { 'folder-imports': folderImports } } },
    rules: { 'site/folder-imports': 'error' },
  },
  {
    files: ['src/app/**', 'src/components/**', 'src/routes/**', 'src/*.tsx'],
    rules: restrict(dataCheckLibraries, schemaTypesOnly, buildTimeOnly, serverOnly),
  },
  {
    files: ['src/shared/**', 'src/addressing/**', 'src/enhance/**'],
    rules: restrict(...sharedCode),
  },
  {
    files: ['src/config/**'],
    ignores: [schemaModules],
    rules: restrict(...sharedCode, groundFloor),
  },
  {
    files: [schemaModules],
    rules: restrict(buildTimeOnly, serverOnly, ...pagesOnly, noReact, groundFloor),
  },
  { files: ['src/server/**'], rules: restrict(buildTimeOnly, ...pagesOnly) },
  { files: ['src/publish/**'], rules: restrict(serverOnly) },
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
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
