import type { ReactNode } from 'react'

import { company } from '@/config/company'
import type { CompanyText } from '@/config/companySchema'
import { requestLogFields, serverLogRetentionDays } from '@/config/serverLogs'
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

/** "a, b and c" in the reader's language. */
const listed = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`

/** What the chosen setup logs about a request (src/config/serverLogs.ts), in the reader's words. */
function serverLogsText(text: (value: CompanyText) => string, t: TranslationFunctions['privacy']) {
  const { hosting } = company
  if (hosting.setup === 'netlify')
    return t.serverLogs.netlify({ provider: text(hosting.provider), days: hosting.providerLogDays })
  const fields = listed(
    requestLogFields.map((field) => t.serverLogs.fields[field]()),
    t.serverLogs.and(),
  )
  return t.serverLogs[hosting.setup]({ fields, days: serverLogRetentionDays })
}

/**
 * Where the company's data or settings change a section: its title or text (no officer appointed, a
 * host outside the EU, a host without inquiries) or what it shows below its text. Every other
 * section is its title and text.
 */
function sectionContents(
  text: (value: CompanyText) => string,
  t: TranslationFunctions['privacy'],
): Partial<Record<PrivacySectionId, SectionContent>> {
  const { dataProtectionOfficer, hosting, inquiryCopies } = company
  const takesInquiries = hosting.setup !== 'netlify'
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
    // Art. 21 (4) GDPR: the right to object is presented apart from all other information.
    rights: {
      details: (
        <section>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t.rights.objectionTitle()}</h3>
          <p className="mt-2">{t.rights.objection()}</p>
        </section>
      ),
    },
    contactForm: {
      text: takesInquiries ? t.contactForm.text() : t.contactForm.notTaken(),
      details: (
        <>
          {takesInquiries ? <p>{t.contactForm.retention({ days: inquiryRetentionDays })}</p> : null}
          <p>{t.contactForm.copies({ mailboxDays: inquiryCopies.mailboxDays })}</p>
          {takesInquiries ? (
            <p>{t.contactForm.backups({ backupDays: inquiryCopies.backupDays })}</p>
          ) : null}
        </>
      ),
    },
    serverLogs: { text: serverLogsText(text, t) },
    complaint: { details: <p>{text(company.dataProtectionAuthority)}</p> },
  }
}

export function PrivacyPolicy() {
  const translations = useTranslations()
  const t = translations.privacy
  const contents = sectionContents(useCompanyText(), t)
  const today = formatLongDate(useToday(), translations.dates)
  const sectionTitle = (id: PrivacySectionId) => contents[id]?.title ?? t[id].title()

  const renderSection = (id: PrivacySectionId, title: string, headingLevel?: 'h3') => {
    const texts = t[id]
    return (
      <LegalSection key={id} title={title} headingLevel={headingLevel}>
        <p>{contents[id]?.text ?? ('text' in texts ? texts.text() : null)}</p>
        {contents[id]?.details}
      </LegalSection>
    )
  }

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
