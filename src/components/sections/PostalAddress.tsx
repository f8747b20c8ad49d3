import { company } from '@/config/company'

/** The company's postal address from the company data, as an `<address>` block. */
export function PostalAddress({
  className = '',
  withName = false,
}: {
  className?: string
  withName?: boolean
}) {
  const { street, postalCode, locality } = company.address
  return (
    <address className={`not-italic ${className}`}>
      {withName ? (
        <>
          {company.name} {company.legalForm}
          <br />
        </>
      ) : null}
      {street}
      <br />
      {postalCode} {locality}
    </address>
  )
}
