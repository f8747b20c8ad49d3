import type { ReactNode } from 'react'

import { company } from '@/config/company'
import { isPlaceholder, type CompanyText } from '@/config/companyFacts'
import {
  fieldNamesOfForm,
  formIds,
  forms,
  valueFieldsOfForm,
  type FieldOf,
  type FormId,
} from '@/config/forms'
import {
  additionalPrivacySections,
  numberedPrivacySections,
  type PrivacySectionId,
} from '@/content/privacy'
import { EmailLink } from '@/components/ui/ContactLink'
import { LegalSection } from '@/components/ui/LegalSection'
import { LegalPageLayout } from '@/components/layout/LegalPageLayout'
import { PostalAddress } from '@/components/layout/PostalAddress'
import { useCompanyText, useTranslations } from '@/app/useLanguage'
import { useToday } from '@/app/useToday'
import { retentionDaysOf } from '@/shared/buildSettings'
import { listed } from '@/shared/companyText'
import { fieldText } from '@/shared/formTexts'
import type { TranslationFunctions } from '@/shared/i18n'
import { languageCookieDays, languageCookieName, languages } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'
import { requestLogFields, serverLogRetentionDays } from '@/shared/serverLogs'

/** A section's own title, text (`null`: none) or what it shows below its text. */
type SectionContent = { title?: string; text?: string | null; details?: ReactNode }

/** What the chosen setup logs about a request (src/shared/serverLogs.ts), in the reader's words. */
function serverLogsText(text: (value: CompanyText) => string, t: TranslationFunctions['privacy']) {
  const { hosting } = company
  if (hosting.setup === 'netlify')
    return t.serverLogs.netlify({ provider: text(hosting.provider), days: hosting.providerLogDays })
  const fields = listed(
    requestLogFields.map((field) => t.serverLogs.fields[field]()),
    t.and(),
  )
  return t.serverLogs[hosting.setup]({ fields, days: serverLogRetentionDays })
}

/**
 * What the policy says about third countries, from where each provider declared it processes data:
 * "no transfers" only when both declared the EU; otherwise one statement per provider (its
 * transfer, the EU, or a placeholder while it is not known), and that nothing else leaves the EU.
 */
function transferContent(
  text: (value: CompanyText) => string,
  t: TranslationFunctions['privacy'],
  takesInquiries: boolean,
): SectionContent {
  const { hosting, mailProvider } = company
  const providers = [
    {
      id: 'hosting',
      provider: text(hosting.provider),
      location: hosting.processesDataIn,
      inEu: t.transfer.hostingInEu,
      transfer: takesInquiries ? t.transfer.hostingServer : t.transfer.hostingNetlify,
    },
    {
      id: 'mail',
      provider: text(mailProvider.name),
      location: mailProvider.processesDataIn,
      inEu: t.transfer.mailInEu,
      transfer: takesInquiries ? t.transfer.mailWithInquiries : t.transfer.mail,
    },
  ]
  if (providers.every(({ location }) => location === 'EU')) return {}
  const statement = ({ provider, location, inEu, transfer }: (typeof providers)[number]) =>
    location === 'EU'
      ? inEu({ provider })
      : isPlaceholder(location)
        ? t.transfer.pending({ provider, location: text(location) })
        : transfer({
            provider,
            country: text(location.country),
            safeguard: text(location.safeguard),
          })
  return {
    title: t.transfer.outsideEuTitle(),
    text: null,
    details: (
      <>
        {providers.map((provider) => (
          <p key={provider.id}>{statement(provider)}</p>
        ))}
        <p>{t.transfer.noOther()}</p>
      </>
    ),
  }
}

/** How the policy names a form's `fields`, listed. */
const namedFields = (
  t: TranslationFunctions['privacy'],
  form: FormId,
  fields: readonly FieldOf<FormId>[],
) =>
  listed(
    fields.map((field) => fieldText(t[forms[form].privacySection].fields, field)),
    t.and(),
  )

