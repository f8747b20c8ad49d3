// `npm run i18n`: writes what follows from the languages declared in src/config/languages.ts:
// typesafe-i18n's configuration (.typesafe-i18n.json: its base locale is the default language),
// the list of dictionaries the translators load (i18n/dictionaries.gen.ts), and then, by
// typesafe-i18n's generator, the dictionaries' types (i18n/i18n-types.ts). `npm run build` runs it
// first. With --check (`npm run i18n:check`, part of `npm test`, which CI runs on a fresh clone)
// it also fails when one of these files was stale, so that a change is committed with them, when a
// text of the dictionaries is read nowhere in src/, and when another language's text is the
// language's text is another language's and no name that reads alike (every language is compared
// with every other: scripts/lib/translationChecks.ts).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defaultLanguage, languages } from '../src/config/languages.ts'
import {
  dictionaryTexts,
  identicalTextsOfEachPair,
  textUsageOfSite,
  unusedTexts,
} from './lib/translationChecks.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

const typesafeConfig = {
  baseLocale: defaultLanguage,
  outputPath: './i18n/',
  outputFormat: 'TypeScript',
  // Only the types: src/shared/i18n.ts builds the translators from the dictionaries itself.
  generateOnlyTypes: true,
  esmImports: true,
}

const dictionaryList = [
  '// Written by `npm run i18n` from the languages declared in src/config/languages.ts.',
  ...[...languages].sort().map((language) => `import ${language} from './${language}'`),
  '',
  `export const dictionaries = { ${languages.join(', ')} }`,
  '',
].join('\n')

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Writes `text` unless the file holds it already, so that an unchanged file keeps its date. */
function write(file: string, text: string) {
  if (read(file) !== text) writeFileSync(file, text)
}

const generated = ['.typesafe-i18n.json', 'i18n/dictionaries.gen.ts', 'i18n/i18n-types.ts']
const before = generated.map(read)
write('.typesafe-i18n.json', `${JSON.stringify(typesafeConfig, null, 2)}\n`)
write('i18n/dictionaries.gen.ts', dictionaryList)
try {
  // Quiet when it works: on a fresh checkout it prints an error about importing BaseTranslation,
  // and still writes correct files and exits 0. Its output matters only when it fails.
  execFileSync('node_modules/.bin/typesafe-i18n', ['--no-watch'], { stdio: 'pipe' })
} catch (error) {
  const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer }
  console.error(`${stdout}${stderr}`)
  throw error
}

if (process.argv.includes('--check')) {
  const stale = generated.filter((file, index) => read(file) !== before[index])
  if (stale.length > 0) {
    console.error(`i18n: these files were stale and have been written again: ${stale.join(', ')}`)
    console.error('Commit them together with the change to the languages or the dictionaries.')
    process.exit(1)
  }
  console.log('i18n: generated files are up to date')
  if (!(await textsAreUsedAndTranslated())) process.exit(1)
}

/**
 * Every text of the default language's dictionary is read somewhere in src/, and each language's
 * text differs from every other language's unless it is a name that reads alike
 * (scripts/lib/translationChecks.ts).
 */
async function textsAreUsedAndTranslated(): Promise<boolean> {
  const dictionaries = await Promise.all(
    languages.map(async (language) => {
      const module = (await import(`../i18n/${language}/index.ts`)) as { default: object }
      return [language, dictionaryTexts(module.default)] as const
    }),
  )
  const base = new Map(dictionaries).get(defaultLanguage)!
  let passed = true

  const usage = textUsageOfSite(root)
  const unused = unusedTexts(base, usage)
  if (usage.unknownKeys.length > 0) {
    passed = false
    console.error(
      `i18n: these reads pick a text by a key whose type lists no ids (a \`string\`); give the key the type of a content table's ids (src/content/), so that the texts it reaches are known:\n  ${usage.unknownKeys.map(({ place, parent }) => `${place} reads ${parent || 'the translations'}[…]`).join('\n  ')}`,
    )
  }
  if (unused.length > 0) {
    passed = false
    console.error(
      `i18n: no module in src/ reads these texts; remove them from every dictionary, or use them:\n  ${unused.join('\n  ')}`,
    )
  } else console.log(`i18n: each of the ${base.size} texts is read in src/`)

  for (const {
    languages: [first, second],
    identical,
  } of identicalTextsOfEachPair(new Map(dictionaries))) {
    const untranslated = identical.filter(({ allowed }) => !allowed)
    const list = (entries: typeof identical) =>
      entries.map(({ path, text }) => `${path}: ${text}`).join('\n  ')
    console.log(
      `i18n: ${identical.length} texts are the same in ${second} as in ${first}:\n  ${list(identical)}`,
    )
    if (untranslated.length > 0) {
      passed = false
      console.error(
        `i18n: of these, the ${second} texts below are no name or abbreviation that reads alike; translate them, or add a name to sameAcrossLanguages (scripts/lib/translationChecks.ts):\n  ${list(untranslated)}`,
      )
    }
  }
  return passed
}
