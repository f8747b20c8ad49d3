import { Link } from '@tanstack/react-router'
import { mainNavigation, pagePaths } from '@/config/pages'
import { useTranslations } from '@/lib/useLanguage'
import { cn } from '@/lib/utils'

type NavLinksProps = {
  layout: 'row' | 'column'
  onNavigate?: () => void
}

const layouts = {
  row: {
    list: 'flex items-center gap-1',
    link: 'rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  },
  column: {
    list: 'flex flex-col gap-1',
    link: 'block rounded-lg px-3 py-3 text-lg text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:border-l-4 aria-[current=page]:border-brand-700',
  },
} as const

/** The main pages; the router marks the current one with `aria-current="page"`. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const t = useTranslations()
  return (
    <ul className={layouts[layout].list}>
      {mainNavigation.map((page) => (
        <li key={page}>
          <Link
            to={pagePaths[page]}
            activeOptions={{ exact: true, includeSearch: false }}
            preload="intent"
            onClick={onNavigate}
            className={cn('font-medium', layouts[layout].link)}
          >
            {t.navigation[page]()}
          </Link>
        </li>
      ))}
    </ul>
  )
}
