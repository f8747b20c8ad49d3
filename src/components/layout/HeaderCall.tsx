import { Phone } from 'lucide-react'

import { company } from '@/config/company'
import { dialNumber } from '@/config/companyFacts'
import { PhoneLink } from '@/components/ui/ContactLink'
import { phoneDisplay } from '@/app/phoneDisplay'
import { useLanguage, useTranslations } from '@/app/useLanguage'

/**
 * The header's call control, so that a call is one tap away on every page and says so in words:
 * on a phone and a narrow desktop the icon over "Anrufen", from the `xl` width on the number
 * itself, where the header has room for it beside the navigation. Its name for screen readers
 * starts with what it shows and adds the number. A plain `tel:` link, which works without the app.
 * While the number is a placeholder there is nothing to call, and no control.
 */
export function HeaderCall() {
  const t = useTranslations().callUs
  const language = useLanguage()
  if (!dialNumber(company.phone)) return null
  const display = phoneDisplay(company.phone, language)
  return (
    <PhoneLink
      value={company.phone}
      aria-label={t.linkName({ phone: display })}
      className="inline-flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1.5 py-1 font-semibold text-brand-800 transition-colors hover:bg-slate-100 motion-reduce:transition-none xl:flex-row xl:gap-2 xl:px-2"
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span className="text-xs leading-none xl:hidden">{t.short()}</span>
      <span className="whitespace-nowrap max-xl:hidden">{display}</span>
    </PhoneLink>
  )
}
