import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { prepareDialogOpening } from '@/components/layout/mobileMenu/prepareDialogOpening'

/** jsdom has no `inert`: a stand-in that reflects it as the attribute, as browsers do, and records. */
let madeInert: HTMLElement[] = []
beforeEach(() => {
  madeInert = []
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert')
    },
    set(this: HTMLElement, value: boolean) {
      if (value) madeInert.push(this)
      this.toggleAttribute('inert', value)
    },
  })
})
afterEach(() => {
  delete (HTMLElement.prototype as { inert?: boolean }).inert
  document.body.replaceChildren()
})

const links = (count: number) =>
  Array.from({ length: count }, (_, i) => `<a href="/${i}">Link ${i}</a>`).join('')

function renderPage() {
  document.body.innerHTML = `
    <div id="page">
      <header>${links(5)}</header>
      <div id="menu">${links(4)}</div>
      <main>
        <section id="first">${links(50)}</section>
        <section>${links(50)}</section>
        <section>${links(50)}</section>
      </main>
      <footer><p id="imprint">Imprint</p>${links(10)}</footer>
    </div>`
  return document.getElementById('page') as HTMLElement
}

/** Runs the preparation with a schedule the test drives, step by step. */
function prepare(stop: () => boolean = () => false) {
  const page = renderPage()
  const fallback = document.getElementById('menu')
  const queue: (() => void)[] = []
  prepareDialogOpening({ page, fallback, schedule: (step) => queue.push(step), stop })
  const runAll = () => {
    for (let step = queue.shift(); step; step = queue.shift()) step()
  }
  return { page, fallback, queue, runAll }
}

describe('prepareDialogOpening', () => {
  it('makes every part of the page inert once, in small steps, and leaves nothing inert', () => {
    const { page, fallback, queue, runAll } = prepare()
    const menuChanges = new MutationObserver(() => {})
    if (fallback) menuChanges.observe(fallback, { attributeFilter: ['data-preparing'] })
    // Nothing happens until the schedule calls it back.
    expect(madeInert).toHaveLength(0)
    expect(queue).toHaveLength(1)
    runAll()

    // The plain menu was shown for layout once, and hidden again.
    expect(menuChanges.takeRecords()).toHaveLength(2)
    for (const part of madeInert) {
      expect(part.getElementsByTagName('*').length).toBeLessThanOrEqual(80)
    }
    // Every element of the page was in a part that was made inert.
    for (const element of page.querySelectorAll('a, p')) {
      expect(madeInert.some((part) => part.contains(element))).toBe(true)
    }
    expect(new Set(madeInert).size).toBe(madeInert.length)
    expect(document.querySelectorAll('[inert], [data-preparing]')).toHaveLength(0)
  })

  it('leaves alone the part that holds the focus, and the one that holds a selection', () => {
    const page = renderPage()
    const focused = page.querySelector<HTMLElement>('#first a')
    focused?.focus()
    const imprint = document.getElementById('imprint') as HTMLElement
    document.getSelection()?.selectAllChildren(imprint)
    const queue: (() => void)[] = []
    prepareDialogOpening({
      page,
      fallback: null,
      schedule: (step) => queue.push(step),
      stop: () => false,
    })
    for (let step = queue.shift(); step; step = queue.shift()) step()

    expect(madeInert.length).toBeGreaterThan(0)
    expect(madeInert.some((part) => part.contains(focused))).toBe(false)
    expect(madeInert.some((part) => part.contains(imprint))).toBe(false)
    expect(document.activeElement).toBe(focused)
  })

  it('stops as soon as it is no longer needed', () => {
    let opened = false
    const { queue } = prepare(() => opened)
    queue.shift()?.()
    const stepsBefore = madeInert.length
    opened = true
    for (let step = queue.shift(); step; step = queue.shift()) step()
    expect(madeInert).toHaveLength(stepsBefore)
  })
})
