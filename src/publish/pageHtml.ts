/**
 * Edits of a rendered page, found with an HTML parser (parse5, the parser of jsdom) and applied at
 * the parser's source offsets, so that everything else stays byte for byte as React wrote it.
 */
import { createHash } from 'node:crypto'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

type Element = DefaultTreeAdapterTypes.Element

function* elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    yield child
    yield* elementsOf(child)
  }
}

const parsed = (html: string) => elementsOf(parse(html, { sourceCodeLocationInfo: true }))
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

/** A `type` other than JavaScript makes a script a data block (JSON-LD), which never runs. */
const runsAsScript = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^text\/javascript$/i.test(type)

/**
 * The page without its inline scripts, and their sources in document order. The router writes
 * its bootstrap scripts (its dehydrated state) inline; the Content-Security-Policy allows no inline
 * script but the loader, and they are only needed when the app starts, so they move to files that
 * the loader runs. Data blocks (JSON-LD), external and empty scripts stay.
 */
export function takeOutInlineScripts(html: string): { html: string; scripts: string[] } {
  const taken: { start: number; end: number; source: string }[] = []
  for (const element of parsed(html)) {
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue
    if (!runsAsScript(attribute(element, 'type'))) continue
    const source = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('')
    const location = element.sourceCodeLocation
    if (!source.trim() || !location) continue
    taken.push({ start: location.startOffset, end: location.endOffset, source })
  }
  let rest = html
  for (const { start, end } of [...taken].reverse()) rest = rest.slice(0, start) + rest.slice(end)
  return { html: rest, scripts: taken.map(({ source }) => source) }
}

/** Where an inline script of a page is published: named by its content, so pages share it. */
export function inlineScriptFile(source: string): string {
  return `assets/inline-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`
}

/** The page with `tags` at the end of its `<head>`. */
export function appendToHead(html: string, tags: string): string {
  for (const element of parsed(html)) {
    const end = element.tagName === 'head' ? element.sourceCodeLocation?.endTag : undefined
    if (end) return html.slice(0, end.startOffset) + tags + html.slice(end.startOffset)
  }
  throw new Error('The page has no </head>')
}

/** The page with `text` (escaped) as the content of its first element that has the attribute `marker`. */
export function fillElement(html: string, marker: string, text: string): string {
  for (const element of parsed(html)) {
    const start = element.sourceCodeLocation?.startTag
    if (!start || attribute(element, marker) === undefined) continue
    const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    return html.slice(0, start.endOffset) + escaped + html.slice(start.endOffset)
  }
  throw new Error(`The page has no element with ${marker}`)
}

/** The text a reader sees in the page's `<main>`, whitespace collapsed (entities decoded). */
export function mainText(html: string): string {
  const main = [...parsed(html)].find((element) => element.tagName === 'main')
  const text = (node: DefaultTreeAdapterTypes.ChildNode): string =>
    'value' in node && node.nodeName === '#text'
      ? node.value
      : 'childNodes' in node && node.nodeName !== 'script'
        ? node.childNodes.map(text).join(' ')
        : ''
  return main ? text(main).replace(/\s+/g, ' ').trim() : ''
}
