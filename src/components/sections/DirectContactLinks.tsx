import { company } from '@/config/company'
import { useCompanyText } from '@/lib/companyText'
import { useTranslations } from '@/lib/useLanguage'
import { linkVariants } from '@/components/ui/linkVariants'

/** The company's phone number and inquiry address: the way in when the form could not send. */
export function DirectContactLinks({ className }: { className?: string }) {
  const t = useTranslations().contact.info
  const text = useCompanyText()
  return (
    <ul className={className}>
      <li>
        {t.phone()}:{' '}
        <a href={`tel:${company.phone.dial}`} className={linkVariants()}>
          {text(company.phone.display)}
        </a>
      </li>
      <li>
        {t.email()}:{' '}
        <a href={`mailto:${company.contactEmail}`} className={linkVariants()}>
          {company.contactEmail}
        </a>
      </li>
    </ul>
  )
}
