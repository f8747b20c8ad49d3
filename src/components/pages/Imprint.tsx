import { company } from '@/config/company'
import { permitSectionId } from '@/content/imprint'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLink'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { LegalSection } from '@/components/ui/LegalSection'
import { linkVariants } from '@/components/ui/linkVariants'
import { LegalPageLayout } from '@/components/layout/LegalPageLayout'
import { PostalAddress } from '@/components/layout/PostalAddress'
import { useCompanyText, useLanguage, useTranslations } from '@/app/useLanguage'
import { companyDate, permitValidity, representation } from '@/shared/companyText'

/**
 * Legal notice as § 5 DDG expects it, stating exactly what the company data holds: the register
 * entry, the VAT id, the worker-leasing permit (with its time limit, and its file number where the
 * letter has one) and the person responsible for content only where they are set.
 */
export function Imprint() {
  const language = useLanguage()
  const t = useTranslations().imprint
  const text = useCompanyText()
  const { legal, vatId, workerLeasingPermit: permit, contentOwner } = company
  const { role, people } = representation(legal)
  return (
    <LegalPageLayout title={t.title()}>
      <LegalSection title={t.providerHeading()}>
        <PostalAddress withName />
        {'generalPartner' in legal ? (
          <p>
            {t.generalPartner({
              name: text(legal.generalPartner.name),
              court: text(legal.generalPartner.register.court),
              number: text(legal.generalPartner.register.number),
            })}
          </p>
        ) : null}
        <p>
          {t.representedBy[role]()} {people.map(text).join(', ')}
        </p>
      </LegalSection>
      <LegalSection title={t.contactHeading()}>
        <p>
          {t.phone()} <PhoneLink value={company.phone} />
          <br />
          {t.email()} <EmailLink value={company.legalEmail} />
        </p>
      </LegalSection>
      {'register' in legal ? (
        <LegalSection title={t.registerHeading()}>
          <p>
            {t.registerCourt()} {text(legal.register.court)}
            <br />
            {t.registerNumber()} {text(legal.register.number)}
          </p>
        </LegalSection>
      ) : null}
      {vatId ? (
        <LegalSection title={t.vatHeading()}>
          <p>
            {t.vatText()} {text(vatId)}
          </p>
        </LegalSection>
      ) : null}
      {permit ? (
        <LegalSection title={t.permitHeading()} id={permitSectionId}>
          <p>
            {t.permitText({
              date: companyDate(permit.issuedOn, language),
              authority: text(permit.authority),
            })}{' '}
            {permitValidity(permit.validUntil, language)}
          </p>
          <p>
            {permit.fileNumber ? (
              <>
                {t.permitFileNumber({ fileNumber: text(permit.fileNumber) })}
                <br />
              </>
            ) : null}
            {t.supervisoryAuthority({ authority: text(permit.authority) })}
          </p>
        </LegalSection>
      ) : null}
      {contentOwner ? (
        <LegalSection title={t.contentOwnerHeading()}>
          <p>{text(contentOwner)}</p>
        </LegalSection>
      ) : null}
      {company.showEuDisputeResolutionNotice ? (
        <LegalSection title={t.disputeHeading()}>
          <p>
            {t.disputeText()}{' '}
            <ExternalLink href={company.euDisputeResolutionUrl} className={linkVariants()}>
              {company.euDisputeResolutionUrl}
            </ExternalLink>
          </p>
          <p>{t.disputeEmail()}</p>
        </LegalSection>
      ) : null}
      <LegalSection title={t.arbitrationHeading()}>
        <p>{t.arbitrationText()}</p>
      </LegalSection>
    </LegalPageLayout>
  )
}
