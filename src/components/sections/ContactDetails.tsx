import { Mail, MapPin, Phone, PhoneCall, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { company } from '@/config/company'
import { useCompanyText } from '@/lib/companyText'
import { useTranslations } from '@/lib/useLanguage'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLink'
import { PostalAddress } from '@/components/layout/PostalAddress'

/** One group of the contact list: a `dl` allows only `dt`/`dd` in it, so the icon sits in the `dt`. */
function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon
  label: string
  children: ReactNode
}) {
  return (
    <div className="relative pl-9">
      <dt className="font-semibold text-slate-900">
        <Icon aria-hidden="true" className="absolute left-0 top-1 size-5 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 text-slate-700">{children}</dd>
    </div>
  )
}

export function ContactDetails() {
  const t = useTranslations().contact.info
  const text = useCompanyText()
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t.heading()}</h2>
        <dl className="mt-6 space-y-5">
          <Detail icon={Phone} label={t.phone()}>
            <PhoneLink value={company.phone} />
          </Detail>
          <Detail icon={Mail} label={t.email()}>
            <EmailLink value={company.contactEmail} />
          </Detail>
          <Detail icon={MapPin} label={t.address()}>
            <PostalAddress withName />
          </Detail>
        </dl>
      </div>
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <PhoneCall aria-hidden="true" className="size-5 text-brand-700" />
          {t.callbackTitle()}
        </h2>
        <p className="mt-2 text-slate-700">{t.callbackText()}</p>
        <p className="mt-4">
          <PhoneLink value={company.callbackPhone} className={buttonVariants()}>
            {t.callbackLink({ phone: text(company.callbackPhone) })}
          </PhoneLink>
        </p>
      </div>
    </div>
  )
}
