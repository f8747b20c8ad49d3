import { describe, expect, it } from 'vitest'

import { renderPage } from '@/entry-server'
import { appendToHead, inlineScriptFile, takeOutInlineScripts } from '@/publish/pageHtml'

/** The shapes the router and React write: JSON-LD data, the router's state, its stream boundary. */
const jsonLd = '<script type="application/ld+json">{"name":"A \\u003c/script> B"}</script>'
const routerState =
  '<script data-tsr-stream-part="">self.$_TSR={};if(1<2&&"</p>")$_TSR.e()</script>'
const boundary = '<script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>'
const page = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>Start – Übersicht</title>${jsonLd}</head><body><p>Grüße &amp; mehr</p>${routerState}${boundary}</body></html>`

describe('takeOutInlineScripts', () => {
  it('takes out the scripts that run, in order, and leaves every other byte as it was', () => {
    const { html, scripts } = takeOutInlineScripts(page)
    expect(scripts).toEqual([
      'self.$_TSR={};if(1<2&&"</p>")$_TSR.e()',
      'document.currentScript.remove();/*$tsr-stream-boundary*/',
    ])
    expect(html).toBe(page.replace(routerState, '').replace(boundary, ''))
  })

  it('leaves data blocks, external and empty scripts in place', () => {
    const kept = `${jsonLd}<script type="module" src="/a.js"></script><script> </script>`
    const html = `<!DOCTYPE html><html><head>${kept}</head><body></body></html>`
    expect(takeOutInlineScripts(html)).toEqual({ html, scripts: [] })
  })

  it("takes the router's scripts out of a page the app renders, and only them", async () => {
    const { status, html: rendered } = await renderPage('/services?lang=en')
    expect(status).toBe(200)
    const { html, scripts } = takeOutInlineScripts(rendered)
    expect(scripts[0]).toContain('$_TSR')
    const scriptTags = (text: string) => text.match(/<script[^>]*>/g) ?? []
    const jsonLdTags = scriptTags(rendered).filter((tag) => tag.includes('application/ld+json'))
    expect(jsonLdTags.length).toBeGreaterThan(0)
    expect(scriptTags(html)).toEqual(jsonLdTags)
    expect(html).not.toContain('$_TSR')
  })
})

describe('inlineScriptFile', () => {
  it('names a script by its content, so that equal scripts of several pages share a file', () => {
    expect(inlineScriptFile('a()')).toBe(inlineScriptFile('a()'))
    expect(inlineScriptFile('a()')).not.toBe(inlineScriptFile('b()'))
    expect(inlineScriptFile('a()')).toMatch(/^assets\/inline-[0-9a-f]{16}\.js$/)
  })
})

describe('appendToHead', () => {
  it('inserts before the end of <head>, not at a </head> inside a script', () => {
    const html =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":"</head>"}</script></head><body></body></html>'
    expect(appendToHead(html, '<link rel="stylesheet" href="/a.css">')).toBe(
      html.replace('</script></head>', '</script><link rel="stylesheet" href="/a.css"></head>'),
    )
  })
})
