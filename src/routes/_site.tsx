import { createFileRoute, Outlet } from '@tanstack/react-router'

import { useMarkPageHydrated } from '@/app/pageHydrated'
import { useStoredLanguageInAddress } from '@/app/useLanguage'

/**
 * Pathless layout around every page. The root's outlet is a Suspense boundary that React hydrates
 * after the root itself, so effects here run only once the page content has hydrated: the
 * right moment to move a stored language into `?lang` without a hydration mismatch, and to let
 * the loader replay clicks that came before.
 */
export const Route = createFileRoute('/_site')({
  component: PageLayout,
})

function PageLayout() {
  useStoredLanguageInAddress()
  useMarkPageHydrated()
  return <Outlet />
}
