// The inquiry worker (src/server/inquiries/inquiryWorker.ts) from its source, for the tests: plain
// Node runs the worker's thread, and resolves the site's imports through the scripts' hook.
import { registerSourceModules } from '../../../scripts/lib/sourceModules.ts'

registerSourceModules()
await import('../../../src/server/inquiries/inquiryWorker.ts')
