import { Phone } from 'lucide-react'

import { company } from '@/config/company'
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/buttonVariants'
import { PhoneLink, PhoneNumber } from '@/components/ui/ContactLink'
import { cn } from '@/app/cn'
import { phoneDisplay } from '@/app/phoneDisplay'
import { useLanguage, useTranslations } from '@/app/useLanguage'

import { PhoneHours } from './PhoneHours'

type CallUsProps = {
  /** The button's look: `onDark` and `outlineOnDark` on the teal and dark bands. */
  variant?: ButtonVariantProps['variant']
  /** The button as wide as its container (the menu's column). */
  wide?: boolean
  className?: string
}

/** The company's phone as a button that calls it, with the hours it is answered when known. */
export function CallUs({ variant = 'secondary', wide = false, className }: CallUsProps) {
  const t = useTranslations().callUs
  const language = useLanguage()
  return (
    <div className={className}>
      <PhoneLink
        value={company.phone}
        aria-label={t.linkName({ phone: phoneDisplay(company.phone, language) })}
        className={cn(buttonVariants({ variant }), wide && 'w-full')}
      >
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        <PhoneNumber value={company.phone} />
      </PhoneLink>
      <PhoneHours
        className={cn(
          'mt-2 text-sm',
          variant === 'onDark' || variant === 'outlineOnDark' ? 'text-brand-100' : 'text-slate-700',
        )}
      />
    </div>
  )
}
