// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { company } from '@/config/company'
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
    ['a postcode of four digits', 'address.postalCode', '1099', /five digits/],
    ['a number no phone has', 'phone', '+49 30 12', /no phone number in use/],
    ['a number too long to dial', 'callbackPhone', '030 1234567 890123', /would not dial/],
    [
      'an address that is no e-mail address',
      'legalEmail',
      'kontakt at firma.de',
      /no e-mail address/,
    ],
    ['a slug with capitals', 'slug', 'Fahrerdienst', /lowercase/],
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
      'a misspelt field',
      'legal.managingDirector',
      ['Aylin Demir'],
      /"managingDirector": no such field/,
    ],
  ] as const)('refuses %s', (_, path, value, problem) => {
    const field = path.endsWith('managingDirector') ? 'legal' : path
    const findings = companyDataProblems(withField(example, path, value))
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
      'hosting.outsideEu',
      'hosting.providerLogDays',
    ])
  })
})
