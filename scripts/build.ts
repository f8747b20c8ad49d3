// Production build: client bundle, server bundle, then prerendering (see src/publish/prerender.ts).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

import type { CompanyData } from '../src/config/companySchema.ts'
import { removeBuildStamp, writeBuildStamp } from './build-stamp.ts'
import { importCompanyData } from './lib/companyDataFile.ts'
import { readSiteSettings } from './lib/siteSettings.ts'
import { registerSourceModules } from './lib/sourceModules.ts'

readSiteSettings()
registerSourceModules()
// Imported only now, so that Node resolves these modules' own imports through the hook. The
// company data first: most modules import it, and a mistake in its writing is reported, not thrown.
const companyData = await importCompanyData()
if (!companyData) process.exit(1)
const { clientEntries } = await import('../src/publish/clientManifest.ts')
const { contentSecurityHash } = await import('../src/publish/pageHead.ts')
const { companyDataProblems } = await import('../src/publish/checks/companyDataCheck.ts')
const { describeFindings, exampleCompanySwitch, goLiveWarnings, jobsLeftOut, productionProblems } =
  await import('../src/publish/checks/productionGuard.ts')
const { buildModeFor } = await import('../src/shared/buildMode.ts')
const { phoneDisplays, phoneDisplayVariable } = await import('../src/publish/phoneDisplay.ts')
const { preparePhoto, photoVariable } = await import('../src/publish/photo.ts')
const { forms } = await import('../src/config/forms.ts')

// On Netlify the site's origin is the address Netlify gives it (netlify.toml), unless set.
if (process.env.NETLIFY === 'true' && !process.env.VITE_SITE_ORIGIN && process.env.URL)
  process.env.VITE_SITE_ORIGIN = process.env.URL

/** `1 problem`, `2 problems`. */
const counted = (count: number, thing: string) => `${count} ${thing}${count === 1 ? '' : 's'}`

// Every build checks the company data first: the pages would otherwise render whatever a missing
// or misspelt field leaves, an empty legal notice included (npm run build does not type-check).
const dataProblems = companyDataProblems(companyData.company)
if (dataProblems.length > 0) {
  console.error(
    `The company data has ${counted(dataProblems.length, 'problem')} to fix before the site can be built:\n${describeFindings(dataProblems)}`,
  )
  process.exit(1)
}
const company = companyData.company as CompanyData

// A production build (the site origin set) refuses what must not go live; any other build is a
// preview, and its pages say so (docs/go-live.md). Only the tests and the benchmark build the
// example company as a production site, by the switch that lifts that one check (docs/testing.md).
const origin = process.env.VITE_SITE_ORIGIN
const allowExampleCompany = process.env[exampleCompanySwitch] === '1'
const problems = productionProblems(company, origin, {
  onNetlify: process.env.NETLIFY === 'true',
  allowExampleCompany,
})
if (buildModeFor(process.env) === 'preview') {
  console.log(
    `Preview build (${origin ? 'SITE_PREVIEW=1' : 'no VITE_SITE_ORIGIN'}): every page says so and is noindex; ${counted(problems.length, 'thing')} to fix before going live (docs/go-live.md)`,
  )
  // The bundles read the decision in the owner's own spelling (src/shared/buildSettings.ts).
  process.env.SITE_PREVIEW = '1'
} else {
  if (problems.length > 0) {
    console.error(
      `A production build needs every fact filled in. Fix ${problems.length === 1 ? 'this one' : `these ${problems.length}`}, or build a preview with SITE_PREVIEW=1:\n${describeFindings(problems)}`,
    )
    process.exit(1)
  }
  if (allowExampleCompany)
    console.warn(
      `Warning: ${exampleCompanySwitch}=1: the example company's facts were allowed, for tests. Never publish this build.`,
    )
  for (const warning of goLiveWarnings(company)) console.warn(`Warning: ${warning}`)
}

const project = fileURLToPath(new URL('..', import.meta.url))
const startedAt = new Date()
removeBuildStamp(project)

// One build day for both bundles, so prerendered dates and the hydrating client agree.
process.env.VITE_BUILD_DATE ||= new Date().toISOString().slice(0, 10)
for (const line of jobsLeftOut(company, process.env.VITE_BUILD_DATE))
  console.warn(`Left out: ${line}`)
// Every phone number in one style, made by the phone library here rather than in the browser.
process.env[phoneDisplayVariable] = JSON.stringify(phoneDisplays(company))
// The company's photo, if any: its sizes are named now, so that both bundles show the same.
const photo = await preparePhoto(company, project)
if (photo) process.env[photoVariable] = JSON.stringify(photo.published)
else delete process.env[photoVariable]
// The privacy policy states how long each form's posts are kept; the server keeps them that long.
process.env.VITE_RETENTION_DAYS = JSON.stringify(
  Object.fromEntries(
    Object.entries(forms).flatMap(([form, { retention }]) => {
      const chosen = process.env[retention.setting]
      return chosen ? [[form, Number(chosen)]] : []
    }),
  ),
)

const clientDirectory = new URL('../dist/client/', import.meta.url)
await build()
await photo?.write(fileURLToPath(clientDirectory))

// Every page carries the loader (src/enhance/loader.ts) inline, so nothing but the stylesheet is
// requested before the first paint. The Content-Security-Policy allows exactly that script by its
// hash; the server bundle (headers, host configs, prerender) reads it from here.
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(new URL('.vite/manifest.json', clientDirectory), 'utf8'),
)
const loaderChunk = manifest[clientEntries.loader]
if (!loaderChunk) throw new Error(`The client build has no ${clientEntries.loader}`)
process.env.VITE_LOADER_SCRIPT_HASH = contentSecurityHash(
  readFileSync(new URL(loaderChunk.file, clientDirectory), 'utf8'),
)

await build({ build: { ssr: true } })
await import(new URL('../dist/server/prerender.js', import.meta.url).href)

// `npm start` serves this build until a source is newer than the stamp (scripts/build-stamp.ts).
writeBuildStamp(project, startedAt)
