import { Phone } from 'lucide-react'

import { company } from '@/config/company'
import { dialNumber } from '@/config/companyFacts'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { PhoneLink } from '@/components/ui/ContactLink'
import { cn } from '@/app/cn'
import { phoneDisplay } from '@/app/phoneDisplay'
import { useLanguage, useTranslations } from '@/app/useLanguage'

/**
 * The header's call control, so that a call is one tap away on every page: a compact button named
 * with the number on a phone and a narrow desktop, and from the `xl` width on the number itself,
 * where the header has room for it beside the navigation. A plain `tel:` link, which works without the app. While the number is a placeholder there is nothing to
 * call, and no control.
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
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'shrink-0 text-brand-800 xl:w-auto xl:px-2',
      )}
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span className="whitespace-nowrap max-xl:hidden">{display}</span>
    </PhoneLink>
  )
}
