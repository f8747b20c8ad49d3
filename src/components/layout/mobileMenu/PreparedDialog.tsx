import { clsx } from 'clsx'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { runAfterNextPaint, runOncePageHydrated, runWhenIdle } from '@/app/schedule'
import { usePrepareWhileReading } from '@/app/usePrepareWhileReading'
import { dataAttribute, fallbackHrefKey } from '@/enhance/contract'

import { DialogPartsContext, type DialogParts, type LoadedDialogProps } from './dialogParts'
import { prepareDialogOpening } from './prepareDialogOpening'

/**
 * A dialog behind a toggle, prepared while the visitor reads so that a tap only has to show it: the
 * mobile menu. Its user passes the toggle's label, the dialog's content built from the parts below
 * (`DialogPanel`, `DialogTitle`, `DialogClose`) with their own look, and the id of a plain-HTML copy
 * of the content (`DialogFallback`, with `DialogFallbackClose`); everything about how the dialog
 * opens quickly is here.
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
 * A tap before that is answered at once all the same: the toggle is the invoker of the plain copy,
 * a popover, which the browser shows over the page looking like the dialog's panel, before the app
 * has hydrated (the loader leaves such taps alone) and after (the toggle shows it while the dialog
 * is not ready). The dialog is then made ready as a transition and takes the copy's place in the
 * frame in which it appears (docs/performance.md, 2026-11-28); where the browser has no popovers, a
 * dialog that arrives after the tap mounts at once, since the visitor is waiting for it. Once
 * built, the content stays, hidden, while the dialog is closed, so that each opening only shows
 * it. Headless UI traps focus inside and closes the dialog on Escape and on a click outside the
 * panel; a link followed inside closes it too (every choice in a menu does), and focus returns to
 * the toggle. The copy, a popover, closes on Escape, a tap outside it, its close button and a link
 * followed in it, and the browser returns focus to the toggle.
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
  const appRuns = useAppRuns()
  const toggle = useRef<HTMLButtonElement>(null)
  const [Dialog, setDialog] = useState<ComponentType<LoadedDialogProps> | null>(null)
  const [contentBuilt, setContentBuilt] = useState(false)
  /** The visitor has opened the dialog: set by the tap, before the opening renders. */
  const visitorOpened = useRef(false)
  /** The dialog itself is on screen, rather than its plain copy or nothing. */
  const dialogShown = useRef(false)

  const load = useCallback(() => {
    void import('./PreparedDialog.lazy').then(({ default: loaded }) => {
      const mount = () => setDialog(() => loaded)
      const visitorWaits = visitorOpened.current && !isPopoverOpen(plainCopy(toggle.current))
      if (visitorWaits) mount()
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

  // The dialog takes the plain copy's place in the frame in which its panel appears (Headless UI
  // renders it a render after the dialog itself); the dialog then gives its initial focus.
  const takeOverFromCopy = useCallback(() => {
    dialogShown.current = true
    const copy = plainCopy(toggle.current)
    if (isPopoverOpen(copy)) copy?.hidePopover()
  }, [])
  useLayoutEffect(() => {
    if (!open) dialogShown.current = false
  }, [open])

  // The visitor closed the plain copy before the dialog came: the dialog does not come.
  useEffect(() => {
    const copy = plainCopy(toggle.current)
    const closed = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed' && !dialogShown.current) setOpen(false)
    }
    copy?.addEventListener('toggle', closed)
    return () => copy?.removeEventListener('toggle', closed)
  }, [])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (!open && visitorOpened.current) toggle.current?.focus()
  }, [open])

  // Stable, so that the parts that close the dialog do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])

  const openDialog = () => {
    visitorOpened.current = true
    if (Dialog && contentBuilt) {
      setOpen(true)
      return
    }
    const copy = plainCopy(toggle.current)
    if (copy && !isPopoverOpen(copy)) copy.showPopover()
    if (!Dialog) load()
    const opening = () => {
      setContentBuilt(true)
      setOpen(true)
    }
    // The visitor sees the plain copy: the dialog may take its time, yielding to input.
    if (copy) startTransition(opening)
    else opening()
  }

  // A tap before the app had hydrated left the plain copy to the browser: still open once the
  // loader has replayed the clicks it held (a choice made in the copy closes it), the dialog takes
  // it over.
  const takeOver = useEffectEvent(() => {
    if (isPopoverOpen(plainCopy(toggle.current))) openDialog()
  })
  useEffect(() => runOncePageHydrated(() => takeOver()), [])

  const fallbackHref = `#${fallbackId}`
  return (
    <>
      <button
        ref={toggle}
        type="button"
        // Before the app the browser says whether the plain copy is open (HTML forbids both).
        aria-expanded={appRuns ? open : undefined}
        aria-haspopup="dialog"
        // Before the app, the browser shows the plain copy at once (src/enhance/loader.ts).
        popoverTarget={fallbackId}
        onPointerEnter={load}
        onFocus={load}
        onClick={(event) => {
          // What opens is decided here, not by the browser's popover.
          event.preventDefault()
          openDialog()
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
        <Dialog
          open={open}
          onClose={close}
          keepContent={contentBuilt}
          onShown={takeOverFromCopy}
          className={className}
        >
          {children}
        </Dialog>
      ) : null}
    </>
  )
}

