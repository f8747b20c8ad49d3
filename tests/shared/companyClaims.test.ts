// @vitest-environment node
/**
 * Each sentence that states what the firm does, from the company data: with the fact, the sentence
 * says it; without it, there is no sentence (or one that claims nothing); with a placeholder, the
 * placeholder shows where the fact will stand.
 */
import { describe, expect, it } from 'vitest'

import { placeholder } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { faqQuestions } from '@/content/services'
import {
  answerPromise,
  faqAnswer,
  featureCard,
  homeTile,
  leadTime,
  longTermOffering,
  tilesHeading,
} from '@/shared/companyClaims'

/** The example without the fact at `key`. */
function without(key: keyof CompanyData): CompanyData {
  const copy = { ...example }
  delete copy[key]
  return copy
}

const nbsp = '\u00a0'

describe('that and in what the drivers are trained', () => {
  it('names every topic of the data, in each language', () => {
    expect(featureCard('trained', 'de', example)).toEqual({
      title: 'Geschulte Fahrer',
      text: 'Jede Fahrerin und jeder Fahrer wird vor dem ersten Einsatz geschult: Lebensmittelhygiene, Sicherheit im Stadtverkehr und die Apps der Lieferplattformen.',
    })
    expect(featureCard('trained', 'en', example)?.text).toBe(
      'Every driver is trained before their first shift: food hygiene, safety in city traffic and the delivery platforms’ apps.',
    )
  })

  it('says nothing of training where the data names none', () => {
    expect(featureCard('trained', 'de', without('driverTraining'))).toBeUndefined()
    expect(featureCard('trained', 'en', without('driverTraining'))).toBeUndefined()
  })

  it('shows the placeholder where the topics will stand', () => {
    const data = { ...example, driverTraining: placeholder('driverTraining') }
    expect(featureCard('trained', 'de', data)?.text).toBe(
      'Jede Fahrerin und jeder Fahrer wird vor dem ersten Einsatz geschult: [Worin Ihre Fahrer vor dem ersten Einsatz geschult werden].',
    )
  })
})

describe('how soon drivers start', () => {
  it('states the range of the data on the card, in the hero’s time and in the FAQ', () => {
    expect(leadTime('de', example)).toBe(`24${nbsp}bis${nbsp}48${nbsp}Stunden`)
    expect(leadTime('en', example)).toBe(`24${nbsp}to${nbsp}48${nbsp}hours`)
    expect(featureCard('fast', 'de', example)?.text).toBe(
      `In der Regel stellen wir Fahrer innerhalb von 24${nbsp}bis${nbsp}48${nbsp}Stunden bereit – je nach Verfügbarkeit.`,
    )
    expect(faqAnswer('availability', 'en', example)).toBe(
      `Usually within 24${nbsp}to${nbsp}48${nbsp}hours of your request, subject to availability.`,
    )
  })

  it('states one figure where the data has one', () => {
    const data = { ...example, leadTimeHours: { from: 24, to: 24 } }
    expect(leadTime('de', data)).toBe(`24${nbsp}Stunden`)
    expect(leadTime('en', { ...example, leadTimeHours: { from: 1, to: 1 } })).toBe(`1${nbsp}hour`)
  })

  it('promises no time where the data names none', () => {
    const data = without('leadTimeHours')
    expect(leadTime('de', data)).toBeUndefined()
    expect(featureCard('fast', 'de', data)).toBeUndefined()
    expect(faqAnswer('availability', 'de', data)).not.toMatch(/\d/)
    expect(faqAnswer('availability', 'en', data)).not.toMatch(/\d/)
  })
})

