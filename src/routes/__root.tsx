import { createRootRoute, HeadContent, Outlet, retainSearchParams } from '@tanstack/react-router'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { mainContentId, SkipLink } from '@/components/layout/SkipLink'
import { NotFound } from '@/components/sections/NotFound'
import { validateLanguageSearch } from '@/lib/language'
import { notFoundHead } from '@/lib/seo'
import { useDocumentLanguage } from '@/lib/useLanguage'

export const Route = createRootRoute({
  validateSearch: validateLanguageSearch,
  // Every internal link keeps `?lang`, so any page can be shared in the language it is read in.
  search: { middlewares: [retainSearchParams(['lang'])] },
  // Page routes set their own head; only an unknown path leaves the root match alone.
  head: ({ matches, match }) => (matches.length > 1 ? {} : notFoundHead(match.search.lang)),
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  useDocumentLanguage()
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Header />
      <main id={mainContentId} tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
