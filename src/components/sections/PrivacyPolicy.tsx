import type { ReactNode } from 'react'
import { CompanyFact } from '@/components/ui/CompanyFact'
import { Container } from '@/components/ui/Container'
import { LegalSection } from '@/components/ui/LegalSection'
import { company } from '@/config/company'
import {
  additionalPrivacySections,
  numberedPrivacySections,
  type PrivacySectionId,
} from '@/content/privacy'
import { useLanguage, useTranslations } from '@/lib/useLanguage'
import { useToday } from '@/lib/useToday'
import { PostalAddress } from './PostalAddress'

const link = 'font-medium text-brand-800 underline underline-offset-4'

const legalEmailLink = (
  <p>
    <a href={`mailto:${company.legalEmail}`} className={link}>
      {company.legalEmail}
    </a>
  </p>
)

/** Company data that some sections show below their text. */
const sectionDetails: Partial<Record<PrivacySectionId, ReactNode>> = {
  controller: (
    <>
      <PostalAddress withName />
      {legalEmailLink}
    </>
  ),
  officer: (
    <>
      <p>
        <CompanyFact value={company.dataProtectionOfficer} />
      </p>
      {legalEmailLink}
    </>
  ),
  complaint: (
    <p>
      <CompanyFact value={company.supervisoryAuthority} />
    </p>
  ),
}

const dateLocales = { de: 'de-DE', en: 'en-GB' } as const

export function PrivacyPolicy() {
  const t = useTranslations().privacy
  const language = useLanguage()
  const today = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long' }).format(
    useToday(),
  )

  const renderSection = (id: PrivacySectionId, title: string, headingLevel?: 'h3') => (
    <LegalSection key={id} title={title} headingLevel={headingLevel}>
      <p>{t[id].text()}</p>
      {sectionDetails[id]}
    </LegalSection>
  )

  return (
    <Container className="max-w-prose py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title()}</h1>
      <p className="mt-3 text-sm text-slate-600">{t.statusAsOf({ date: today })}</p>
      <p className="mt-6 leading-relaxed text-slate-700">{t.intro()}</p>
      {numberedPrivacySections.map((id, index) =>
        renderSection(id, `${index + 1}. ${t[id].title()}`),
      )}
      {/* Unnumbered, so they form a group of their own below the nine numbered sections. */}
      <LegalSection title={t.additionalHeading()}>
        {additionalPrivacySections.map((id) => renderSection(id, t[id].title(), 'h3'))}
      </LegalSection>
    </Container>
  )
}