describe('how the firm bills', () => {
  it('lists the ways the data names, and calls them flexible only when there are several', () => {
    expect(featureCard('billing', 'de', example)).toEqual({
      title: 'Flexible Abrechnung',
      text: 'Abgerechnet wird stundenweise, pro Schicht oder pro Lieferung – so, wie es für Ihren Betrieb sinnvoll ist.',
    })
    expect(faqAnswer('billing', 'en', example)).toBe(
      'It’s up to you: by the hour, per shift or per delivery.',
    )
    const hourly = { ...example, billingModels: ['hour'] as const }
    expect(featureCard('billing', 'de', hourly)).toEqual({
      title: 'So rechnen wir ab',
      text: 'Abgerechnet wird stundenweise.',
    })
    expect(faqAnswer('billing', 'en', hourly)).toBe('We bill by the hour.')
  })

  it('lists them in one order, whatever the order of the data', () => {
    const data = { ...example, billingModels: ['delivery', 'hour'] as const }
    expect(faqAnswer('billing', 'de', data)).toBe(
      'Sie haben die Wahl: stundenweise oder pro Lieferung.',
    )
  })

  it('names no way to bill where the data names none', () => {
    const data = without('billingModels')
    expect(featureCard('billing', 'de', data)).toBeUndefined()
    for (const language of ['de', 'en'] as const)
      expect(faqAnswer('billing', language, data)).not.toMatch(
        /stundenweise|pro (Schicht|Lieferung)|by the hour|per (shift|delivery)/,
      )
  })
})

describe('when drivers drive', () => {
  it('says 24/7 and "around the clock" only where they drive at every hour', () => {
    expect(homeTile('hours', 'de', example)?.title).toBe('24/7')
    expect(tilesHeading('de', example)).toBe('Mit Fahrrad, E-Scooter oder Auto – rund um die Uhr')
    expect(tilesHeading('en', example)).toBe('By bike, e-scooter or car – around the clock')
  })

  it('states the hours of the data otherwise', () => {
    const data: CompanyData = {
      ...example,
      assignmentHours: [
        { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '11:00', closes: '23:00' },
        { days: ['sa', 'su'], opens: '12:00', closes: '22:00' },
      ],
    }
    expect(homeTile('hours', 'de', data)).toEqual({
      title: 'Einsatzzeiten',
      text: `Fahrer buchbar: Mo–Fr 11:00–23:00${nbsp}Uhr, Sa, So 12:00–22:00${nbsp}Uhr`,
    })
    expect(tilesHeading('de', data)).toBe('Mit Fahrrad, E-Scooter oder Auto')
  })

  it('shows no tile for the hours, and no "around the clock", where the data names none', () => {
    const data = without('assignmentHours')
    expect(homeTile('hours', 'en', data)).toBeUndefined()
    expect(homeTile('bike', 'en', data)?.title).toBe('Bicycle')
    expect(tilesHeading('en', data)).toBe('By bike, e-scooter or car')
  })
})

describe('the long-term offering', () => {
  it('is placement only where the firm also places drivers into employment', () => {
    expect(longTermOffering({ ...example, offersPlacement: true })).toBe('placement')
  })

  it('is an assignment within the legal limit for a firm that leases its drivers', () => {
    expect(longTermOffering(example)).toBe('assignment')
  })

  it('is a longer contract for a firm that neither leases nor places drivers', () => {
    expect(longTermOffering(without('workerLeasingPermit'))).toBe('contract')
  })
})

describe('when an inquiry is answered', () => {
  it('promises the hours of the data, within the phone hours where they are set', () => {
    expect(answerPromise('de', example)).toBe(
      `Wir antworten auf jede Anfrage innerhalb von 4${nbsp}Stunden zu unseren Telefonzeiten.`,
    )
    expect(answerPromise('en', without('phoneHours'))).toBe(
      `We answer every enquiry within 4${nbsp}hours.`,
    )
  })

  it('promises nothing where the data makes no promise', () => {
    expect(answerPromise('de', without('inquiryAnswerHours'))).toBeUndefined()
  })
})

describe('the FAQ', () => {
  it('answers every question, whatever the data states', () => {
    for (const data of [example, without('leadTimeHours'), without('billingModels')])
      for (const id of faqQuestions) expect(faqAnswer(id, 'de', data)).not.toBe('')
  })
})
