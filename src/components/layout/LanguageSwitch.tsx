import type { MouseEvent } from 'react'
import { languages, storeLanguage } from '@/lib/language'
import { useChangeLanguage, useLanguage, useTranslations } from '@/lib/useLanguage'

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * DE/EN switch. The other language is a real link, `?lang=…` relative to the current address, so
 * it works before scripts run, on every page including the not-found view, and identically in the
 * prerendered HTML and after hydration. A plain click switches in place without a history entry.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const t = useTranslations()
  const current = useLanguage()
  const changeLanguage = useChangeLanguage()
  return (
    <ul
      aria-label={t.languageSwitch.label()}
      className="flex items-center gap-1 text-sm font-semibold"
    >
      {languages.map((language) => {
        const content = (
          <>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="sr-only">{t.languageSwitch[language]()}</span>
          </>
        )
        const shape = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2'
        return (
          <li key={language}>
            {language === current ? (
              <span
                aria-current="true"
                lang={language}
                className={`${shape} bg-brand-700 text-white`}
              >
                {content}
              </span>
            ) : (
              <a
                href={`?lang=${language}`}
                hrefLang={language}
                lang={language}
                onClick={(event) => {
                  if (opensElsewhere(event)) {
                    storeLanguage(language)
                  } else {
                    event.preventDefault()
                    changeLanguage(language)
                  }
                  onChoose?.()
                }}
                className={`${shape} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
              >
                {content}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
