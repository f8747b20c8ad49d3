import type { ReactNode } from 'react'

import { dialNumber, isPlaceholder, type CompanyText } from '@/config/companyFacts'
import { phoneDisplay } from '@/app/phoneDisplay'
import { useCompanyText, useLanguage } from '@/app/useLanguage'

import { linkVariants } from './linkVariants'

type ContactLinkProps = {
  /** A phone number or an e-mail address, as the company data holds it. */
  value: CompanyText
  className?: string
  /** What the link says, when not the value itself. */
  children?: ReactNode
  /** The link's accessible name, when its content alone would not say what it does. */
  'aria-label'?: string
}

/** A company phone number in the site's one style, never broken across lines. */
export function PhoneNumber({ value }: { value: CompanyText }) {
  const language = useLanguage()
  return <span className="whitespace-nowrap">{phoneDisplay(value, language)}</span>
}

/**
 * A phone number as a `tel:` link that dials exactly the number it shows. A placeholder, or a
 * number the site cannot dial, is text without a link: nobody should call a number that is not the
 * company's.
 */
export function PhoneLink({
  value,
  className = linkVariants(),
  children,
  ...label
}: ContactLinkProps) {
  const dial = dialNumber(value)
  const content = children ?? <PhoneNumber value={value} />
  if (!dial) return <span>{content}</span>
  return (
    <a href={`tel:${dial}`} className={className} {...label}>
      {content}
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
