import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { company } from '@/config/examples/company'
import { Footer } from '@/components/layout/Footer'
import { Imprint } from '@/components/pages/Imprint'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'

import { renderWithRouter } from '../../renderWithRouter'

// The filled-in example in place of the repository's placeholders, as a go-live build has it.
vi.mock('@/config/company', () => import('@/config/examples/company'))

describe('the legal pages with filled-in company data', () => {
  it('states the legal form, the managing directors, the register entry, the VAT id and the permit', async () => {
    await renderWithRouter(<Imprint />, { path: '/imprint?lang=de' })
    const main = document.body
    expect(main).toHaveTextContent('Fahrerdienst Spree GmbH')
    expect(main).toHaveTextContent('Vertreten durch die Geschäftsführung: Aylin Demir, Jonas Weber')
    expect(main).toHaveTextContent('Registergericht: Amtsgericht Charlottenburg')
    expect(main).toHaveTextContent('Registernummer: HRB 234567 B')
    expect(main).toHaveTextContent('§ 27a Umsatzsteuergesetz: DE 999 999 999')
    expect(main).toHaveTextContent(
      'Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG, erteilt am 1. März 2024 von der Bundesagentur für Arbeit, Agentur für Arbeit Kiel, Aktenzeichen AÜG 123/24.',
    )
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
    expect(screen.getByRole('link', { name: company.legalEmail as string })).toHaveAttribute(
      'href',
      `mailto:${company.legalEmail as string}`,
    )
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
      company.socialProfiles.map((profile) => profile.url),
    )
    expect(links.map((link) => link.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ])
  })
})
