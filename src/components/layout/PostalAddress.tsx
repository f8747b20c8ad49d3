import { company } from '@/config/company'
import { legalName, useCompanyText } from '@/lib/companyText'
import { useLanguage } from '@/lib/useLanguage'
import { cn } from '@/lib/utils'

/**
 * The company's postal address from the company data, as an `<address>` block: in the footer of
 * every page, and on the contact, imprint and privacy pages.
 */
export function PostalAddress({
  className,
  withName = false,
}: {
  className?: string
  withName?: boolean
}) {
  const text = useCompanyText()
  const language = useLanguage()
  const { street, postalCode, locality } = company.address
  return (
    <address className={cn('not-italic', className)}>
      {withName ? (
        <>
          {legalName(language)}
          <br />
        </>
      ) : null}
      {text(street)}
      <br />
      {text(postalCode)} {text(locality)}
    </address>
  )
}
