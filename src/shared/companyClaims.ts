/**
 * The sentences in which the pages state what the firm does, where not every firm can say the
 * same: that and in what its drivers are trained, how soon they start, how it bills, when they
 * drive, how soon it answers, and what it offers for the long term. Each is built from the company
 * data (src/config/company.ts) or left out: a function here returns nothing where the data states
 * nothing, and the placeholder's label where the owner has not supplied the fact yet. Pages, the
 * FAQ's structured data and the tests read them from here, so no page states more than the data.
 */
import { company } from '@/config/company'
import { billingModels, isPlaceholder } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'
import type { features, vehicleTiles } from '@/content/home'
import type { faqQuestions } from '@/content/services'
import { companyText, listed, weeklyHoursEntries } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import type { Language } from '@/shared/language'

/** A card's or a tile's title and text. */
export type Claim = { title: string; text: string }

/** How soon drivers usually start: `24 bis 48 Stunden`. */
export function leadTime(language: Language, { leadTimeHours } = company): string | undefined {
  if (leadTimeHours === undefined) return undefined
  if (isPlaceholder(leadTimeHours)) return companyText(leadTimeHours, language)
  const t = translators[language].trust.leadTime
  const { from, to } = leadTimeHours
  return from === to ? t.single({ hours: to }) : t.range({ from, to })
}

/** The ways the firm bills, listed (`stundenweise, pro Schicht oder pro Lieferung`), and how many. */
function billing(language: Language, { billingModels: offered } = company) {
  if (offered === undefined) return undefined
  if (isPlaceholder(offered)) return { models: companyText(offered, language), count: 1 }
  const t = translators[language]
  const names = billingModels
    .filter((model) => offered.includes(model))
    .map((model) => t.trust.billingModels[model]())
  return { models: listed(names, t.common.or()), count: names.length }
}

/** The promise of when an inquiry is answered (within the phone hours, where they are stated). */
export function answerPromise(
  language: Language,
  { inquiryAnswerHours: hours, phoneHours } = company,
): string | undefined {
  if (hours === undefined) return undefined
  const t = translators[language].trust
  return phoneHours ? t.answerInPhoneHours({ hours }) : t.answer({ hours })
}

type FeatureId = (typeof features)[number]['id']

/** A feature card of the home page, or nothing where the company data does not back it. */
export function featureCard(
  id: FeatureId,
  language: Language,
  data: CompanyData = company,
): Claim | undefined {
  const t = translators[language].home.features
  switch (id) {
    case 'trained': {
      const { driverTraining } = data
      if (driverTraining === undefined) return undefined
      const topics = isPlaceholder(driverTraining)
        ? companyText(driverTraining, language)
        : listed(driverTraining[language], translators[language].common.and())
      return { title: t.trained.title(), text: t.trained.text({ topics }) }
    }
    case 'fast': {
      const time = leadTime(language, data)
      return time === undefined ? undefined : { title: t.fast.title(), text: t.fast.text({ time }) }
    }
    case 'billing': {
      const ways = billing(language, data)
      if (ways === undefined) return undefined
      return ways.count > 1
        ? { title: t.billing.title(), text: t.billing.text({ models: ways.models }) }
        : { title: t.billing.titleOne(), text: t.billing.textOne({ model: ways.models }) }
    }
    default:
      return { title: t[id].title(), text: t[id].text() }
  }
}

/** When drivers drive, from the firm's data: 24/7 where at any hour of every day, else their hours. */
function assignmentHoursTile(language: Language, { assignmentHours }: CompanyData) {
  if (assignmentHours === undefined) return undefined
  const t = translators[language]
  if (assignmentHours === 'roundTheClock')
    return { title: t.home.tiles.roundTheClock.title(), text: t.home.tiles.roundTheClock.text() }
  const hours = isPlaceholder(assignmentHours)
    ? companyText(assignmentHours, language)
    : weeklyHoursEntries(assignmentHours, t.callUs).join(', ')
  return { title: t.home.tiles.hours.title(), text: t.home.tiles.hours.text({ hours }) }
}

/**
 * A tile of the home page: a vehicle, or when drivers drive, which only where the data names the
 * hours.
 */
export function homeTile(
  id: (typeof vehicleTiles)[number]['id'],
  language: Language,
  data: CompanyData = company,
): Claim | undefined {
  const t = translators[language].home.tiles
  return id === 'hours'
    ? assignmentHoursTile(language, data)
    : { title: t[id].title(), text: t[id].text() }
}

/** The heading above the tiles: "rund um die Uhr" only where drivers drive at every hour. */
export function tilesHeading(language: Language, data: CompanyData = company): string {
  const t = translators[language].home.tiles
  return data.assignmentHours === 'roundTheClock' ? t.headingRoundTheClock() : t.heading()
}

/**
 * The services page's third offering: placement into employment where the firm also places
 * drivers; for a firm that leases them, an assignment within the 18 months the law allows
 * (§ 1 (1b) AÜG); for any other, a longer contract.
 */
export function longTermOffering({ offersPlacement, workerLeasingPermit } = company):
  'placement' | 'assignment' | 'contract' {
  if (offersPlacement) return 'placement'
  return workerLeasingPermit ? 'assignment' : 'contract'
}

/** An answer of the FAQ, with what the company data states where the answer depends on it. */
export function faqAnswer(
  id: (typeof faqQuestions)[number],
  language: Language,
  data: CompanyData = company,
): string {
  const t = translators[language].services.faq
  switch (id) {
    case 'availability': {
      const time = leadTime(language, data)
      return time === undefined ? t.availability.answerUnstated() : t.availability.answer({ time })
    }
    case 'billing': {
      const ways = billing(language, data)
      if (ways === undefined) return t.billing.answerUnstated()
      return ways.count > 1
        ? t.billing.answer({ models: ways.models })
        : t.billing.answerOne({ model: ways.models })
    }
    default:
      return t[id].answer()
  }
}
