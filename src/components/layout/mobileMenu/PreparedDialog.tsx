import { clsx } from 'clsx'
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { runWhenIdle } from '@/app/schedule'
import { usePrepareWhileReading } from '@/app/usePrepareWhileReading'
import { dataAttribute, fallbackHrefKey } from '@/enhance/contract'

import { DialogPartsContext, type DialogParts, type LoadedDialogProps } from './dialogParts'
import { prepareDialogOpening } from './prepareDialogOpening'

/**
 * A dialog behind a toggle, prepared while the visitor reads so that a tap only has to show it: the
 * mobile menu. Its user passes the toggle's label, the dialog's content built from the parts below
 * (`DialogPanel`, `DialogTitle`, `DialogClose`) with their own look, and the id of a plain-HTML copy
 * of the content (`DialogFallback`); everything about how the dialog opens quickly is here.
 *
 * Where the app does not run, the toggle is a link to the plain copy, and a click the loader held
 * for the app goes there (`data-fallback-href`). With the app, Headless UI's dialog
 * (./PreparedDialog.lazy.tsx, loaded on demand) is no part of the first paint. Where the toggle is
 * shown, the dialog is prepared once the page has settled (docs/performance.md, 2026-11-23):
 *
 * 1. its code is loaded (the loader has fetched it ahead on narrow screens); anywhere, as soon as
 *    the toggle is pointed at or focused;
 * 2. it is mounted closed and empty, as a transition, whose render yields to input: Headless UI's
 *    handoff from the server renders the dialog once more, cheaply while it is empty;
 * 3. at the next idle moment its content is built, hidden, as a transition;
 * 4. then the browser's caches are prepared for its first opening (./prepareDialogOpening.ts).
 *
 * A tap skips what is left: a dialog that arrives after it mounts at once, since the visitor is
 * waiting for it. Once built, the content stays, hidden, while the dialog is closed, so that each
 * opening only shows it. Headless UI traps focus inside and closes the dialog on Escape and on a
 * click outside the panel; a link followed inside closes it too (every choice in a menu does), and
 * focus returns to the toggle.
 */
export function PreparedDialog({
  toggleLabel,
  toggleClassName,
  fallbackId,
  className,
  children,
}: {
  /** What the toggle shows and says (the same in its plain-HTML form). */
  toggleLabel: ReactNode
  toggleClassName: string
  /** The id of the `DialogFallback` with the same content. */
  fallbackId: string
  /** The dialog's root (its panel and backdrop are fixed children). */
  className?: string
  /** The dialog's content: a `DialogPanel`, and what else it shows around it. */
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const [Dialog, setDialog] = useState<ComponentType<LoadedDialogProps> | null>(null)
  const [contentBuilt, setContentBuilt] = useState(false)
  /** The visitor has opened the dialog: set by the tap, before the opening renders. */
  const visitorOpened = useRef(false)

  const load = useCallback(() => {
    void import('./PreparedDialog.lazy').then(({ default: loaded }) => {
      const mount = () => setDialog(() => loaded)
      if (visitorOpened.current) mount()
      else startTransition(mount)
    })
  }, [])

  usePrepareWhileReading(
    useCallback(() => {
      if (isShown(toggle.current)) load()
    }, [load]),
  )

  useEffect(() => {
    if (!Dialog || contentBuilt) return
    return runWhenIdle(() => startTransition(() => setContentBuilt(true)))
  }, [Dialog, contentBuilt])

  useEffect(() => {
    // The body's child that holds the toggle is what the open dialog makes inert.
    const page = toggle.current?.closest('body > *')
    if (!contentBuilt || !page) return
    let unmounted = false
    prepareDialogOpening({
      page,
      fallback: document.getElementById(fallbackId),
      schedule: runWhenIdle,
      stop: () => unmounted || visitorOpened.current,
    })
    return () => {
      unmounted = true
    }
  }, [contentBuilt, fallbackId])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (!open && visitorOpened.current) toggle.current?.focus()
  }, [open])

  // Stable, so that the parts that close the dialog do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])

  const fallbackHref = `#${fallbackId}`
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          visitorOpened.current = true
          if (!Dialog) load()
          setContentBuilt(true)
          setOpen(true)
        }}
        // Where a click that waited for the app goes if the app does not come (src/enhance/loader.ts).
        {...{ [fallbackHrefAttribute]: fallbackHref }}
        // clsx is what src/app/cn.ts calls cn(): src/enhance/ takes nothing from the app it serves.
        className={clsx(toggleClassName, 'no-app:hidden')}
      >
        {toggleLabel}
      </button>
      <a href={fallbackHref} className={clsx(toggleClassName, 'app:hidden')}>
        {toggleLabel}
      </a>
      {Dialog ? (
        <Dialog open={open} onClose={close} keepContent={contentBuilt} className={className}>
          {children}
        </Dialog>
      ) : null}
    </>
  )
}

const fallbackHrefAttribute = dataAttribute(fallbackHrefKey)

/** Whether the visitor can see `element` (not inside something hidden, as the toggle on wide screens). */
function isShown(element: HTMLElement | null): boolean {
  // Where a browser cannot tell, the dialog is prepared anyway: at worst for nothing.
  return element?.checkVisibility?.() ?? element !== null
}

function useDialogParts(): DialogParts {
  const parts = useContext(DialogPartsContext)
  if (!parts) throw new Error('A dialog part is used outside a PreparedDialog')
  return parts
}

/** The dialog's box; a click outside it closes the dialog, and so does a link followed in it. */
export function DialogPanel({ className, children }: { className?: string; children: ReactNode }) {
  const { Panel, close } = useDialogParts()
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close()
  }
  return (
    // Caught on the way down: a router link prevents the click's default, after which Headless UI
    // calls none of the panel's own click handlers.
    <Panel className={className} onClickCapture={closeOnLink}>
      {children}
    </Panel>
  )
}

/** The dialog's visible name. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  const { Title } = useDialogParts()
  return <Title className={className}>{children}</Title>
}

/**
 * The button that closes the dialog. The dialog opens with focus on it: otherwise it would focus
 * its own container, which has no box, and nothing would look focused.
 */
export function DialogClose({ className, children }: { className?: string; children: ReactNode }) {
  const { close, initialFocus } = useDialogParts()
  return (
    <button ref={initialFocus} type="button" onClick={close} className={className}>
      {children}
    </button>
  )
}

/**
 * The dialog's content as plain HTML, for the page without the app (JavaScript off, or the app
 * did not come): the toggle is then a link to it, and it shows while it is the address's target.
 * With the app it is never shown, but laid out once, invisibly (`data-preparing`), so that the
 * dialog's first opening finds the same words already shaped (./prepareDialogOpening.ts).
 */
export function DialogFallback({
  id,
  className,
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      id={id}
      className={clsx(
        'hidden no-app:target:block data-preparing:invisible data-preparing:absolute data-preparing:block',
        className,
      )}
    >
      {children}
    </div>
  )
}
