// `npm run inquiries -- <command>`: see scripts/lib/inquiriesCommand.ts, or run it without a command.
import { registerSourceModules } from './lib/sourceModules.ts'

registerSourceModules()
// Imported only now, so that Node resolves these modules' own imports through the hook.
const { defaultDataDirectory, openInquiryStore } =
  await import('../src/server/inquiries/inquiryStore.ts')
const { runInquiriesCommand } = await import('./lib/inquiriesCommand.ts')

process.exitCode = await runInquiriesCommand(
  process.argv.slice(2),
  () => openInquiryStore(process.env.DATA_DIR?.trim() || defaultDataDirectory),
  { out: (text) => console.log(text), error: (text) => console.error(text) },
)
