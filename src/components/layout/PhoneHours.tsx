import { Fragment } from 'react'

import { company } from '@/config/company'
import { useTranslations } from '@/app/useLanguage'
import { weeklyHoursEntries } from '@/shared/companyText'

/**
 * When the phone is answered (`Erreichbar Mo–Fr 08:00–20:00 Uhr, Sa 10:00–16:00 Uhr`), each group
 * of days with its times on one line; nothing where the company data states no hours.
 */
export function PhoneHours({ className }: { className?: string }) {
  const t = useTranslations().callUs
  if (!company.phoneHours) return null
  return (
    <p className={className}>
      {t.hours()}{' '}
      {/* Keyed by place: each group stays the same element when the language changes. */}
      {weeklyHoursEntries(company.phoneHours, t).map((entry, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <span className="whitespace-nowrap">{entry}</span>
        </Fragment>
      ))}
    </p>
  )
}
