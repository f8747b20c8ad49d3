import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useSyncExternalStore } from 'react'

import type { CompanyText } from '@/config/companyFacts'
import { runAfterNextPaint } from '@/app/schedule'
import { companyText } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import {
  defaultLanguage,
  finishSwitchingLanguage,
  readStoredLanguage,
  readSwitchingLanguage,
  resolveLanguage,
  startSwitchingLanguage,
  storeLanguage,
  subscribeToLanguageChanges,
  type Language,
} from '@/shared/language'

/** The language in `?lang`, if it is a valid one (the root route drops anything else). */
export function useAddressLanguage(): Language | undefined {
  return useSearch({ strict: false }).lang
}

/**
 * The page's language: a switch in progress, else `?lang`, else the stored preference, else the
 * default. The store is read through the resolved language, so that storing a choice the address
 * already overrides (as a language switch does, just before it changes `?lang`) re-renders
 * nothing. During server rendering and hydration there is no stored preference, so the first
 * client render matches the prerendered HTML; React then re-renders with the stored value.
 */
export function useLanguage(): Language {
  return useResolvedLanguage(readSwitchingLanguage)
}

/**
 * The document's language (`<html lang>`): the page's, except that it follows a switch once
 * `?lang` says it, after the frame that shows the new texts. A change of the root's `lang`
 * restyles and lays out the whole page again, which would otherwise double the tap's work on a
 * phone (docs/performance.md, 2026-11-29).
 */
export function useDocumentLanguage(): Language {
  return useResolvedLanguage(noSwitch)
}

const noSwitch = () => undefined

function useResolvedLanguage(readSwitch: () => Language | undefined): Language {
  // The router's selection counts the switch too: when `?lang` then comes to say the same, no
  // part of the page renders again for it (docs/performance.md, 2026-11-29).
  const switchedOrAddressed = useSearch({
    strict: false,
    select: (search) => readSwitch() ?? search.lang,
  })
  return useSyncExternalStore(
    subscribeToLanguageChanges,
    // Storage is read only when the address names no language: a first read can block for
    // milliseconds, and a valid `?lang` wins anyway.
    () => readSwitch() ?? switchedOrAddressed ?? resolveLanguage(undefined, readStoredLanguage()),
    () => resolveLanguage(switchedOrAddressed, undefined),
  )
}

export function useTranslations() {
  return translators[useLanguage()]
}

/** A company fact in the page's language: the value, or its placeholder label while missing. */
export function useCompanyText(): (value: CompanyText) => string {
  const language = useLanguage()
  return (value) => companyText(value, language)
}

/**
 * Replaces `?lang` in the address without adding a history entry. It names the current path itself:
 * on the not-found view a relative `.` would resolve to the root route's `/`.
 */
function useSetAddressLanguage(): (language: Language) => Promise<void> {
  const navigate = useNavigate()
  const router = useRouter()
  return useCallback(
    (language: Language) =>
      navigate({
        to: router.state.location.pathname,
        search: (previous) => ({ ...previous, lang: language }),
        replace: true,
        resetScroll: false,
      }),
    [navigate, router],
  )
}

/**
 * A change stores the preference and replaces `?lang` (R-LANG-3 in docs/requirements.md). The page
 * shows the new language first; the rest follows after that frame: the router's update re-renders
 * every link on the page, and a page's first storage write is slow on a phone, both of which would
 * otherwise hold back the visible change (docs/performance.md, 2026-11-25).
 */
export function useChangeLanguage(): (language: Language) => void {
  const setAddressLanguage = useSetAddressLanguage()
  return useCallback(
    (language: Language) => {
      startSwitchingLanguage(language)
      runAfterNextPaint(() => {
        storeLanguage(language)
        void setAddressLanguage(language).finally(() => finishSwitchingLanguage(language))
      })
    },
    [setAddressLanguage],
  )
}

/**
 * When the language came from the stored preference rather than the address, writes it into
 * `?lang`, so that the page's metadata and a shared link say the same.
 */
export function useStoredLanguageInAddress(): void {
  const language = useLanguage()
  const addressLanguage = useAddressLanguage()
  const setAddressLanguage = useSetAddressLanguage()

  useEffect(() => {
    if (!addressLanguage && language !== defaultLanguage) void setAddressLanguage(language)
  }, [addressLanguage, language, setAddressLanguage])
}
