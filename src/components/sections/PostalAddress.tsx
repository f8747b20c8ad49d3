import { CompanyFact } from '@/components/ui/CompanyFact'
import { company } from '@/config/company'
import { cn } from '@/lib/utils'

/** The company's postal address from the company data, as an `<address>` block. */
export function PostalAddress({
  className,
  withName = false,
}: {
  className?: string
  withName?: boolean
}) {
  const { street, postalCode, locality } = company.address
  return (
    <address className={cn('not-italic', className)}>
      {withName ? (
        <>
          <CompanyFact value={company.name} /> <CompanyFact value={company.legalForm} />
          <br />
        </>
      ) : null}
      <CompanyFact value={street} />
      <br />
      <CompanyFact value={postalCode} /> <CompanyFact value={locality} />
    </address>
  )
}
