// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { company } from '@/config/company'
import { vatCheckDigit } from '@/config/companyFields'
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { companyDataProblems } from '@/publish/checks/companyDataCheck'

import { fieldPaths, optionalFields, withField, withoutField } from './companyDataVariants'

const problemsOf = (data: unknown) =>
  companyDataProblems(data).map(({ field, problem }) => `${field}: ${problem}`)

describe('the check of the company data every build runs', () => {
  it('accepts the repository’s data with its placeholders, and the filled-in example', () => {
    expect(problemsOf(company)).toEqual([])
    expect(problemsOf(example)).toEqual([])
  })

  it.each(fieldPaths(example).filter((path) => !optionalFields.includes(path)))(
    'names %s when it is deleted, with an example of a right value',
    (path) => {
      const findings = companyDataProblems(withoutField(example, path))
      expect(findings.map((finding) => finding.field)).toContain(path)
      expect(findings.find((finding) => finding.field === path)?.problem).toMatch(
        /^missing.*; write for example {2}\S/,
      )
    },
  )

  it.each(optionalFields)('lets %s be left out, as the docs say', (path) => {
    expect(problemsOf(withoutField(example, path))).toEqual([])
  })

  it.each([
    [
      'the legal form repeated in the name',
      'name',
      'Fahrerdienst Spree GmbH',
      /contains the legal form "GmbH"/,
    ],
    ['a misspelt legal form in the name', 'name', 'Fahrerdienst Spree gmbh', /legal form "gmbh"/],
    ['the legal form with dots', 'name', 'Fahrerwerk Berlin G.m.b.H.', /legal form "G\.m\.b\.H\."/],
    ['the legal form with spaced dots', 'name', 'Fahrerwerk G. m. b. H.', /"G\. m\. b\. H\."/],
    ['the legal form inside the name', 'name', 'Fahrerwerk GmbH Berlin', /legal form "GmbH"/],
    ['the legal form after a hyphen', 'name', 'Fahrerwerk-UG', /legal form "UG"/],
    [
      'the legal form written out',
      'name',
      'Fahrerwerk Gesellschaft mit beschränkter Haftung',
      /"Gesellschaft mit beschränkter Haftung"/,
    ],
    ['a registered trader’s form', 'name', 'Fahrerwerk Aylin Demir e. K.', /legal form "e\. K\."/],
    ['an abbreviation of a foreign form', 'name', 'Fahrerwerk Ltd.', /legal form "Ltd\."/],
    ['a misspelt legal form', 'legal.form', 'Gmbh', /"Gmbh": write one of 'GmbH'/],
    [
      'a date in another format',
      'workerLeasingPermit.issuedOn',
      '1.3.2024',
      /not written year-month-day/,
    ],
    [
      'a day the calendar lacks',
      'workerLeasingPermit.issuedOn',
      '2024-02-30',
      /no day of the calendar/,
    ],
    ['a permit issued in the future', 'workerLeasingPermit.issuedOn', '2999-01-01', /future/],
    [
      'a register number of the wrong division',
      'legal.register.number',
      'HRA 234567 B',
      /division HRB/,
    ],
    ['a register court that is none', 'legal.register.court', 'Charlottenburg', /Amtsgericht/],
    ['a VAT id of another shape', 'vatId', 'DE 999 999 99', /DE and nine digits/],
    ['a VAT id with a wrong check digit', 'vatId', 'DE345678901', /check digit/],
    ['a VAT id beginning with 0', 'vatId', 'DE 011 125 440', /first digit is never 0/],
    ['a postcode of four digits', 'address.postalCode', '1099', /five digits/],
    ['a number no phone has', 'phone', '+49 30 12', /no phone number in use/],
    [
      'a number too short to dial',
      'phone',
      '+49 30 555',
      /^"\+49 30 555" is too short: it has 7 digits/,
    ],
    ['a number libphonenumber finds too short', 'phone', '+49 30 5', /"\+49 30 5" is too short/],
    ['a number of another country too short', 'callbackPhone', '+1 555', /is too short/],
    [
      'a number too long to dial',
      'callbackPhone',
      '030 1234567 890123',
      /is too long: it has 17 digits/,
    ],
    ['letters for a number', 'phone', 'Telefon', /is no phone number: write its digits/],
    ['a dialling character the links do not know', 'phone', '+49 30 1234567 #1', /would not dial/],
    [
      'an address that is no e-mail address',
      'legalEmail',
      'kontakt at firma.de',
      /no e-mail address/,
    ],
    ['a slug with capitals', 'slug', 'Fahrerdienst', /lowercase/],
    [
      'a person responsible for content without an address',
      'contentOwner',
      'Aylin Demir',
      /^"Aylin Demir" names no postal address: § 18 \(2\) MStV asks for the name and the address .*; write for example {2}contentOwner: 'Aylin Demir, Musterstraße 12, 10997 Berlin',/,
    ],
    [
      'a person responsible for content with a town but no street',
      'contentOwner',
      'Aylin Demir, Berlin',
      /names no postal address/,
    ],
    [
      'a profile on another network’s domain',
      'socialProfiles[0].url',
      'https://www.facebook.com/fahrerdienst.spree/',
      /not on instagram\.com/,
    ],
    [
      'a setup that does not exist',
      'hosting.setup',
      'apache',
      /write one of 'caddy', 'nginx', 'netlify'/,
    ],
    ['backups kept a year', 'inquiryCopies.backupDays', 365, /from 1 to 90/],
    [
      'an issuing office named otherwise than a permit letter names it',
      'workerLeasingPermit.authority',
      'Bundesagentur für Arbeit, Kiel',
      /"Agentur für Arbeit" and its town/,
    ],
    [
      'a permit’s limit in words',
      'workerLeasingPermit.validUntil',
      'unbefristet',
      /"unbefristet" is not written year-month-day: write the last day of a limited permit, or 'unlimited'/,
    ],
    [
      'a permit ending before it was issued',
      'workerLeasingPermit.validUntil',
      '2023-12-31',
      /lies before the day the permit was issued \(issuedOn: '2024-03-01'\)/,
    ],
    [
      'a time limit written as the file number',
      'workerLeasingPermit.fileNumber',
      'unbefristet',
      /is no file number: whether the permit is limited goes in validUntil/,
    ],
    [
      'a mail provider’s location that is neither the EU nor a third country',
      'mailProvider.processesDataIn',
      'Deutschland',
      /"Deutschland": write 'EU' where it processes data in the EU and EEA only/,
    ],
    [
      'a mail provider’s transfer without its safeguard',
      'mailProvider.processesDataIn.safeguard',
      undefined,
      /^missing.*; write for example {2}safeguard:/,
    ],
    ['a privacy address that is none', 'privacyEmail', 'datenschutz', /no e-mail address/],
    [
      'a misspelt field',
      'legal.managingDirector',
      ['Aylin Demir'],
      /"managingDirector": no such field/,
    ],
  ] as const)('refuses %s', (_, path, value, problem) => {
    const field = path.endsWith('managingDirector') ? 'legal' : path
    const data = path.endsWith('.safeguard')
      ? withField(example, 'mailProvider.processesDataIn', { country: 'USA' })
      : withField(example, path, value)
    const findings = companyDataProblems(data)
    expect(findings.map((finding) => finding.field)).toEqual([field])
    expect(findings[0]!.problem).toMatch(problem)
  })

  it('asks each legal form for what it must state', () => {
    const exampleRegister = 'register' in example.legal ? example.legal.register : undefined
    const legalFacts = (legal: object) =>
      companyDataProblems({ ...example, legal } as CompanyData).map((finding) => finding.field)
    expect(legalFacts({ form: 'GbR', partners: ['Aylin Demir'] })).toEqual(['legal.partners'])
    expect(legalFacts({ form: 'e.K.', owner: 'Aylin Demir' })).toEqual(['legal.register'])
    expect(legalFacts({ form: 'e.K.', owner: 'Aylin Demir', register: exampleRegister })).toEqual([
      'legal.register.number',
    ])
    expect(legalFacts({ form: 'Einzelunternehmen' })).toEqual(['legal.owner'])
    expect(
      legalFacts({ form: 'Einzelunternehmen', owner: 'Aylin Demir', managingDirectors: ['x'] }),
    ).toEqual(['legal'])
    expect(legalFacts({ ...example.legal, form: 'GmbH & Co. KG' })).toEqual([
      'legal.register.number',
      'legal.generalPartner',
    ])
  })

  it('asks a site on Netlify for Netlify’s log retention and the transfer to the USA', () => {
    const onNetlify = { ...example, hosting: { setup: 'netlify', provider: 'Netlify, Inc.' } }
    expect(companyDataProblems(onNetlify).map((finding) => finding.field)).toEqual([
      'hosting.processesDataIn',
      'hosting.providerLogDays',
    ])
    const inEu = { ...onNetlify, hosting: { ...onNetlify.hosting, processesDataIn: 'EU' } }
    expect(companyDataProblems(inEu)[0]!.problem).toMatch(
      /^"EU": Netlify, Inc\. processes data in the USA/,
    )
  })

  it('accepts a name whose words only look like a legal form’s letters', () => {
    for (const name of ['Agentur Kurier', 'Ugur Fahrdienst', 'Seeblick Fahrer', 'EV Kurier Berlin'])
      expect(problemsOf(withField(example, 'name', name)), name).toEqual([])
  })

  it('accepts a permit as letters grant it: limited until a day, or unlimited, with or without a file number', () => {
    const permit = example.workerLeasingPermit!
    for (const validUntil of ['2025-02-28', '2024-03-01', 'unlimited'])
      expect(
        problemsOf({ ...example, workerLeasingPermit: { ...permit, validUntil } }),
        validUntil,
      ).toEqual([])
    expect(problemsOf(withoutField(example, 'workerLeasingPermit.fileNumber'))).toEqual([])
  })

  it('accepts each provider in the EU, in a third country with its safeguard, or not known yet', () => {
    const usa = { country: 'USA', safeguard: 'EU-US Data Privacy Framework' }
    for (const location of ['EU', usa, { placeholder: 'mailDataLocation' }])
      expect(
        problemsOf({
          ...example,
          hosting: { ...example.hosting, processesDataIn: location },
          mailProvider: { ...example.mailProvider, processesDataIn: location },
        } as CompanyData),
        JSON.stringify(location),
      ).toEqual([])
  })
})

