import { Link, useLocation } from '@tanstack/react-router'
import { storeLanguage, languages } from '@/lib/language'
import { useLanguage, useTranslations } from '@/lib/useLanguage'

/**
 * DE/EN switch. The other language is a real link (it works before scripts load and can be shared);
 * following it replaces the history entry and stores the choice.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const t = useTranslations()
  const current = useLanguage()
  // The current path itself: on the not-found view `.` would resolve to the root route's `/`.
  const { pathname } = useLocation()
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
              <Link
                to={pathname}
                search={(previous) => ({ ...previous, lang: language })}
                replace
                resetScroll={false}
                hrefLang={language}
                lang={language}
                onClick={() => {
                  storeLanguage(language)
                  onChoose?.()
                }}
                className={`${shape} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
              >
                {content}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
