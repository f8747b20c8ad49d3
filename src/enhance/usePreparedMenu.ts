import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react'

import { wideScreenWidthProperty } from './contract'
import { prepareMenuOpening } from './prepareMenuOpening'
import { runWhenIdle, runWhenSettled } from './schedule'

/** Below the width from which the header has its navigation (src/styles.css): the menu is used. */
function isNarrowScreen(): boolean {
  const wideFrom = getComputedStyle(document.documentElement).getPropertyValue(
    wideScreenWidthProperty,
  )
  return !window.matchMedia(`(min-width: ${wideFrom})`).matches
}

/**
 * The mobile menu's dialog, prepared while the visitor reads so that a tap only has to show it
 * (docs/performance.md, 2026-11-23):
 *
 * 1. On a narrow screen its code is loaded once the page has settled (the loader has fetched it
 *    ahead); anywhere, as soon as the toggle is pointed at or focused (`load`).
 * 2. It is mounted closed and empty, as a transition, whose render yields to input: Headless UI's
 *    handoff from the server renders the dialog once more, cheaply while it is empty.
 * 3. At the next idle moment its content is built, hidden, as a transition (`contentBuilt`).
 * 4. Then the browser's caches are prepared for its first opening (./prepareMenuOpening.ts).
 *
 * A tap (`opening`) skips what is left: a dialog that arrives after it mounts at once, since the
 * visitor is waiting for it.
 */
export function usePreparedMenu<Props>({
  loadDialog,
  toggle,
  menuWords,
}: {
  /** Imports the dialog's module. */
  loadDialog: () => Promise<ComponentType<Props>>
  /** The toggle: the body's child that holds it is what the open dialog makes inert. */
  toggle: RefObject<HTMLElement | null>
  /** The same words as the dialog's, in the same styles, to lay out ahead. */
  menuWords: () => HTMLElement | null
}) {
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null)
  const [contentBuilt, setContentBuilt] = useState(false)
  /** The visitor has opened the menu: set by the tap, before the opening renders. */
  const visitorOpened = useRef(false)

  const load = useCallback(() => {
    void loadDialog().then((component) => {
      const mount = () => setDialog(() => component)
      if (visitorOpened.current) mount()
      else startTransition(mount)
    })
  }, [loadDialog])

  useEffect(() => (isNarrowScreen() ? runWhenSettled(load) : undefined), [load])

  useEffect(() => {
    if (!Dialog || contentBuilt) return
    return runWhenIdle(() => startTransition(() => setContentBuilt(true)))
  }, [Dialog, contentBuilt])

  useEffect(() => {
    const page = toggle.current?.closest('body > *')
    if (!contentBuilt || !page) return
    let unmounted = false
    prepareMenuOpening({
      page,
      menuWords: menuWords(),
      schedule: runWhenIdle,
      stop: () => unmounted || visitorOpened.current,
    })
    return () => {
      unmounted = true
    }
  }, [contentBuilt, toggle, menuWords])

  /** The visitor taps the toggle: whatever is not ready yet is done now. */
  const opening = useCallback(() => {
    visitorOpened.current = true
    if (!Dialog) load()
    setContentBuilt(true)
  }, [Dialog, load])

  return { Dialog, contentBuilt, load, opening, visitorOpened }
}
