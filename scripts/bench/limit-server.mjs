// The limit's static server as a process of its own (bench.mjs starts it with PORT set), so that
// Lighthouse's work in the benchmark process cannot delay its responses.
// Usage: node limit-server.mjs <dist/client> <script-free copies>
import { serveLimit } from './limit.mjs'
import { readPages } from './pages.mjs'

const [clientDirectory, limitDirectory] = process.argv.slice(2)
const pages = await readPages(clientDirectory)
serveLimit({ clientDirectory, limitDirectory, pages, port: Number(process.env.PORT) })
