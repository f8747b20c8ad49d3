import { Menu, X, type LucideIcon } from 'lucide-react'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'
import { LanguageSwitch } from '@/components/layout/LanguageSwitch'
import {
  DialogClose,
  DialogFallback,
  DialogFallbackClose,
  DialogPanel,
  DialogTitle,
  PreparedDialog,
} from '@/components/layout/mobileMenu/PreparedDialog'
import { NavLinks } from '@/components/layout/NavLinks'
import { mainContentId } from '@/components/layout/SkipLink'
import { cn } from '@/app/cn'
import { useTranslations } from '@/app/useLanguage'

/** The plain-HTML menu's id: where the toggle leads when the app does not run. */
const plainMenuId = 'menu'

const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' })
const menuTitle = 'text-lg font-semibold text-slate-900'
/**
 * The menu's panel: from the right, over a dimmed page. The dialog's, and its plain copy's while
 * that is shown in the dialog's place, so that nothing moves when the one takes over from the other.
 * Forced colours drop the shadow and the dimmed backdrop: the border marks the panel's edge.
 */
const menuPanel =
  'fixed inset-y-0 right-0 w-full max-w-sm flex-col gap-8 overflow-y-auto bg-white px-5 py-4 shadow-xl forced-colors:border-l'
const menuTitleRow = 'flex items-center justify-between'

/** An icon with a name that only screen readers read. */
function IconLabel({ icon: Icon, name }: { icon: LucideIcon; name: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{name}</span>
    </>
  )
}

/** What the menu offers, in the dialog and in its plain-HTML form alike. */
function MenuLinks() {
  const t = useTranslations()
  return (
    <>
      <nav aria-label={t.navigation.label()}>
        <NavLinks layout="column" />
      </nav>
      <LanguageSwitch />
      <div className="flex flex-col gap-4">
        <ButtonLink to="/contact" className="w-full">
          {t.navigation.cta()}
        </ButtonLink>
        <CallUs wide />
      </div>
    </>
  )
}

/**
 * The menu toggle below the `lg` breakpoint, and the menu it opens: a panel from the right over a
 * dimmed page, with a title, a close button and the menu's links. Every choice in it closes it.
 * How it opens quickly, and works without the app, is PreparedDialog's business.
 */
export function MobileMenu() {
  const t = useTranslations()
  return (
    <div className="lg:hidden">
      <PreparedDialog
        toggleLabel={<IconLabel icon={Menu} name={t.navigation.openMenu()} />}
        toggleClassName={iconButton}
        fallbackId={plainMenuId}
        className="relative z-50"
      >
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel className={cn('flex', menuPanel)}>
          <div className={menuTitleRow}>
            <DialogTitle className={menuTitle}>{t.navigation.menuTitle()}</DialogTitle>
            <DialogClose className={iconButton}>
              <IconLabel icon={X} name={t.navigation.closeMenu()} />
            </DialogClose>
          </div>
          <MenuLinks />
        </DialogPanel>
      </PreparedDialog>
    </div>
  )
}

/**
 * The menu's plain copy. Where the app does not run (JavaScript off, or the app did not come) it is
 * shown while it is the address's target: in the page's flow, just below the fixed header, pushing
 * the content down (the main content drops its own room for the header meanwhile: `peer`). Without
 * a script nothing can keep focus inside a panel laid over the page, so Tab would go on to links
 * hidden under it; in the flow, every stop after the menu's last link is in view. Its close link
 * leads to the main content. With the app, a tap shows it at once in the dialog's place, with the
 * dialog's look, until the dialog is ready (PreparedDialog).
 */
export function MobileMenuFallback() {
  const t = useTranslations()
  return (
    <DialogFallback
      id={plainMenuId}
      className={cn(
        menuPanel,
        'peer backdrop:bg-slate-900/40',
        'no-app:static no-app:mt-16 no-app:max-w-none no-app:border-b no-app:border-slate-200 no-app:px-0 no-app:shadow-none lg:no-app:target:hidden',
      )}
    >
      {/* Without the app the column of the page's width; in the panel, the panel is the column. */}
      <Container width="narrow" className="flex flex-col gap-8 app:contents sm:mr-0">
        <div className={menuTitleRow}>
          <p className={menuTitle}>{t.navigation.menuTitle()}</p>
          <DialogFallbackClose href={`#${mainContentId}`} className={iconButton}>
            <IconLabel icon={X} name={t.navigation.closeMenu()} />
          </DialogFallbackClose>
        </div>
        <MenuLinks />
      </Container>
    </DialogFallback>
  )
}
