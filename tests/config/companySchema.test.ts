// @vitest-environment node
/**
 * The company data's type is inferred from its schema, so what the compiler refuses in
 * src/config/company.ts the build's check refuses too: each case below is a type error (`tsc`
 * fails where its @ts-expect-error finds none) and a problem the check names at the same field.
 */
import { describe, expect, it } from 'vitest'

import { placeholder } from '@/config/companyFacts'
import type { CompanyData, LegalFacts } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { companyDataProblems } from '@/publish/checks/companyDataCheck'

const register = { court: 'Amtsgericht Charlottenburg', number: 'HRB 234567 B' }
const withLegal = (legal: LegalFacts): CompanyData => ({ ...example, legal })
const hours = example.phoneHours![0]
const profile = example.socialProfiles[0]!
const job = example.jobs![0]!

const fieldsRefused = (data: CompanyData) => companyDataProblems(data).map(({ field }) => field)
/** Data the type refuses, and the field the check names. */
const refused = (field: string, data: CompanyData) => ({ field, data })
const fiveProfiles = [profile, profile, profile, profile, profile] as const

describe('the type inferred from the company data’s schema', () => {
  it.each([
    refused(
      'legal.managingDirectors',
      // @ts-expect-error a GmbH has at least one managing director
      withLegal({ form: 'GmbH', register, managingDirectors: [] }),
    ),
    // @ts-expect-error a GbR has at least two partners
    refused('legal.partners', withLegal({ form: 'GbR', partners: ['Aylin Demir'] })),
    // @ts-expect-error an e.K. is entered in the register
    refused('legal.register', withLegal({ form: 'e.K.', owner: 'Aylin Demir' })),
    // @ts-expect-error a sole trader without a register entry has none to state
    refused('legal', withLegal({ form: 'Einzelunternehmen', owner: 'Aylin Demir', register })),
    // @ts-expect-error a legal form there is not
    refused('legal.form', withLegal({ form: 'Gmbh', register, managingDirectors: ['A. Demir'] })),
    // @ts-expect-error the slug is never a placeholder: it names what a browser stores
    refused('slug', { ...example, slug: placeholder('companyName') }),
    // @ts-expect-error clients are named as they agreed to be, or left out
    refused('clients[0]', { ...example, clients: [placeholder('companyName')] }),
    // @ts-expect-error phone hours have at least one time
    refused('phoneHours', { ...example, phoneHours: [] }),
    // @ts-expect-error a time is for at least one day
    refused('phoneHours[0].days', { ...example, phoneHours: [{ ...hours, days: [] }] }),
    // @ts-expect-error the footer has room for four profiles
    refused('socialProfiles', { ...example, socialProfiles: fiveProfiles }),
    refused('socialProfiles[0].network', {
      ...example,
      // @ts-expect-error a network the footer does not know
      socialProfiles: [{ ...profile, network: 'x' }],
    }),
    refused('hosting.processesDataIn', {
      ...example,
      // @ts-expect-error Netlify processes data in the USA
      hosting: { ...example.hosting, setup: 'netlify' },
    }),
    // @ts-expect-error the site states a German address
    refused('address.country', { ...example, address: { ...example.address, country: 'AT' } }),
    refused('testimonials[0].sample', {
      ...example,
      // @ts-expect-error a testimonial is a sample, or left unmarked
      testimonials: [{ id: 'first', sample: false }],
    }),
    // @ts-expect-error a job is done with at least one vehicle
    refused('jobs[0].vehicles', { ...example, jobs: [{ ...job, vehicles: [] }] }),
    // @ts-expect-error a vehicle the site does not know
    refused('jobs[0].vehicles[0]', { ...example, jobs: [{ ...job, vehicles: ['cargoBike'] }] }),
    refused('jobs[0].pay.per', {
      ...example,
      // @ts-expect-error pay per month is not how the firm states it
      jobs: [{ ...job, pay: { amount: 2000, per: 'month' } }],
    }),
    refused('jobs[0].title.en', {
      ...example,
      // @ts-expect-error a job's title is the firm's own words in each language, never a placeholder
      jobs: [{ ...job, title: { ...job.title, en: placeholder('companyName') } }],
    }),
    // @ts-expect-error a way to bill there is not
    refused('billingModels[0]', { ...example, billingModels: ['month'] }),
    // @ts-expect-error drivers drive around the clock, or at the hours given
    refused('assignmentHours', { ...example, assignmentHours: 'always' }),
    // @ts-expect-error a firm that places no drivers leaves the field out
    refused('offersPlacement', { ...example, offersPlacement: false }),
    // @ts-expect-error topics are listed for every language
    refused('driverTraining.en', { ...example, driverTraining: { de: ['Lebensmittelhygiene'] } }),
  ])('refuses what the check refuses at $field', ({ field, data }) => {
    expect(fieldsRefused(data)).toContain(field)
  })

  it('accepts what the check accepts: placeholders where a fact may be not known yet', () => {
    const undecided: CompanyData = {
      ...example,
      name: placeholder('companyName'),
      legal: { form: placeholder('legalForm'), register, managingDirectors: ['Aylin Demir'] },
      hosting: {
        setup: 'caddy',
        provider: placeholder('hostingProvider'),
        processesDataIn: placeholder('hostingDataLocation'),
      },
    }
    expect(fieldsRefused(undecided)).toEqual([])
  })
})

describe('the check of what the pages claim from the data', () => {
  const training = example.driverTraining as { de: readonly string[]; en: readonly string[] }
  it.each([
    [
      'the same topics in every language',
      'driverTraining',
      {
        driverTraining: { de: training.de, en: training.en.slice(1) },
      },
    ],
    [
      'a start that is no short notice',
      'leadTimeHours.to',
      { leadTimeHours: { from: 24, to: 96 } },
    ],
    ['a range the wrong way round', 'leadTimeHours.to', { leadTimeHours: { from: 48, to: 24 } }],
    ['a way to bill named twice', 'billingModels', { billingModels: ['hour', 'hour'] }],
    [
      'hours that end before they begin',
      'assignmentHours[0].closes',
      { assignmentHours: [{ days: ['mo'], opens: '22:00', closes: '11:00' }] },
    ],
  ] as const)('refuses %s, at %s', (_what, field, change) => {
    expect(fieldsRefused({ ...example, ...change } as CompanyData)).toContain(field)
  })

  it('accepts each claim left out, and a placeholder until the owner decides', () => {
    const { driverTraining, leadTimeHours, billingModels, assignmentHours, ...rest } = example
    expect([driverTraining, leadTimeHours, billingModels, assignmentHours]).not.toContain(undefined)
    expect(fieldsRefused(rest)).toEqual([])
    expect(
      fieldsRefused({
        ...rest,
        driverTraining: placeholder('driverTraining'),
        leadTimeHours: placeholder('leadTimeHours'),
        billingModels: placeholder('billingModels'),
        assignmentHours: placeholder('assignmentHours'),
      }),
    ).toEqual([])
  })
})
