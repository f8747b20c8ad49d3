import { company } from '@/config/company'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLink'
import { useTranslations } from '@/app/useLanguage'

/** The company's phone number and inquiry address: the way in when the form could not send. */
export function DirectContactLinks({ className }: { className?: string }) {
  const t = useTranslations().contact.info
  return (
    <ul className={className}>
      <li>
        {t.phone()}: <PhoneLink value={company.phone} />
      </li>
      <li>
        {t.email()}: <EmailLink value={company.contactEmail} />
      </li>
    </ul>
  )
}
