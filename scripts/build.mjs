// Production build: client bundle, server bundle, then prerendering (see src/server/prerender.ts).
import { build } from 'vite'

// One build day for both bundles, so prerendered dates and the hydrating client agree.
process.env.VITE_BUILD_DATE ||= new Date().toISOString().slice(0, 10)

await build()
await build({ build: { ssr: true } })
await import('../dist/server/prerender.js')
