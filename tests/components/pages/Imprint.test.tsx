import { cleanup, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { Footer } from '@/components/layout/Footer'
import { Imprint } from '@/components/pages/Imprint'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'

import { renderWithRouter } from '../../renderWithRouter'

// The filled-in example in place of the repository's placeholders, as a go-live build has it;
// a test may put a variant of it in here before it renders.
const shown = vi.hoisted(() => ({ company: {} as unknown }))
vi.mock('@/config/company', () => shown)
beforeEach(() => {
  shown.company = example
})

const permit = example.workerLeasingPermit!
const withPermit = (change: Partial<typeof permit>): CompanyData => ({
  ...example,
  workerLeasingPermit: { ...permit, ...change },
})

async function imprintText(language: 'de' | 'en', data: CompanyData = example) {
  shown.company = data
  cleanup()
  await renderWithRouter(<Imprint />, { path: `/imprint?lang=${language}` })
  return document.body.textContent ?? ''
}

describe('the legal pages with filled-in company data', () => {
  it('states the legal form, the managing directors, the register entry, the VAT id and the permit', async () => {
    await renderWithRouter(<Imprint />, { path: '/imprint?lang=de' })
    const main = document.body
    expect(main).toHaveTextContent('Fahrerdienst Spree GmbH')
    expect(main).toHaveTextContent('Vertreten durch die Geschäftsführung: Aylin Demir, Jonas Weber')
    expect(main).toHaveTextContent('Registergericht: Amtsgericht Charlottenburg')
    expect(main).toHaveTextContent('Registernummer: HRB 234567 B')
    expect(main).toHaveTextContent('§ 27a Umsatzsteuergesetz: DE 123 456 788')
    expect(main).toHaveTextContent(
      'Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG, erteilt am 1. März 2024 von der Bundesagentur für Arbeit, Agentur für Arbeit Kiel. Die Erlaubnis ist unbefristet.',
    )
    expect(main).toHaveTextContent('Aktenzeichen: AÜG 123/24')
    expect(main).toHaveTextContent(
      'Zuständige Aufsichtsbehörde: Bundesagentur für Arbeit, Agentur für Arbeit Kiel',
    )
    // Switched off in the example; no person responsible for content is named.
    expect(screen.queryByRole('heading', { name: 'EU-Streitschlichtung' })).toBeNull()
    expect(screen.queryByRole('heading', { name: /MStV/ })).toBeNull()
    expect(screen.getByRole('link', { name: '+49 30 23125 000' })).toHaveAttribute(
      'href',
      'tel:+493023125000',
    )
    expect(screen.getByRole('link', { name: example.legalEmail as string })).toHaveAttribute(
      'href',
      `mailto:${example.legalEmail as string}`,
    )
  })

  it('states a limited permit’s last day, and an unlimited permit as such, in both languages', async () => {
    const limited = withPermit({ validUntil: '2027-02-28' })
    expect(await imprintText('de', limited)).toContain(
      'erteilt am 1. März 2024 von der Bundesagentur für Arbeit, Agentur für Arbeit Kiel. Die Erlaubnis ist befristet bis zum 28. Februar 2027.',
    )
    expect(await imprintText('en', limited)).toContain(
      'issued on 1 March 2024 by the Federal Employment Agency (Bundesagentur für Arbeit), Agentur für Arbeit Kiel. The permit is limited in time and valid until 28 February 2027.',
    )
    expect(await imprintText('en')).toContain(
      'Agentur für Arbeit Kiel. The permit is not limited in time.',
    )
    expect(await imprintText('en')).toContain(
      'Competent supervisory authority: Federal Employment Agency (Bundesagentur für Arbeit), Agentur für Arbeit Kiel',
    )
  })

  it('leaves out the file number where the letter has none', async () => {
    const withoutFileNumber = withPermit({ fileNumber: undefined })
    expect(await imprintText('de', withoutFileNumber)).not.toContain('Aktenzeichen')
    expect(await imprintText('en', withoutFileNumber)).not.toContain('File number')
    expect(await imprintText('en')).toContain('File number: AÜG 123/24')
  })

  it('shows a permit’s unknown time limit as a placeholder in a preview', async () => {
    const pending = withPermit({ validUntil: { placeholder: 'permitValidUntil' } })
    expect(await imprintText('de', pending)).toContain(
      'Befristung: [befristet bis (Datum) oder unbefristet]',
    )
  })

  it('shows the EU dispute notice where a preview switches it on, its link opening safely', async () => {
    shown.company = { ...example, showEuDisputeResolutionNotice: true }
    await renderWithRouter(<Imprint />, { path: '/imprint?lang=de' })
    expect(screen.getByRole('heading', { name: 'EU-Streitschlichtung' })).toBeVisible()
    const link = screen.getByRole('link', { name: new RegExp(example.euDisputeResolutionUrl) })
    expect(link).toHaveAttribute('href', example.euDisputeResolutionUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringMatching(/noopener/))
  })

  it('says that no data protection officer is appointed when none is set', async () => {
    await renderWithRouter(<PrivacyPolicy />, { path: '/privacy?lang=en' })
    expect(document.body).toHaveTextContent('We have not appointed a data protection officer.')
    expect(document.body).toHaveTextContent('Berliner Beauftragte für Datenschutz')
  })

  it('links in the footer exactly the social profiles the data lists', async () => {
    await renderWithRouter(<Footer />, { path: '/?lang=en' })
    const footer = screen.getByRole('contentinfo')
    const links = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      example.socialProfiles.map((profile) => profile.url),
    )
    expect(links.map((link) => link.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ])
  })
})