/** A form's fields the policy names as required, and the others (Art. 13 (2) (e) GDPR). */
function requiredFieldsText(t: TranslationFunctions['privacy'], form: FormId) {
  const declared: Readonly<Record<string, { required: boolean }>> = forms[form].fields
  const [required, optional] = [true, false].map((isRequired) =>
    fieldNamesOfForm(form).filter((field) => declared[field]!.required === isRequired),
  ) as [FieldOf<FormId>[], FieldOf<FormId>[]]
  const section = t[forms[form].privacySection]
  return (
    <p>
      {section.required({ fields: namedFields(t, form, required) })}
      {optional.length && 'optional' in section
        ? ` ${section.optional({ fields: namedFields(t, form, optional), count: optional.length })}`
        : null}
    </p>
  )
}

/**
 * A form's section (its declaration's `privacySection`): what a post of it stores and on which
 * basis, which fields it needs, how long it is kept, and its copies; on a host without the Node
 * server, that the form takes nothing.
 */
function formSectionContent(
  t: TranslationFunctions['privacy'],
  form: FormId,
  takesForms: boolean,
): SectionContent {
  const section = t[forms[form].privacySection]
  const { inquiryCopies } = company
  return {
    text: takesForms
      ? section.taken({ fields: namedFields(t, form, valueFieldsOfForm(form)) })
      : section.notTaken(),
    details: (
      <>
        {takesForms ? requiredFieldsText(t, form) : null}
        {takesForms ? <p>{section.retention({ days: retentionDaysOf[form] })}</p> : null}
        <p>{section.copies({ mailboxDays: inquiryCopies.mailboxDays })}</p>
        {takesForms ? <p>{section.backups({ backupDays: inquiryCopies.backupDays })}</p> : null}
      </>
    ),
  }
}

/**
 * Where the company's data or settings change a section: its title or text (no officer appointed, a
 * provider outside the EU, a host without inquiries) or what it shows below its text. Every other
 * section is its title and text.
 */
function sectionContents(
  text: (value: CompanyText) => string,
  t: TranslationFunctions['privacy'],
): Partial<Record<PrivacySectionId, SectionContent>> {
  const { dataProtectionOfficer, hosting } = company
  const takesInquiries = hosting.setup !== 'netlify'
  const legalEmailLink = (
    <p>
      <EmailLink value={company.legalEmail} />
    </p>
  )
  // Where the policy says how to reach the company about data protection.
  const privacyEmailLink = (
    <p>
      <EmailLink value={company.privacyEmail ?? company.legalEmail} />
    </p>
  )
  return {
    controller: {
      details: (
        <>
          <PostalAddress withName />
          {legalEmailLink}
          {company.privacyEmail ? (
            <p>
              {t.controller.privacyEmail()} <EmailLink value={company.privacyEmail} />
            </p>
          ) : null}
        </>
      ),
    },
    officer: dataProtectionOfficer
      ? {
          details: (
            <>
              <p>{text(dataProtectionOfficer)}</p>
              {privacyEmailLink}
            </>
          ),
        }
      : { text: t.officer.none(), details: privacyEmailLink },
    recipients: {
      details: (
        <p>
          {t.recipients.hosting()} {text(hosting.provider)}
          <br />
          {t.recipients.mail()} {text(company.mailProvider.name)}
        </p>
      ),
    },
    transfer: transferContent(text, t, takesInquiries),
    // Art. 21 (4) GDPR: the right to object is presented apart from all other information.
    rights: {
      details: (
        <section>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t.rights.objectionTitle()}</h3>
          <p className="mt-2">{t.rights.objection()}</p>
        </section>
      ),
    },
    ...Object.fromEntries(
      formIds.map((form) => [
        forms[form].privacySection,
        formSectionContent(t, form, takesInquiries),
      ]),
    ),
    serverLogs: { text: serverLogsText(text, t) },
    languageStorage: {
      text: t.languageStorage.storageAndCookie({
        cookies: languages.map(languageCookieName).join(` ${t.languageStorage.or()} `),
        days: languageCookieDays,
      }),
    },
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
    const text =
      contents[id]?.text === undefined ? ('text' in texts ? texts.text() : null) : contents[id].text
    return (
      <LegalSection key={id} title={title} headingLevel={headingLevel}>
        {text ? <p>{text}</p> : null}
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