const neverChanges = () => () => {}

/** False in prerendered HTML and while the app hydrates it, true from the render after. */
function useAppRuns(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}

/** The toggle's plain copy, where the browser can show it as a popover. */
function plainCopy(toggle: HTMLButtonElement | null): HTMLElement | null {
  const copy = toggle?.popoverTargetElement
  return copy instanceof HTMLElement ? copy : null
}

function isPopoverOpen(element: HTMLElement | null): boolean {
  // Asked only where the browser has popovers: elsewhere the selector is unknown, and throws.
  return !!element?.popover && element.matches(':popover-open')
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
  const { Panel, open, close, onShown } = useDialogParts()
  useLayoutEffect(() => {
    if (open) onShown()
  }, [open, onShown])
  const closeOnLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!link) return
    // A link to this page in another language changes it in place (the language switch): the
    // new language is painted first, the dialog closes after that frame, since its closing
    // restyles the whole page as it stops being inert (docs/performance.md, 2026-11-29).
    if (link.hasAttribute('hreflang')) runAfterNextPaint(close)
    else close()
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

/** The id of the `DialogFallback` a `DialogFallbackClose` closes. */
const FallbackIdContext = createContext('')

/**
 * The dialog's content as plain HTML. For the page without the app (JavaScript off, or the app did
 * not come) the toggle is a link to it, and it shows while it is the address's target, as its user
 * styles it (`no-app:`). With the app it is a popover that the toggle shows over the page until the
 * dialog is ready, styled as the dialog's panel (its user's classes without a variant), and laid
 * out once, invisibly (`data-preparing`), so that the dialog's first opening finds the same words
 * already shaped (./prepareDialogOpening.ts).
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
  // A link followed in the copy closes it, as in the dialog (after hydration: before it, the
  // loader holds the click and closes the copy when it replays it).
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    const copy = event.currentTarget
    if (event.target instanceof Element && event.target.closest('a[href]') && isPopoverOpen(copy))
      copy.hidePopover()
  }
  return (
    <div
      id={id}
      popover="auto"
      onClickCapture={closeOnLink}
      className={clsx(
        'hidden no-app:target:block open:flex data-preparing:invisible data-preparing:absolute data-preparing:block',
        // The browser's own popover styles centre a box of its content's size.
        'left-auto h-auto',
        className,
      )}
    >
      <FallbackIdContext value={id}>{children}</FallbackIdContext>
    </div>
  )
}

/**
 * The plain copy's close control: without the app a link to `href` (the main content, where the
 * page goes on), with it a button that hides the popover. Shown, the popover gives it focus, as
 * the dialog gives its close button (the browser's focus on a popover's `autofocus` element).
 */
export function DialogFallbackClose({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const id = useContext(FallbackIdContext)
  return (
    <>
      <a href={href} className={clsx(className, 'app:hidden')}>
        {children}
      </a>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        // The popover's initial focus, which the browser gives when it shows it (before the app
        // too); hidden when the page loads, it is passed over then.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves only as the popover opens
        autoFocus
        className={clsx(className, 'no-app:hidden')}
      >
        {children}
      </button>
    </>
  )
}
