import type { ReactNode } from 'react'

import { company, type CompanyText } from '@/config/company'
import { inquiryRetentionDays } from '@/config/site'
import {
  additionalPrivacySections,
  numberedPrivacySections,
  type PrivacySectionId,
} from '@/content/privacy'
import { useCompanyText } from '@/lib/companyText'
import type { TranslationFunctions } from '@/lib/i18n'
import { formatLongDate } from '@/lib/longDate'
import { useTranslations } from '@/lib/useLanguage'
import { useToday } from '@/lib/useToday'
import { LegalSection } from '@/components/ui/LegalSection'
import { linkVariants } from '@/components/ui/linkVariants'
import { LegalPageLayout } from '@/components/layout/LegalPageLayout'
import { PostalAddress } from '@/components/layout/PostalAddress'

const legalEmailLink = (
  <p>
    <a href={`mailto:${company.legalEmail}`} className={linkVariants()}>
      {company.legalEmail}
    </a>
  </p>
)

/** Company data and settings that some sections show below their text. */
const sectionDetails = (
  text: (value: CompanyText) => string,
  t: TranslationFunctions['privacy'],
): Partial<Record<PrivacySectionId, ReactNode>> => ({
  controller: (
    <>
      <PostalAddress withName />
      {legalEmailLink}
    </>
  ),
  officer: (
    <>
      <p>{text(company.dataProtectionOfficer)}</p>
      {legalEmailLink}
    </>
  ),
  contactForm: <p>{t.contactForm.retention({ days: inquiryRetentionDays })}</p>,
  complaint: <p>{text(company.supervisoryAuthority)}</p>,
})

export function PrivacyPolicy() {
  const translations = useTranslations()
  const t = translations.privacy
  const details = sectionDetails(useCompanyText(), t)
  const today = formatLongDate(useToday(), translations.dates)

  const renderSection = (id: PrivacySectionId, title: string, headingLevel?: 'h3') => (
    <LegalSection key={id} title={title} headingLevel={headingLevel}>
      <p>{t[id].text()}</p>
      {details[id]}
    </LegalSection>
  )

  return (
    <LegalPageLayout title={t.title()}>
      <p className="mt-3 text-sm text-slate-600">{t.statusAsOf({ date: today })}</p>
      <p className="mt-6 leading-relaxed text-slate-700">{t.intro()}</p>
      {numberedPrivacySections.map((id, index) =>
        renderSection(id, `${index + 1}. ${t[id].title()}`),
      )}
      {/* Unnumbered, so they form a group of their own below the nine numbered sections. */}
      <LegalSection title={t.additionalHeading()}>
        {additionalPrivacySections.map((id) => renderSection(id, t[id].title(), 'h3'))}
      </LegalSection>
    </LegalPageLayout>
  )
}
