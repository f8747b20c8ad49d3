import type { MouseEvent } from 'react'

import { linkVariants } from '@/components/ui/linkVariants'
import { useChangeLanguage, useLanguage, useTranslations } from '@/app/useLanguage'
import { opensElsewhereKeys } from '@/enhance/contract'
import { languages, storeLanguage } from '@/shared/language'

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 ||
  opensElsewhereKeys.split(' ').some((key) => event[key as keyof MouseEvent] === true)

/**
 * DE/EN switch. Each language is a real link, `?lang=…` relative to the current address, so it
 * works before scripts run, on every page including the not-found view, and identically in the
 * prerendered HTML and after hydration. A plain click switches in place without a history entry.
 * The current language is a link too (marked `aria-current`): the element that was activated stays
 * in the page, so focus stays on the switch after a change instead of falling back to the document.
 */
export function LanguageSwitch() {
  const t = useTranslations()
  const current = useLanguage()
  const changeLanguage = useChangeLanguage()
  return (
    <ul
      aria-label={t.languageSwitch.label()}
      className="flex items-center gap-1 text-sm font-semibold"
    >
      {languages.map((language) => (
        <li key={language}>
          <a
            href={`?lang=${language}`}
            hrefLang={language}
            lang={language}
            // The name starts with the visible label (WCAG 2.5.3), so "click EN" works by voice too.
            aria-label={`${language.toUpperCase()} ${t.languageSwitch[language]()}`}
            aria-current={language === current ? 'true' : undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) {
                storeLanguage(language)
              } else {
                event.preventDefault()
                changeLanguage(language)
              }
            }}
            className={linkVariants({ variant: 'language' })}
          >
            {language.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  )
}
