// The limit's static server as a process of its own (bench.ts starts it with PORT set), so that
// Lighthouse's work in the benchmark process cannot delay its responses.
// Usage: node limit-server.ts <dist/client> <script-free copies>
import { serveLimit } from './limit.ts'
import { readPages } from './pages.ts'

const [clientDirectory, limitDirectory] = process.argv.slice(2)
if (!clientDirectory || !limitDirectory)
  throw new Error('Usage: node limit-server.ts <dist/client> <script-free copies>')
const pages = await readPages(clientDirectory)
serveLimit({ clientDirectory, limitDirectory, pages, port: Number(process.env.PORT) })
