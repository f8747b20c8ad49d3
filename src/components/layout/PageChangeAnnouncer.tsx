import { useRouter } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useState } from 'react'

import { mainContentId } from '@/components/layout/SkipLink'
import { useTranslations } from '@/app/useLanguage'

/**
 * After a client-side page change, focus would stay on the link that was used and only the title
 * would change. As in the user testing behind Gatsby's router (Marcy Sutton, 2019) and like a
 * full page load in a screen reader, focus moves to the new page's `h1` (the main content if a view
 * has none) and a polite live region says which page is now shown. Not on the first load or
 * hydration, and not when only `?lang` changes: the router reports `pathChanged` for neither.
 */
export function PageChangeAnnouncer() {
  const router = useRouter()
  const t = useTranslations()
  const [announcement, setAnnouncement] = useState('')

  const showNewPage = useEffectEvent(() => {
    const main = document.getElementById(mainContentId)
    const target = main?.querySelector<HTMLElement>('h1') ?? main
    if (!target) return
    // Focusable by script only, so the heading does not become a Tab stop.
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    // The router has already set the scroll position (top, or the restored one on Back).
    target.focus({ preventScroll: true })
    setAnnouncement(t.common.pageOpened({ title: document.title }))
  })

  useEffect(
    () =>
      router.subscribe('onRendered', ({ pathChanged }) => {
        if (pathChanged) showNewPage()
      }),
    [router],
  )

  return (
    // Not `role="status"`: the inquiry form's success message is the page's status.
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  )
}
