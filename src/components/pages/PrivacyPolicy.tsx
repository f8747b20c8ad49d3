import type { ReactNode } from 'react'

import { company } from '@/config/company'
import type { CompanyText } from '@/config/companySchema'
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
import { EmailLink } from '@/components/ui/ContactLink'
import { LegalSection } from '@/components/ui/LegalSection'
import { LegalPageLayout } from '@/components/layout/LegalPageLayout'
import { PostalAddress } from '@/components/layout/PostalAddress'

const legalEmailLink = (
  <p>
    <EmailLink value={company.legalEmail} />
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
  officer: company.dataProtectionOfficer ? (
    <>
      <p>{text(company.dataProtectionOfficer)}</p>
      {legalEmailLink}
    </>
  ) : (
    legalEmailLink
  ),
  recipients: (
    <p>
      {t.recipients.hosting()} {text(company.hosting.provider)}
      <br />
      {t.recipients.mail()} {text(company.mailProvider)}
    </p>
  ),
  contactForm: <p>{t.contactForm.retention({ days: inquiryRetentionDays })}</p>,
  complaint: <p>{text(company.dataProtectionAuthority)}</p>,
})

export function PrivacyPolicy() {
  const translations = useTranslations()
  const t = translations.privacy
  const text = useCompanyText()
  const details = sectionDetails(text, t)
  const today = formatLongDate(useToday(), translations.dates)

  const { outsideEu } = company.hosting
  // Sections whose text follows the data: no officer appointed, a host outside the EU.
  const sectionText = (id: PrivacySectionId) => {
    if (id === 'officer' && !company.dataProtectionOfficer) return t.officer.none()
    if (id === 'transfer' && outsideEu)
      return t.transfer.outsideEuText({
        provider: text(company.hosting.provider),
        country: text(outsideEu.country),
        safeguard: text(outsideEu.safeguard),
      })
    return t[id].text()
  }
  const sectionTitle = (id: PrivacySectionId) =>
    id === 'transfer' && outsideEu ? t.transfer.outsideEuTitle() : t[id].title()

  const renderSection = (id: PrivacySectionId, title: string, headingLevel?: 'h3') => (
    <LegalSection key={id} title={title} headingLevel={headingLevel}>
      <p>{sectionText(id)}</p>
      {details[id]}
    </LegalSection>
  )

  return (
    <LegalPageLayout title={t.title()}>
      <p className="mt-3 text-sm text-slate-600">{t.statusAsOf({ date: today })}</p>
      <p className="mt-6 leading-relaxed text-slate-700">{t.intro()}</p>
      {numberedPrivacySections.map((id, index) =>
        renderSection(id, `${index + 1}. ${sectionTitle(id)}`),
      )}
      {/* Unnumbered, so they form a group of their own below the nine numbered sections. */}
      <LegalSection title={t.additionalHeading()}>
        {additionalPrivacySections.map((id) => renderSection(id, sectionTitle(id), 'h3'))}
      </LegalSection>
    </LegalPageLayout>
  )
}
