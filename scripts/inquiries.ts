// `npm run inquiries -- <command>`: see scripts/lib/inquiriesCommand.ts, or run it without a command.
import { readSiteSettings } from './lib/siteSettings.ts'
import { registerSourceModules } from './lib/sourceModules.ts'

readSiteSettings()
registerSourceModules()
// Imported only now, so that Node resolves these modules' own imports through the hook.
const { defaultDataDirectory } = await import('../src/server/inquiries/inquiryStore.ts')
const { alertMinutesOf } = await import('../src/server/inquiries/health.ts')
const { runInquiriesCommand } = await import('./lib/inquiriesCommand.ts')
const { permitValidUntil } = await import('../src/shared/workerLeasingPermit.ts')
// The permit's end, for `status` when no server has recorded its own: the company data, if it can
// be read (a mistake in it is the build's to name).
const permitEnd = await import('../src/config/company.ts').then(
  ({ company }) => permitValidUntil(company),
  () => undefined,
)

try {
  process.exitCode = await runInquiriesCommand(process.argv.slice(2), {
    dataDirectory: process.env.DATA_DIR?.trim() || defaultDataDirectory,
    out: (text) => console.log(text),
    error: (text) => console.error(text),
    fallbackAlertMinutes: alertMinutesOf(process.env),
    fallbackPermitValidUntil: permitEnd,
  })
} catch (error) {
  // One line an owner can act on, not a stack trace.
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
