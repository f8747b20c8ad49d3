// `npm run i18n`: writes what follows from the languages declared in src/config/languages.ts:
// typesafe-i18n's configuration (.typesafe-i18n.json: its base locale is the default language),
// the list of dictionaries the translators load (i18n/dictionaries.gen.ts), and then, by
// typesafe-i18n's generator, the dictionaries' types (i18n/i18n-types.ts). `npm run build` runs it
// first. With --check (`npm run i18n:check`, part of `npm test`, which CI runs on a fresh clone)
// it also fails when one of these files was stale, so that a change is committed with them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

import { defaultLanguage, languages } from '../src/config/languages.ts'

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
}