describe('the German VAT id’s check digit (ISO 7064 MOD 11,10)', () => {
  // Ids of German firms as published, and the same with one digit changed (python-stdnum's tests).
  const valid = [
    'DE136695976',
    'DE 113866163',
    'DE 231969187',
    'DE 811 363 057',
    'DE 813 184 868',
    'DE 221304969',
    'DE 129390950',
    'DE 812847601',
  ]
  const invalid = [
    'DE 125014855',
    'DE 246 495 415',
    'DE 813 913 875',
    'DE 266297673',
    'DE345678901',
  ]

  it.each(valid)('accepts %s', (vatId) => {
    expect(problemsOf({ ...example, vatId })).toEqual([])
  })

  it.each(invalid)('refuses %s, naming its check digit', (vatId) => {
    expect(problemsOf({ ...example, vatId })).toEqual([
      expect.stringMatching(/^vatId: ".*" is no German VAT id: its last digit, the check digit/),
    ])
  })

  it('computes the digit the published method gives', () => {
    expect(vatCheckDigit('13669597')).toBe(6)
    expect(vatCheckDigit('12345678')).toBe(8)
    // The one case where 11 minus the product is 10, written 0.
    expect(vatCheckDigit('81112544')).toBe(0)
  })
})

describe('the open jobs of the company data', () => {
  const [bike, , car] = example.jobs!
  it.each([
    ['an id with capitals', 'jobs[0].id', 'Fahrradkurier', /lowercase letters, digits/],
    ['an id given twice', 'jobs[1].id', bike!.id, /is the id of an earlier job/],
    [
      'a title left a placeholder',
      'jobs[0].title.de',
      { placeholder: 'companyName' },
      /cannot stand here/,
    ],
    ['a title in one language only', 'jobs[0].title.en', undefined, /^missing/],
    [
      'a description of a few words',
      'jobs[0].description.de',
      'Fahr mit uns.',
      /at least a few sentences/,
    ],
    [
      'a vehicle the site does not know',
      'jobs[0].vehicles[0]',
      'cargoBike',
      /one of 'bike', 'escooter', 'car'/,
    ],
    ['no vehicle', 'jobs[0].vehicles', [], /at least 1 are needed/],
    [
      'employment in German words',
      'jobs[0].employment[0]',
      'Vollzeit',
      /one of 'fullTime', 'partTime', 'minijob'/,
    ],
    [
      'a town outside Berlin in the region Berlin',
      'jobs[0].area.locality',
      'Potsdam',
      /not in the state of Berlin/,
    ],
    [
      'a region the firm does not serve',
      'jobs[2].area.region',
      'Hamburg',
      /one of 'Berlin', 'Brandenburg'/,
    ],
    ['pay with fractions of a cent', 'jobs[0].pay.amount', 14.555, /at most two decimals/],
    ['pay as text', 'jobs[0].pay.amount', '15 €', /an amount in euros is expected/],
    ['pay per month', 'jobs[0].pay.per', 'month', /one of 'hour', 'shift', 'delivery'/],
    ['a job posted in the future', 'jobs[2].datePosted', '2999-01-01', /lies in the future/],
    [
      'a last day in another format',
      'jobs[0].validThrough',
      '31.01.2027',
      /not written year-month-day/,
    ],
    [
      'a last day before the job was posted',
      'jobs[0].validThrough',
      '2026-11-01',
      /before the day the job was posted/,
    ],
    [
      'a car without a car licence',
      'jobs[2].drivingLicence',
      'AM',
      /needs a licence that allows driving one \(B or C1\)/,
    ],
    ['a licence class there is not', 'jobs[1].drivingLicence', 'Klasse B', /one of 'AM', 'A1'/],
  ] as const)('refuses %s', (_, path, value, problem) => {
    const findings = companyDataProblems(withField(example, path, value))
    expect(findings.map((finding) => finding.field)).toEqual([path])
    expect(findings[0]!.problem).toMatch(problem)
    expect(findings[0]!.problem).toMatch(/; write for example {2}\S/)
  })

  it('accepts a job without pay, last day, districts or licence, and a job with several vehicles and kinds of employment', () => {
    const untilFilled = withField(
      withField(example, 'jobs[0].pay', undefined),
      'jobs[0].validThrough',
      undefined,
    ).jobs![0]!
    const several = { ...car!, vehicles: ['bike', 'car'], employment: ['partTime', 'minijob'] }
    expect(problemsOf({ ...example, jobs: [untilFilled, several] })).toEqual([])
    expect(problemsOf({ ...example, jobs: [] })).toEqual([])
  })
})
