import { company } from '@/config/company'
import { cn } from '@/app/cn'
import { useCompanyText, useLanguage } from '@/app/useLanguage'
import { legalName } from '@/shared/companyText'

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
