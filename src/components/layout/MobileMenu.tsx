import { Menu } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { useTranslations } from '@/lib/useLanguage'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { usePreparedMenu } from '@/enhance/usePreparedMenu'

import { mobileMenuFallbackId } from './MobileMenuFallback'

const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' })

const loadDialog = () => import('./MobileMenuDialog.lazy').then((module) => module.default)
const menuWords = () => document.getElementById(mobileMenuFallbackId)

/**
 * The menu toggle below the `lg` breakpoint, and the dialog it opens. Where the app does not run,
 * the toggle is a link to the plain-HTML menu (MobileMenuFallback) instead.
 *
 * The dialog (and Headless UI with it) is no part of any page's first paint: it is loaded and
 * built while the visitor reads (src/enhance/usePreparedMenu.ts), so that a tap only shows it.
 * Once built, it stays, hidden, while closed.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const {
    Dialog: MenuDialog,
    contentBuilt,
    load,
    opening,
    visitorOpened,
  } = usePreparedMenu({ loadDialog, toggle, menuWords })
  const label = (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.navigation.openMenu()}</span>
    </>
  )

  // Stable, so that the dialog's links (memoised) do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (!open && visitorOpened.current) toggle.current?.focus()
  }, [open, visitorOpened])

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          opening()
          setOpen(true)
        }}
        // Where a click that waited for the app goes if the app does not come (src/enhance/loader.ts).
        data-fallback-href={`#${mobileMenuFallbackId}`}
        className={cn(iconButton, 'no-app:hidden')}
      >
        {label}
      </button>
      <a href={`#${mobileMenuFallbackId}`} className={cn(iconButton, 'app:hidden')}>
        {label}
      </a>
      {MenuDialog ? <MenuDialog open={open} onClose={close} keepContent={contentBuilt} /> : null}
    </div>
  )
}
