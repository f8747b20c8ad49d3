import { cleanup } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { company as repositoryData } from '@/config/company'
import type { CompanyData, DataLocation, Hosting, LegalFacts } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { formIds } from '@/config/forms'
import { Imprint } from '@/components/pages/Imprint'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'
import { companyDataProblems } from '@/publish/checks/companyDataCheck'
import { missingLegalParts, type LegalPage } from '@/publish/checks/legalPageCheck'
import type { Language } from '@/shared/language'

import { renderWithRouter } from '../../renderWithRouter'

// The pages read the company data when they render: each case below puts its data in here.
const shown = vi.hoisted(() => ({ company: {} as unknown }))
vi.mock('@/config/company', async (importOriginal) => {
  shown.company = (await importOriginal<{ company: CompanyData }>()).company
  return shown
})

const pages = { imprint: Imprint, privacy: PrivacyPolicy } as const

async function rendered(page: LegalPage, data: CompanyData, language: Language) {
  shown.company = data
  cleanup()
  const Page = pages[page]
  const { container } = await renderWithRouter(<Page />, { path: `/${page}?lang=${language}` })
  return `<main>${container.innerHTML}</main>`
}

const { register, managingDirectors } = example.legal as Extract<
  LegalFacts,
  { form: 'GmbH' | 'UG (haftungsbeschränkt)' }
>
const legalForms: LegalFacts[] = [
  example.legal,
  { form: 'UG (haftungsbeschränkt)', register, managingDirectors },
  {
    form: 'GmbH & Co. KG',
    register: { ...register, number: 'HRA 45678 B' },
    generalPartner: { name: 'Fahrerdienst Spree Verwaltungs-GmbH', register },
    managingDirectors,
  },
  { form: 'e.K.', register: { ...register, number: 'HRA 45678 B' }, owner: 'Aylin Demir' },
  { form: 'Einzelunternehmen', owner: 'Aylin Demir' },
  { form: 'GbR', partners: ['Aylin Demir', 'Jonas Weber'] },
  repositoryData.legal,
]
const usa = { country: 'USA', safeguard: 'EU-US Data Privacy Framework' }
const hostings: Hosting[] = [
  example.hosting,
  { ...example.hosting, setup: 'nginx', processesDataIn: usa },
  {
    setup: 'netlify',
    provider: 'Netlify, Inc., San Francisco',
    processesDataIn: usa,
    providerLogDays: 30,
  },
]
/** Where the mail provider processes data: in the EU, in the USA, not known yet. */
const mailLocations: DataLocation[] = ['EU', usa, { placeholder: 'mailDataLocation' }]
const optional = {
  privacyEmail: 'datenschutz@fahrerdienst-spree-beispiel.de',
  vatId: example.vatId,
  workerLeasingPermit: { ...example.workerLeasingPermit!, validUntil: '2027-02-28' },
  contentOwner: 'Aylin Demir, Musterstraße 12, 10997 Berlin',
  dataProtectionOfficer: 'Jonas Weber, datenschutz@fahrerdienst-spree-beispiel.de',
}
const withoutOptional = Object.fromEntries(Object.keys(optional).map((key) => [key, undefined]))

/**
 * Every legal form and every setup, with all optional facts and with none, in turn, the mail
 * provider in each of its places.
 */
const accepted: CompanyData[] = legalForms.flatMap((legal, formIndex) =>
  hostings.flatMap((hosting, hostingIndex) => {
    const mailProvider = {
      ...example.mailProvider,
      processesDataIn: mailLocations[(formIndex + hostingIndex) % mailLocations.length]!,
    }
    return [
      { ...example, legal, hosting, mailProvider, ...optional },
      { ...example, legal, hosting, mailProvider, ...withoutOptional },
    ]
  }),
)

describe('the legal pages, for any company data the check accepts', () => {
  it('the data sets below are ones the check accepts', () => {
    for (const data of [...accepted, repositoryData])
      expect(companyDataProblems(data), JSON.stringify(data.legal)).toEqual([])
  })

  it.each(['imprint', 'privacy'] as const)(
    'the %s states every part the law asks of it',
    async (page) => {
      for (const [index, data] of [...accepted, repositoryData].entries()) {
        const language = index % 2 === 0 ? 'de' : 'en'
        const missing = missingLegalParts(
          page,
          language,
          await rendered(page, data, language),
          data,
        )
        expect(missing, `${data.legal.form.toString()} on ${data.hosting.setup}`).toEqual([])
      }
    },
    // A page rendered for each data set: seconds on a busy machine.
    30_000,
  )

  it('names what a page lacks: representatives, register entry, providers, transfers, each form’s section', async () => {
    const other: CompanyData = {
      ...example,
      legal: { ...example.legal, managingDirectors: ['Mara Schulz'] } as LegalFacts,
      hosting: { ...example.hosting, provider: 'Anderes Rechenzentrum GmbH, Berlin' },
    }
    const mailInUsa: CompanyData = {
      ...example,
      mailProvider: { ...example.mailProvider, processesDataIn: usa },
    }
    expect(
      missingLegalParts('imprint', 'de', await rendered('imprint', example, 'de'), other),
    ).toEqual(['representatives: "Mara Schulz" is not on the page'])
    expect(
      missingLegalParts('privacy', 'en', await rendered('privacy', example, 'en'), other),
    ).toEqual(['providers: "Anderes Rechenzentrum GmbH, Berlin" is not on the page'])
    expect(
      missingLegalParts('privacy', 'de', await rendered('privacy', example, 'de'), mailInUsa),
    ).toEqual([
      'third countries: "Andere Daten übermitteln wir nicht in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums." is not on the page',
    ])
    // Each form's section states how long its posts and their mails are kept.
    const shorterMailbox: CompanyData = {
      ...example,
      inquiryCopies: { ...example.inquiryCopies, mailboxDays: 90 },
    }
    expect(
      missingLegalParts('privacy', 'en', await rendered('privacy', example, 'en'), shorterMailbox),
    ).toEqual(
      formIds.map((form) =>
        expect.stringMatching(
          new RegExp(
            `^what the ${form} form stores, and how long: ".*\\b90\\b.*" is not on the page$`,
          ),
        ),
      ),
    )
    expect(
      missingLegalParts('imprint', 'de', '<main></main>', example).map(
        (part) => part.split(':')[0],
      ),
    ).toEqual([
      'name with legal form and address',
      'representatives',
      'register entry',
      'contact',
      'VAT id',
      'worker-leasing permit',
    ])
  })
})
