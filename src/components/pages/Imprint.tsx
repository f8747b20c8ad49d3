import { company } from '@/config/company'
import { useCompanyText } from '@/lib/companyText'
import { useTranslations } from '@/lib/useLanguage'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { LegalSection } from '@/components/ui/LegalSection'
import { linkVariants } from '@/components/ui/linkVariants'
import { LegalPageLayout } from '@/components/layout/LegalPageLayout'
import { PostalAddress } from '@/components/layout/PostalAddress'

/** Legal notice as § 5 DDG expects it; every value comes from the company data module. */
export function Imprint() {
  const t = useTranslations().imprint
  const text = useCompanyText()
  return (
    <LegalPageLayout title={t.title()}>
      <LegalSection title={t.providerHeading()}>
        <PostalAddress withName />
        <p>
          {t.representedBy()} {text(company.managingDirector)}
        </p>
      </LegalSection>
      <LegalSection title={t.contactHeading()}>
        <p>
          {t.phone()}{' '}
          <a href={`tel:${company.phone.dial}`} className={linkVariants()}>
            {text(company.phone.display)}
          </a>
          <br />
          {t.email()}{' '}
          <a href={`mailto:${company.legalEmail}`} className={linkVariants()}>
            {company.legalEmail}
          </a>
        </p>
      </LegalSection>
      <LegalSection title={t.registerHeading()}>
        <p>
          {t.registerCourt()} {text(company.register.court)}
          <br />
          {t.registerNumber()} {text(company.register.number)}
        </p>
      </LegalSection>
      <LegalSection title={t.vatHeading()}>
        <p>
          {t.vatText()} {text(company.vatId)}
        </p>
      </LegalSection>
      <LegalSection title={t.contentOwnerHeading()}>
        <p>{text(company.contentOwner)}</p>
      </LegalSection>
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
