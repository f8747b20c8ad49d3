import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { TrustFacts } from '@/components/sections/TrustFacts'

import { renderWithRouter } from '../../renderWithRouter'

// The filled-in example, or a variant a test puts in here before it renders.
const shown = vi.hoisted(() => ({ company: {} as unknown }))
vi.mock('@/config/company', () => shown)
beforeEach(() => {
  shown.company = example
})

const nbsp = '\u00a0'

describe('TrustFacts', () => {
  it('states the year founded, the team and when an inquiry is answered, as the data has them', async () => {
    await renderWithRouter(<TrustFacts />, { path: '/?lang=de' })
    const facts = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(facts).toEqual([
      'Gegründet 2021',
      '35 Fahrerinnen und Fahrer im Team',
      `Wir antworten auf jede Anfrage innerhalb von 4${nbsp}Stunden zu unseren Telefonzeiten.`,
    ])
  })

  it('names the clients who agreed to be named', async () => {
    shown.company = { ...example, clients: ['Pizzeria Roma, Berlin-Mitte'] }
    await renderWithRouter(<TrustFacts />, { path: '/?lang=en' })
    expect(screen.getByText(/Among those we drive for/)).toHaveTextContent(
      'Among those we drive for: Pizzeria Roma, Berlin-Mitte',
    )
  })

  it('is not there at all where the data states none of them', async () => {
    const none: CompanyData = { ...example }
    delete none.foundedYear
    delete none.driversOnTeam
    delete none.inquiryAnswerHours
    shown.company = none
    await renderWithRouter(<TrustFacts />, { path: '/?lang=de' })
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByText(/Gegründet|Team|antworten/)).toBeNull()
  })
})
