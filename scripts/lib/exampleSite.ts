// The site as it would go live: a copy of the project with the filled-in example company data
// (src/config/examples/company.ts) in place of the repository's placeholders, built for
// production. The go-live tests check that it builds and states what it should; the benchmark
// measures it, as a production site is what visitors get. A production build refuses the
// example's made-up facts as it refuses placeholders; this build lifts that check alone, by the
// switch docs/testing.md describes (`exampleCompanySwitch` in src/publish/checks/productionGuard.ts).
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../..', import.meta.url))

/** What the copy leaves out: installed packages (linked instead), build output, local state. */
const notCopied = new Set([
  'node_modules',
  'dist',
  '.git',
  '.node',
  'data',
  'test-results',
  'bench-results',
])

/** The origin the example is built for: made up, and no example domain the build would refuse. */
export const exampleOrigin = 'https://www.fahrerdienst-spree-beispiel.de'

/** A copy of the project in a new folder, returned, with the filled-in example as its company data. */
export function copyProjectWithExample(): string {
  const parent = mkdtempSync(join(tmpdir(), 'example-site-'))
  // mkdtemp makes it private to this user; nginx's workers (another user) serve the files in it.
  chmodSync(parent, 0o755)
  const directory = join(parent, 'site')
  cpSync(project, directory, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(project, source).split(/[\\/]/)[0]!),
  })
  symlinkSync(join(project, 'node_modules'), join(directory, 'node_modules'), 'dir')
  copyFileSync(
    join(directory, 'src/config/examples/company.ts'),
    join(directory, 'src/config/company.ts'),
  )
  return directory
}

/**
 * Runs the production build in `directory`, as the go-live guide does, allowing the example's
 * facts (`ALLOW_FICTITIOUS_EXAMPLE_COMPANY: ''` in `environment` refuses them, as for an owner).
 */
export function buildForProduction(directory: string, environment: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: directory,
    env: {
      ...process.env,
      VITE_SITE_ORIGIN: exampleOrigin,
      SITE_PREVIEW: '',
      ALLOW_FICTITIOUS_EXAMPLE_COMPANY: '1',
      ...environment,
    },
    encoding: 'utf8',
  })
}

/** A production build of the example in a new folder, returned; throws with the build's output. */
export function buildExampleSite(environment: Record<string, string> = {}): string {
  const directory = copyProjectWithExample()
  const build = buildForProduction(directory, environment)
  if (build.status !== 0)
    throw new Error(`The example did not build:\n${build.stdout}\n${build.stderr}`)
  return directory
}

/** A company data file as an owner's edit would leave it, holding `data`. */
export const companyFile = (data: unknown) =>
  `import type { CompanyData } from '@/config/companySchema'\n\nexport const company: CompanyData = ${JSON.stringify(data, null, 2)}\n`

/** Writes `data` as the company data of the copy in `directory`. */
export function writeCompanyData(directory: string, data: unknown): void {
  writeFileSync(join(directory, 'src/config/company.ts'), companyFile(data))
}
