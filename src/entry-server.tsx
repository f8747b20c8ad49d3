import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'

import { createAppRouter } from './router'

/** Renders one address to a complete HTML document, the way the client will hydrate it. */
export async function renderPage(url: string): Promise<{ status: number; html: string }> {
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: createAppRouter,
  })
  const response = await handler(defaultRenderHandler)
  return { status: response.status, html: await response.text() }
}
