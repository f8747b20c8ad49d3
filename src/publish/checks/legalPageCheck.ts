/**
 * The last check before the legal pages are published, on the HTML the build rendered: each part
 * the law asks of them is there with the company's facts. The imprint (§ 5 DDG): the firm's name
 * with its legal form, its address, who represents it, its register entry, how to reach it, its VAT
 * id and its worker-leasing permit where it has them. The privacy policy (Art. 13 GDPR): the
 * controller and its address for data protection, the officer or that none is appointed, the
 * providers and the third countries each processes data in, the logs of the chosen setup, what each
 * form stores and how long (the inquiry, the application, the callback request), the right to
 * object and the authority to complain to. The prerender
 * step refuses to write a page that lacks one (src/publish/prerender.ts).
 */
import { company as siteCompany } from '@/config/company'
import { isPlaceholder, type CompanyText } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'
import { formIds, forms } from '@/config/forms'
import { legalNavigation } from '@/config/pages'
import { phoneDisplay } from '@/app/phoneDisplay'
import { mainText } from '@/publish/pageHtml'
import { retentionDaysOf } from '@/shared/buildSettings'
import {
  companyDate,
  companyText,
  legalName,
  permitValidity,
  representation,
} from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import type { Language } from '@/shared/language'
import { serverLogRetentionDays } from '@/shared/serverLogs'

/** The legal pages, as the footer links them. */
export type LegalPage = (typeof legalNavigation)[number]

export const isLegalPage = (page: string | undefined): page is LegalPage =>
  (legalNavigation as readonly (string | undefined)[]).includes(page)

/** A part of a legal page and the texts that must be on it for the part to be there. */
type Part = { part: string; texts: string[] }

function legalPageParts(
  page: LegalPage,
  language: Language,
  company: CompanyData = siteCompany,
): Part[] {
  const text = (value: CompanyText) => companyText(value, language)
  const { legal, address, hosting } = company
  const nameAndAddress: Part = {
    part: 'name with legal form and address',
    texts: [
      legalName(language, company),
      text(address.street),
      `${text(address.postalCode)} ${text(address.locality)}`,
    ],
  }
  if (page === 'imprint') {
    const t = translators[language].imprint
    const { role, people } = representation(legal)
    const permit = company.workerLeasingPermit
    return [
      nameAndAddress,
      { part: 'representatives', texts: [t.representedBy[role](), ...people.map(text)] },
      ...('generalPartner' in legal
        ? [
            {
              part: 'general partner',
              texts: [text(legal.generalPartner.name), text(legal.generalPartner.register.number)],
            },
          ]
        : []),
      ...('register' in legal
        ? [
            {
              part: 'register entry',
              texts: [text(legal.register.court), text(legal.register.number)],
            },
          ]
        : []),
      {
        part: 'contact',
        texts: [phoneDisplay(company.phone, language), text(company.legalEmail)],
      },
      ...(company.vatId ? [{ part: 'VAT id', texts: [text(company.vatId)] }] : []),
      ...(permit
        ? [
            {
              part: 'worker-leasing permit',
              texts: [
                text(permit.authority),
                companyDate(permit.issuedOn, language),
                permitValidity(permit.validUntil, language),
                ...(permit.fileNumber ? [text(permit.fileNumber)] : []),
              ],
            },
          ]
        : []),
      ...(company.contentOwner
        ? [{ part: 'responsible for content', texts: [text(company.contentOwner)] }]
        : []),
    ]
  }
  const t = translators[language].privacy
  const locations = [hosting.processesDataIn, company.mailProvider.processesDataIn]
  return [
    { ...nameAndAddress, part: 'controller' },
    ...(company.privacyEmail
      ? [{ part: 'privacy contact', texts: [text(company.privacyEmail)] }]
      : []),
    {
      part: 'data protection officer',
      texts: [
        company.dataProtectionOfficer ? text(company.dataProtectionOfficer) : t.officer.none(),
      ],
    },
    { part: 'providers', texts: [text(hosting.provider), text(company.mailProvider.name)] },
    {
      part: 'third countries',
      texts: locations.every((location) => location === 'EU')
        ? [t.transfer.text()]
        : [
            t.transfer.noOther(),
            ...locations.flatMap((location) =>
              location === 'EU'
                ? []
                : isPlaceholder(location)
                  ? [text(location)]
                  : [text(location.country), text(location.safeguard)],
            ),
          ],
    },
    {
      part: 'server logs',
      texts: [
        t.serverLogs.title(),
        String(hosting.setup === 'netlify' ? hosting.providerLogDays : serverLogRetentionDays),
      ],
    },
    // Each form's section: its title, and how long its posts are kept where the site takes them.
    ...formIds.map((form) => {
      const section = t[forms[form].privacySection]
      return {
        part: `what the ${form} form stores, and how long`,
        texts: [
          section.title(),
          section.copies({ mailboxDays: company.inquiryCopies.mailboxDays }),
          ...(hosting.setup === 'netlify'
            ? [section.notTaken()]
            : [section.retention({ days: retentionDaysOf[form] })]),
        ],
      }
    }),
    { part: 'right to object', texts: [t.rights.objectionTitle()] },
    { part: 'supervisory authority', texts: [text(company.dataProtectionAuthority)] },
  ]
}

/** The parts of a rendered legal page that are missing, each with the first text not found. */
export function missingLegalParts(
  page: LegalPage,
  language: Language,
  html: string,
  company: CompanyData = siteCompany,
): string[] {
  const shown = mainText(html)
  // Spaced as the page's text is: a non-breaking space (`§ 1`) reads as a space.
  const spaced = (text: string) => text.replace(/\s+/g, ' ')
  return legalPageParts(page, language, company).flatMap(({ part, texts }) => {
    const missing = texts.find((text) => !shown.includes(spaced(text)))
    return missing === undefined ? [] : [`${part}: "${missing}" is not on the page`]
  })
}
