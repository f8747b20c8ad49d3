// Fails when the typesafe-i18n output in i18n/ is stale: runs the generator and reports any file it
// changed. CI runs it on a fresh clone, so a dictionary change committed without its generated
// types fails the build.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

// Only the types: src/lib/i18n.ts loads the dictionaries itself, so the generator's loader
// utilities are switched off (`generateOnlyTypes` in .typesafe-i18n.json).
const generated = ['i18n/i18n-types.ts']
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

const before = generated.map(read)
execFileSync('npx', ['typesafe-i18n', '--no-watch'], { stdio: 'ignore' })
const stale = generated.filter((file, index) => read(file) !== before[index])

if (stale.length > 0) {
  console.error(`Generated i18n files were stale and have been regenerated: ${stale.join(', ')}`)
  console.error('Commit them together with the dictionary change.')
  process.exit(1)
}
console.log('i18n: generated files are up to date')
