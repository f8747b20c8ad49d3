import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { translators } from '@/lib/i18n'
import {
  defaultLanguage,
  type Language,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
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

/** Stores the choice and replaces `?lang` in the address without adding a history entry. */
export function useChangeLanguage(): (language: Language) => void {
  const navigate = useNavigate()
  return useCallback(
    (language: Language) => {
      storeLanguage(language)
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, lang: language }),
        replace: true,
        resetScroll: false,
      })
    },
    [navigate],
  )
}

/**
 * Keeps the document in step with the language: sets `<html lang>`, and when the language came from
 * the stored preference rather than the address, writes it into `?lang` (replacing the entry) so
 * that metadata and shared links say the same.
 */
export function useDocumentLanguage(): void {
  const language = useLanguage()
  const addressLanguage = useAddressLanguage()
  const navigate = useNavigate()

  useEffect(() => {
    document.documentElement.lang = language
  }, [language])

  useEffect(() => {
    if (addressLanguage || language === defaultLanguage) return
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, lang: language }),
      replace: true,
      resetScroll: false,
    })
  }, [addressLanguage, language, navigate])
}
