import { Link } from '@tanstack/react-router'

import { mainNavigation, pagePaths } from '@/config/pages'
import { linkVariants } from '@/components/ui/linkVariants'
import { useTranslations } from '@/app/useLanguage'

const layouts = {
  row: { list: 'flex items-center gap-0.5', link: linkVariants({ variant: 'navigation' }) },
  // Wider than the focus ring (5 px), so that the current page's tinted box never covers the ring
  // of the link above it.
  column: { list: 'flex flex-col gap-2', link: linkVariants({ variant: 'menu' }) },
} as const

/** The main pages; the router marks the current one with `aria-current="page"`. */
export function NavLinks({ layout }: { layout: keyof typeof layouts }) {
  const t = useTranslations()
  return (
    <ul className={layouts[layout].list}>
      {mainNavigation.map((page) => (
        <li key={page}>
          <Link
            to={pagePaths[page]}
            activeOptions={{ exact: true, includeSearch: false }}
            preload="intent"
            className={layouts[layout].link}
          >
            {t.navigation[page]()}
          </Link>
        </li>
      ))}
    </ul>
  )
}
