// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { company } from '@/config/company'
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import {
  describeFindings,
  goLiveWarnings,
  jobsLeftOut,
  productionProblems,
  templateSlug,
} from '@/publish/checks/productionGuard'

import { withField } from './companyDataVariants'

const origin = 'https://www.fahrer-havel.de'

/**
 * A firm's own data, as an owner fills it in from the example: every fact that only the example's
 * made-up firm has replaced (the people, the court and the authorities are kept: real firms share them).
 */
const ownData: CompanyData = {
  ...example,
  name: 'Fahrer Havel',
  slug: 'fahrer-havel',
  legal: {
    form: 'GmbH',
    register: { court: 'Amtsgericht Potsdam', number: 'HRB 34567 P' },
    managingDirectors: ['Aylin Demir'],
  },
  address: { ...example.address, street: 'Havelstraße 3' },
  phone: '+49 331 2034567',
  callbackPhone: '0331 2034568',
  contactEmail: 'anfragen@fahrer-havel.de',
  legalEmail: 'kontakt@fahrer-havel.de',
  privacyEmail: 'datenschutz@fahrer-havel.de',
  vatId: 'DE 136695976',
  workerLeasingPermit: { ...example.workerLeasingPermit!, fileNumber: 'AÜG 77/21' },
  hosting: { ...example.hosting, provider: 'Hetzner Online GmbH, Gunzenhausen' },
  mailProvider: { ...example.mailProvider, name: 'Posteo e.K., Berlin' },
  socialProfiles: [{ network: 'instagram', url: 'https://www.instagram.com/fahrer.havel/' }],
  jobs: example.jobs!.map((job) => ({
    ...job,
    title: { ...job.title, de: `${job.title.de}, Havel` },
  })),
}
const today = '2026-11-27'
const fields = (data: CompanyData, siteOrigin: string | undefined = origin) =>
  productionProblems(data, siteOrigin, { today }).map((finding) => finding.field)
/** `ownData` with its permit ending on `validUntil`. */
const permitUntil = (validUntil: string) =>
  withField(ownData, 'workerLeasingPermit.validUntil', validUntil)

