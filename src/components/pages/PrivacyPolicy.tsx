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

type SectionContent = { title?: string; text?: string; details?: ReactNode }

/**
 * Where the company's data or settings change a section: its title or text (no officer appointed, a
 * host outside the EU) or what it shows below its text. Every other section is its title and text.
 */
function sectionContents(
  text: (value: CompanyText) => string,
  t: TranslationFunctions['privacy'],
): Partial<Record<PrivacySectionId, SectionContent>> {
  const { dataProtectionOfficer, hosting } = company
  return {
    controller: {
      details: (
        <>
          <PostalAddress withName />
          {legalEmailLink}
        </>
      ),
    },
    officer: dataProtectionOfficer
      ? {
          details: (
            <>
              <p>{text(dataProtectionOfficer)}</p>
              {legalEmailLink}
            </>
          ),
        }
      : { text: t.officer.none(), details: legalEmailLink },
    recipients: {
      details: (
        <p>
          {t.recipients.hosting()} {text(hosting.provider)}
          <br />
          {t.recipients.mail()} {text(company.mailProvider)}
        </p>
      ),
    },
    transfer: hosting.outsideEu && {
      title: t.transfer.outsideEuTitle(),
      text: t.transfer.outsideEuText({
        provider: text(hosting.provider),
        country: text(hosting.outsideEu.country),
        safeguard: text(hosting.outsideEu.safeguard),
      }),
    },
    contactForm: { details: <p>{t.contactForm.retention({ days: inquiryRetentionDays })}</p> },
    complaint: { details: <p>{text(company.dataProtectionAuthority)}</p> },
  }
}

export function PrivacyPolicy() {
  const translations = useTranslations()
  const t = translations.privacy
  const contents = sectionContents(useCompanyText(), t)
  const today = formatLongDate(useToday(), translations.dates)
  const sectionTitle = (id: PrivacySectionId) => contents[id]?.title ?? t[id].title()

  const renderSection = (id: PrivacySectionId, title: string, headingLevel?: 'h3') => (
    <LegalSection key={id} title={title} headingLevel={headingLevel}>
      <p>{contents[id]?.text ?? t[id].text()}</p>
      {contents[id]?.details}
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
