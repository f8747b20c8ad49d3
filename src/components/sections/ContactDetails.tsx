import { Mail, PhoneCall } from 'lucide-react'
import { useId } from 'react'

import { company } from '@/config/company'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { EmailLink, PhoneLink, PhoneNumber } from '@/components/ui/ContactLink'
import { CallUs } from '@/components/layout/CallUs'
import { cn } from '@/app/cn'
import { useTranslations } from '@/app/useLanguage'

import { CallbackForm } from './CallbackForm'

/**
 * How to reach the company at once, kept short so that the form follows within a phone's first
 * screens: the phone with its hours and the e-mail address (the form says when it is answered).
 */
export function ContactDetails() {
  const t = useTranslations().contact.info
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{t.heading()}</h2>
      <CallUs variant="primary" className="mt-5" />
      <p className="mt-4 flex items-center gap-2 text-slate-800">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="sr-only">{t.email()}: </span>
        <EmailLink value={company.contactEmail} />
      </p>
    </div>
  )
}

/**
 * A callback, asked for with the callback request (./CallbackForm.tsx), and the specification's
 * callback line (R-PAGE-5) below it, labelled for what it is: a number to call and leave one's own.
 */
export function CallbackBox() {
  const t = useTranslations().contact.info
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <PhoneCall aria-hidden="true" className="size-5 text-brand-700" />
        {t.callbackTitle()}
      </h2>
      <p className="mt-2 text-slate-700">{t.callbackText()}</p>
      <CallbackForm />
      <p className="mt-6 border-t border-brand-200 pt-4 text-slate-700">{t.callbackLine()}</p>
      <p className="mt-3">
        <PhoneLink
          value={company.callbackPhone}
          className={cn(buttonVariants({ variant: 'secondary' }), 'flex-wrap')}
        >
          <span className="whitespace-nowrap">{t.callbackLink()}</span>{' '}
          <PhoneNumber value={company.callbackPhone} />
        </PhoneLink>
      </p>
    </section>
  )
}