describe('the production guard', () => {
  it('names every placeholder of the repository’s data, with its file and field', () => {
    const findings = productionProblems(company, undefined)
    expect(findings.map((finding) => finding.field)).toEqual(
      expect.arrayContaining([
        'VITE_SITE_ORIGIN',
        'name',
        'slug',
        'legal.form',
        'legal.register.court',
        'legal.managingDirectors[0]',
        'address.street',
        'address.postalCode',
        'address.locality',
        'phone',
        'callbackPhone',
        'contactEmail',
        'legalEmail',
        'privacyEmail',
        'vatId',
        'workerLeasingPermit.authority',
        'workerLeasingPermit.validUntil',
        'dataProtectionAuthority',
        'hosting.processesDataIn',
        'mailProvider.name',
        'mailProvider.processesDataIn',
        'socialProfiles[0]',
        'socialProfiles[3]',
        'testimonials[0]',
        'testimonials[2]',
        'jobs[0]',
        'jobs[1]',
      ]),
    )
    expect(describeFindings(findings)).toMatch(
      /^ {2}src\/config\/company\.ts: address\.street: still placeholder\('street'\)$/m,
    )
    expect(describeFindings(findings)).toMatch(/VITE_SITE_ORIGIN: not set/)
    expect(describeFindings(findings)).toMatch(
      /^ {2}src\/config\/company\.ts: slug: still the template's 'firmenname': write a short name of the firm/m,
    )
    expect(company.slug).toBe(templateSlug)
  })

  it('passes a firm’s own data with the site’s own https origin', () => {
    expect(productionProblems(ownData, origin, { today })).toEqual([])
  })

  it('names each of the example company’s own facts still there, as it names placeholders', () => {
    const exampleOrigin = 'https://www.fahrerdienst-spree-beispiel.de'
    const findings = productionProblems(example, exampleOrigin, { today })
    expect(findings.map((finding) => finding.field)).toEqual([
      'name',
      'slug',
      'address.street',
      'phone',
      'callbackPhone',
      'contactEmail',
      'legalEmail',
      'privacyEmail',
      'vatId',
      'legal.register.number',
      'workerLeasingPermit.fileNumber',
      'hosting.provider',
      'mailProvider.name',
      'socialProfiles[0].url',
      'socialProfiles[1].url',
      'jobs[0].title.de',
      'jobs[1].title.de',
      'jobs[2].title.de',
      'VITE_SITE_ORIGIN',
    ])
    expect(describeFindings(findings)).toMatch(
      /^ {2}src\/config\/company\.ts: address\.street: still the example's "Musterstraße 12" \(src\/config\/examples\/company\.ts\): write your own$/m,
    )
    expect(
      productionProblems(example, exampleOrigin, { today, allowExampleCompany: true }),
    ).toEqual([])
  })

  it.each([
    ['an example value moved to another field', { callbackPhone: example.phone }, 'callbackPhone'],
    [
      'an address on the example’s domain',
      { legalEmail: 'info@fahrerdienst-spree-beispiel.de' },
      'legalEmail',
    ],
    ['another number kept free for films', { phone: '030 23125 777' }, 'phone'],
    ['a Munich number kept free for films', { callbackPhone: '+49 89 99998 123' }, 'callbackPhone'],
  ] as const)('refuses %s, unless the switch allows the example', (_, change, field) => {
    const data = { ...ownData, ...change } as CompanyData
    expect(fields(data)).toEqual([field])
    expect(productionProblems(data, origin, { today, allowExampleCompany: true })).toEqual([])
  })

  it.each([
    ['an example site origin', { origin: 'https://www.example.com' }, 'VITE_SITE_ORIGIN'],
    ['a plain http origin', { origin: 'http://www.fahrer.de' }, 'VITE_SITE_ORIGIN'],
    ['an example e-mail address', { contactEmail: 'anfrage@example.com' }, 'contactEmail'],
    ['a .test address', { legalEmail: 'info@fahrer.test' }, 'legalEmail'],
    ['an example privacy address', { privacyEmail: 'datenschutz@example.org' }, 'privacyEmail'],
    ['a dummy number', { phone: '+49 30 0000000' }, 'phone'],
    [
      'a network’s home page as a profile',
      { socialProfiles: [{ network: 'instagram', url: 'https://www.instagram.com/' }] },
      'socialProfiles[0]',
    ],
    ['a sample testimonial', { testimonials: [{ id: 'first', sample: true }] }, 'testimonials[0]'],
    ['a sample job', { jobs: [{ ...ownData.jobs![0]!, sample: true }] }, 'jobs[0]'],
    [
      "one of the example's jobs",
      { jobs: [ownData.jobs![0]!, example.jobs![1]!] },
      'jobs[1].title.de',
    ],
    [
      'the EU dispute notice',
      { showEuDisputeResolutionNotice: true },
      'showEuDisputeResolutionNotice',
    ],
  ] as const)('refuses %s', (_, change, field) => {
    const { origin: siteOrigin, ...data } = { origin, ...change }
    expect(fields({ ...ownData, ...data } as CompanyData, siteOrigin)).toEqual([field])
  })

  it('accepts what a German firm may truthfully leave out: a VAT id, a permit, profiles, testimonials', () => {
    const soleTrader: CompanyData = {
      ...ownData,
      legal: { form: 'Einzelunternehmen', owner: 'Aylin Demir' },
      vatId: undefined,
      workerLeasingPermit: undefined,
      socialProfiles: [],
      testimonials: [],
    }
    expect(productionProblems(soleTrader, origin, { today })).toEqual([])
  })

  it('asks, on Netlify, for the privacy policy to describe Netlify: its logs and the transfer to the USA', () => {
    const netlify = (data: CompanyData) =>
      productionProblems(data, origin, { onNetlify: true, today }).map((f) => f.field)
    expect(netlify(ownData)).toEqual(['hosting.setup'])
    const onNetlify: CompanyData = {
      ...ownData,
      hosting: {
        setup: 'netlify',
        provider: 'Netlify, Inc., San Francisco',
        processesDataIn: { country: 'USA', safeguard: 'EU-US Data Privacy Framework' },
        providerLogDays: 30,
      },
    }
    expect(netlify(onNetlify)).toEqual([])
  })

  it('refuses a worker-leasing permit that has ended, and says what to do', () => {
    const [finding] = productionProblems(permitUntil('2026-11-26'), origin, { today })
    expect(finding).toEqual({
      file: 'src/config/company.ts',
      field: 'workerLeasingPermit.validUntil',
      problem: expect.stringMatching(
        /^the permit ended on 2026-11-26, and leasing drivers needs one \(§ 1 AÜG\)\. Extended\? Enter the new last day/,
      ),
    })
    expect(fields(permitUntil(today))).toEqual([])
    expect(fields(permitUntil('unlimited'))).toEqual([])
  })

  it('warns, without failing, in a limited permit’s last 60 days', () => {
    expect(goLiveWarnings(permitUntil('2027-01-26'), today)).toEqual([
      'src/config/company.ts: workerLeasingPermit.validUntil: the permit ends on 2027-01-26, in 60 days. Apply for its extension now (due three months before the end, § 2 (4) AÜG); once granted, enter its new last day and build again, as the imprint states the end',
    ])
    expect(goLiveWarnings(permitUntil(today), today)).toEqual([
      expect.stringContaining(`ends on ${today}, in 0 days`),
    ])
    expect(goLiveWarnings(permitUntil('2027-01-27'), today)).toEqual([])
    expect(goLiveWarnings(permitUntil('unlimited'), today)).toEqual([])
    expect(goLiveWarnings(company, today)).toEqual([])
  })

  it('names each job whose last day has passed, as the build says it leaves it out, and no other', () => {
    const jobs = [
      { ...ownData.jobs![0]!, id: 'ends-today', validThrough: today },
      { ...ownData.jobs![0]!, id: 'ended-yesterday', validThrough: '2026-11-26' },
      { ...ownData.jobs![2]!, id: 'until-filled' },
    ]
    expect(jobsLeftOut({ ...ownData, jobs }, today)).toEqual([
      'src/config/company.ts: jobs[1]: "ended-yesterday" closed on 2026-11-26 (validThrough): left out of the jobs page, the sitemap and search engines; its page says it is closed. Remove the job, or give it a new last day',
    ])
    expect(jobsLeftOut({ ...ownData, jobs: undefined }, today)).toEqual([])
  })
})
