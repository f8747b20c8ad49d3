import type { ReactNode } from 'react'

import { company } from '@/config/company'
import { Section } from '@/components/ui/Section'
import { useCompanyText, useLanguage, useTranslations } from '@/app/useLanguage'
import { legalName, representation } from '@/shared/companyText'

import { PermitNote } from './PermitNote'

/**
 * Who runs the company, from its data: the firm and its seat, the people who represent it, and the
 * facts the data states (year founded, team, permit, clients who agreed to be named).
 */
export function CompanyProfile() {
  const t = useTranslations()
  const about = t.about.company
  const text = useCompanyText()
  const language = useLanguage()
  const { role, people } = representation(company.legal)
  const entries: { id: string; term: string; details: ReactNode }[] = [
    {
      id: 'firm',
      term: about.firm(),
      details: `${legalName(language)}, ${text(company.address.locality)}`,
    },
    { id: 'people', term: about[role](), details: people.map(text).join(', ') },
    ...(company.foundedYear
      ? [{ id: 'founded', term: about.founded(), details: String(company.foundedYear) }]
      : []),
    ...(company.driversOnTeam
      ? [
          {
            id: 'team',
            term: about.team(),
            details: about.drivers({ count: company.driversOnTeam }),
          },
        ]
      : []),
    ...(company.clients?.length
      ? [{ id: 'clients', term: t.trust.clients(), details: company.clients.join(', ') }]
      : []),
    ...(company.workerLeasingPermit
      ? [{ id: 'permit', term: about.permit(), details: <PermitNote /> }]
      : []),
  ]
  return (
    <Section title={about.heading()} tone="muted">
      <dl className="grid gap-6 sm:grid-cols-2">
        {entries.map(({ id, term, details }) => (
          // An odd card out spans both columns rather than leave a hole beside it.
          <div
            key={id}
            className="rounded-2xl border border-slate-200 bg-white p-5 sm:odd:last:col-span-2"
          >
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className="mt-2 text-lg text-slate-900">{details}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
