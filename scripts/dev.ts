// `npm run dev`: Vite in middleware mode with server rendering, so development shows the same
// document the production build prerenders, with hot module replacement on top. The app starts at
// once here; built pages start it through src/enhance/loader.ts, while the visitor reads or at the
// first sign of use.
import { createServer } from 'node:http'
import { createServer as createViteServer } from 'vite'

import { registerSourceModules } from './lib/sourceModules.ts'

registerSourceModules()
// Imported only now, so that Node resolves these modules' own imports through the hook.
const { company } = await import('../src/config/company.ts')
const { phoneDisplays, phoneDisplayVariable } = await import('../src/publish/phoneDisplay.ts')
// As scripts/build.ts does: the pages show every phone number in the phone library's style.
process.env[phoneDisplayVariable] = JSON.stringify(phoneDisplays(company))

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const port = Number(process.env.PORT ?? 5173)

createServer((request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const url = request.url ?? '/'
      const { renderPage } = (await vite.ssrLoadModule(
        '/src/entry-server.tsx',
      )) as typeof import('../src/entry-server.tsx')
      const { status, html } = await renderPage(url)
      const viteHead = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>')
      const devScripts = viteHead.slice(viteHead.indexOf('<head>') + 6, viteHead.indexOf('</head>'))
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(
        html.replace(
          '</head>',
          `${devScripts}<script type="module" src="/src/entry-client.tsx"></script></head>`,
        ),
      )
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      console.error(error)
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end(error instanceof Error ? (error.stack ?? String(error)) : String(error))
    }
  })
}).listen(port, () => console.log(`Development server on http://localhost:${port}`))
