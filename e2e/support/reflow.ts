/**
 * Measures of layout that a reader sees: sideways scrolling and text cut off at narrow widths,
 * and characters per line.
 */

/** WCAG 1.4.12's text spacing, as a reader's style sheet applies it over the site's own. */
export const wcagTextSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/**
 * Runs in the page: what scrolls sideways or is cut off. An element whose content is wider than its
 * box sticks out (or is cut, if it hides its overflow); one that hides overflow must also show
 * all of its height. Visually hidden text (the `sr-only` pattern, clipped on purpose) is left out.
 */
export function reflowProblems(): string[] {
  const problems: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`)
  }
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element)
    if (style.display === 'none' || style.visibility === 'hidden') continue
    if (style.clip !== 'auto' || style.clipPath !== 'none') continue
    if (element.clientWidth === 0) continue
    const name = `<${element.tagName.toLowerCase()} class="${element.className}">`
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${name}: content ${element.scrollWidth} px wide in ${element.clientWidth} px`)
    }
    const hidesOverflow = style.overflowY === 'hidden' || style.overflowY === 'clip'
    if (hidesOverflow && element.scrollHeight > element.clientHeight + 1) {
      problems.push(
        `${name}: content ${element.scrollHeight} px high in ${element.clientHeight} px`,
      )
    }
  }
  return problems
}

/**
 * Runs in the page: the number of characters on each full line of the main content's text (every
 * line of a paragraph but its last, which may be short), found by the position of each character.
 */
export function charactersPerFullLine(): number[] {
  const counts: number[] = []
  const range = document.createRange()
  for (const block of document.querySelectorAll('main p')) {
    const lines = new Map<number, number>()
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0
      for (let offset = 0; offset < length; offset += 1) {
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0) continue
        const top = Math.round(rect.top)
        lines.set(top, (lines.get(top) ?? 0) + 1)
      }
    }
    const tops = [...lines.keys()].sort((a, b) => a - b)
    for (const top of tops.slice(0, -1)) counts.push(lines.get(top) ?? 0)
  }
  return counts
}
