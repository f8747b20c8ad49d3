import {
  createRootRoute,
  HeadContent,
  Outlet,
  retainSearchParams,
  Scripts,
} from '@tanstack/react-router'
import { memo } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { PageChangeAnnouncer } from '@/components/layout/PageChangeAnnouncer'
import { mainContentId, SkipLink } from '@/components/layout/SkipLink'
import { NotFound } from '@/components/pages/NotFound'
import { useDocumentLanguage } from '@/app/useLanguage'
import { usePrepareWhileReading } from '@/app/usePrepareWhileReading'
import { prepareTranslators } from '@/shared/i18n'
import { defaultLanguage, validateLanguageSearch } from '@/shared/language'
import { unlistedPageHead } from '@/shared/seo'
import { jsonLdScript, organizationJsonLd } from '@/shared/structuredData'

import favicon from '../../public/favicon.svg?raw'

const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`

export const Route = createRootRoute({
  validateSearch: validateLanguageSearch,
  // Every internal link keeps `?lang`, so any page can be shared in the language it is read in.
  search: { middlewares: [retainSearchParams(['lang'])] },
  head: ({ matches, match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f665b' },
      // Page routes set their own title and description; an unknown path matches the root alone.
      ...(matches.length > 1 ? [] : unlistedPageHead('notFound', match.search.lang).meta),
    ],
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      // Inline, so that the icon is no request competing with the page's own before it paints.
      { rel: 'icon', href: faviconDataUrl, type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
    scripts: [jsonLdScript(organizationJsonLd(match.search.lang ?? defaultLanguage))],
  }),
  component: RootDocument,
  notFoundComponent: NotFound,
})

/** The whole document, so that prerendering and hydration agree on `<html lang>` and `<head>`. */
function RootDocument() {
  const language = useDocumentLanguage()
  // The other language's texts are built while the visitor reads, not at the first switch.
  usePrepareWhileReading(prepareTranslators)
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <PageBody />
    </html>
  )
}

/**
 * Memoised: a change of the document's language renders `<html>` again, not the page. Each part
 * of the page follows the language itself, and has shown the new one since the switch was tapped.
 */
const PageBody = memo(function PageBody() {
  return (
    <body>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header />
        <main
          id={mainContentId}
          tabIndex={-1}
          className="flex-1 pt-16 outline-none max-lg:no-app:peer-target:pt-0"
        >
          <Outlet />
        </main>
        <Footer />
      </div>
      <PageChangeAnnouncer />
      <Scripts />
    </body>
  )
})
