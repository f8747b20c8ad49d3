/**
 * Makes a PreparedDialog's first opening quicker (docs/performance.md, 2026-11-23). On a phone's
 * CPU the mobile menu's took longer than later openings, and part of that lies in the browser's
 * caches, not in the app:
 *
 * - The open dialog makes the rest of the page inert, and Chromium restyles every element of it.
 *   The first time, most of those inert styles are missing from its cache of computed styles.
 * - The dialog's words are laid out for the first time: fonts matched, words shaped.
 *
 * Both are done here ahead of time, while the visitor reads, one small step per idle moment:
 *
 * - each part of the page is made inert, restyled and made usable again within one task, so that
 *   nothing is painted, and nothing can be used, in between; a part that holds the focus or a
 *   selection is left alone, as inertness would take those away;
 * - the dialog's plain-HTML copy (DialogFallback), which shows the same words in the same styles,
 *   is laid out once, invisibly (`data-preparing`), in the same way.
 */

/** Elements restyled in one step at most, so that no step blocks input for long on a phone. */
const largestPart = 80

/** The page cut into parts of at most `largestPart` elements (or single elements). */
function partsOf(element: Element): HTMLElement[] {
  if (element.getElementsByTagName('*').length <= largestPart) {
    return element instanceof HTMLElement ? [element] : []
  }
  return [...element.children].flatMap(partsOf)
}

function holdsFocusOrSelection(part: HTMLElement): boolean {
  const selection = document.getSelection()
  return (
    part.contains(document.activeElement) ||
    // A selection without ranges counts as collapsed.
    (selection !== null && !selection.isCollapsed && selection.getRangeAt(0).intersectsNode(part))
  )
}

function restyleAsInert(part: HTMLElement) {
  if (holdsFocusOrSelection(part)) return
  part.inert = true
  // Reading a size makes Chromium restyle now, with the part inert, rather than at the next frame.
  void part.offsetWidth
  part.inert = false
}

function layOutInvisibly(element: HTMLElement) {
  element.dataset.preparing = ''
  void element.offsetWidth
  delete element.dataset.preparing
}

/**
 * Runs the steps, each when `schedule` calls it back, until they are done or `stop()` says the
 * dialog no longer needs them (it has opened, which warms the same caches, or it is gone).
 */
export function prepareDialogOpening({
  page,
  fallback,
  schedule,
  stop,
}: {
  /** What the open dialog makes inert. */
  page: Element
  /** The dialog's plain-HTML copy: the same words, in the same styles. */
  fallback: HTMLElement | null
  schedule: (step: () => void) => void
  stop: () => boolean
}) {
  const steps = [
    ...(fallback ? [() => layOutInvisibly(fallback)] : []),
    ...partsOf(page).map((part) => () => restyleAsInert(part)),
  ]
  const next = () => {
    const step = steps.shift()
    if (!step || stop()) return
    step()
    schedule(next)
  }
  schedule(next)
}
