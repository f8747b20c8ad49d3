import type { ReactNode } from 'react'

import { isPlaceholder, type CompanyText } from '@/config/companySchema'
import { useCompanyText } from '@/lib/companyText'
import { dialNumber } from '@/lib/phoneNumber'

import { linkVariants } from './linkVariants'

type ContactLinkProps = {
  /** A phone number or an e-mail address, as the company data holds it. */
  value: CompanyText
  className?: string
  /** What the link says, when not the value itself. */
  children?: ReactNode
}

/**
 * A phone number as a `tel:` link that dials exactly what it shows. A placeholder, or a number the
 * site cannot dial, is text without a link: nobody should call a number that is not the company's.
 */
export function PhoneLink({ value, className = linkVariants(), children }: ContactLinkProps) {
  const text = useCompanyText()
  const dial = dialNumber(value)
  if (!dial) return <span>{children ?? text(value)}</span>
  return (
    <a href={`tel:${dial}`} className={className}>
      {children ?? text(value)}
    </a>
  )
}

/** An e-mail address as a `mailto:` link; a placeholder is text without a link. */
export function EmailLink({ value, className = linkVariants(), children }: ContactLinkProps) {
  const text = useCompanyText()
  if (isPlaceholder(value)) return <span>{children ?? text(value)}</span>
  return (
    <a href={`mailto:${value}`} className={className}>
      {children ?? value}
    </a>
  )
}
