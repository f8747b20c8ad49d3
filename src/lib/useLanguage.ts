import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { translators } from '@/lib/i18n'
import {
  defaultLanguage,
  type Language,
  readStoredLanguage,
  resolveLanguage,
  subscribeToStoredLanguage,
} from '@/lib/language'

/**
 * The stored preference. During server rendering and hydration there is none, so the first client
 * render matches the prerendered HTML; React then re-renders with the stored value.
 */
export function useStoredLanguage(): Language | undefined {
  return useSyncExternalStore(subscribeToStoredLanguage, readStoredLanguage, () => undefined)
}

/** The language in `?lang`, if it is a valid one (the root route drops anything else). */
export function useAddressLanguage(): Language | undefined {
  return useSearch({ strict: false }).lang
}

export function useLanguage(): Language {
  return resolveLanguage(useAddressLanguage(), useStoredLanguage())
}

export function useTranslations() {
  return translators[useLanguage()]
}

/**
 * When the language came from the stored preference rather than the address, writes it into
 * `?lang` (replacing the entry), so that the page's metadata and a shared link say the same.
 */
export function useStoredLanguageInAddress(): void {
  const language = useLanguage()
  const addressLanguage = useAddressLanguage()
  const navigate = useNavigate()
  const router = useRouter()

  useEffect(() => {
    if (addressLanguage || language === defaultLanguage) return
    void navigate({
      // The current path itself: on the not-found view `.` would resolve to the root route's `/`.
      to: router.state.location.pathname,
      search: (previous) => ({ ...previous, lang: language }),
      replace: true,
      resetScroll: false,
    })
  }, [addressLanguage, language, navigate, router])
}
