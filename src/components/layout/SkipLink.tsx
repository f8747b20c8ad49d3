import { useTranslations } from '@/app/useLanguage'

export const mainContentId = 'main-content'

export function SkipLink() {
  const t = useTranslations()
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
    >
      {t.common.skipLink()}
    </a>
  )
}
