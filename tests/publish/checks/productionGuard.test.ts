// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { company } from '@/config/company'
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import {
  describeFindings,
  goLiveWarnings,
  productionProblems,
} from '@/publish/checks/productionGuard'

const origin = 'https://www.fahrerdienst-spree-beispiel.de'
const fields = (data: CompanyData, siteOrigin: string | undefined = origin) =>
  productionProblems(data, siteOrigin).map((finding) => finding.field)

describe('the production guard', () => {
  it('names every placeholder of the repository’s data, with its file and field', () => {
    const findings = productionProblems(company, undefined)
    expect(findings.map((finding) => finding.field)).toEqual(
      expect.arrayContaining([
        'VITE_SITE_ORIGIN',
        'name',
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
        'vatId',
        'workerLeasingPermit.authority',
        'dataProtectionAuthority',
        'socialProfiles[0]',
        'socialProfiles[3]',
        'testimonials[0]',
        'testimonials[2]',
      ]),
    )
    expect(describeFindings(findings)).toMatch(
      /^ {2}src\/config\/company\.ts: address\.street: still placeholder\('street'\)$/m,
    )
    expect(describeFindings(findings)).toMatch(/VITE_SITE_ORIGIN: not set/)
  })

  it('passes the filled-in example with the site’s own https origin', () => {
    expect(productionProblems(example, origin)).toEqual([])
  })

  it.each([
    ['an example site origin', { origin: 'https://www.example.com' }, 'VITE_SITE_ORIGIN'],
    ['a plain http origin', { origin: 'http://www.fahrer.de' }, 'VITE_SITE_ORIGIN'],
    ['an example e-mail address', { contactEmail: 'anfrage@example.com' }, 'contactEmail'],
    ['a .test address', { legalEmail: 'info@fahrer.test' }, 'legalEmail'],
    ['a dummy number', { phone: '+49 30 0000000' }, 'phone'],
    [
      'a network’s home page as a profile',
      { socialProfiles: [{ network: 'instagram', url: 'https://www.instagram.com/' }] },
      'socialProfiles[0]',
    ],
    ['a sample testimonial', { testimonials: [{ id: 'first', sample: true }] }, 'testimonials[0]'],
  ] as const)('refuses %s', (_, change, field) => {
    const { origin: siteOrigin, ...data } = { origin, ...change }
    expect(fields({ ...example, ...data } as CompanyData, siteOrigin)).toEqual([field])
  })

  it('accepts what a German firm may truthfully leave out: a VAT id, a permit, profiles, testimonials', () => {
    const soleTrader: CompanyData = {
      ...example,
      legal: { form: 'Einzelunternehmen', owner: 'Aylin Demir' },
      vatId: undefined,
      workerLeasingPermit: undefined,
      socialProfiles: [],
      testimonials: [],
    }
    expect(productionProblems(soleTrader, origin)).toEqual([])
  })

  it('asks, on Netlify, for the privacy policy to describe Netlify: its logs and the transfer to the USA', () => {
    expect(productionProblems(example, origin, { onNetlify: true }).map((f) => f.field)).toEqual([
      'hosting.setup',
    ])
    const onNetlify: CompanyData = {
      ...example,
      hosting: {
        setup: 'netlify',
        provider: 'Netlify, Inc., San Francisco',
        outsideEu: { country: 'USA', safeguard: 'EU-US Data Privacy Framework' },
        providerLogDays: 30,
      },
    }
    expect(productionProblems(onNetlify, origin, { onNetlify: true })).toEqual([])
  })

  it('warns, without failing, about the EU dispute notice', () => {
    expect(goLiveWarnings(company)).toEqual([
      expect.stringMatching(/showEuDisputeResolutionNotice is on/),
    ])
    expect(goLiveWarnings(example)).toEqual([])
  })
})
