import { company } from '@/config/company'
import { isPlaceholder, weekdays, type CompanyText, type Weekday } from '@/config/companyFacts'
import type { LegalFacts, WeeklyHours } from '@/config/companySchema'
import { translators, type TranslationFunctions } from '@/shared/i18n'
import type { Language } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'

/** A company fact as text: the value itself, or `[label]` in the reader's language while missing. */
export function companyText(value: CompanyText, language: Language): string {
  return typeof value === 'string'
    ? value
    : `[${translators[language].placeholders[value.placeholder]()}]`
}

/**
 * The firm's name as the legal notice states it: `name` and the legal form once after it, but for
 * a sole trader's, whose name is the owner's.
 */
export function legalName(language: Language, { name, legal } = company): string {
  const named = companyText(name, language)
  return legal.form === 'Einzelunternehmen'
    ? named
    : `${named} ${companyText(legal.form, language)}`
}

/** Who represents the firm, as its legal form has it. */
export function representation(legal: LegalFacts): {
  role: 'managingDirectors' | 'owner' | 'partners'
  people: readonly CompanyText[]
} {
  if ('managingDirectors' in legal)
    return { role: 'managingDirectors', people: legal.managingDirectors }
  if ('owner' in legal) return { role: 'owner', people: [legal.owner] }
  return { role: 'partners', people: legal.partners }
}

/** A day of the company data (`2024-03-01`) as the page writes it, or its placeholder. */
export function companyDate(value: CompanyText, language: Language): string {
  return typeof value === 'string'
    ? formatLongDate(new Date(`${value}T12:00:00`), translators[language].dates)
    : companyText(value, language)
}

/** What the imprint says of a worker-leasing permit's end: a day, no limit, or its placeholder. */
export function permitValidity(validUntil: CompanyText, language: Language): string {
  const t = translators[language].imprint
  if (isPlaceholder(validUntil))
    return t.permitValidity({ value: companyText(validUntil, language) })
  return validUntil === 'unlimited'
    ? t.permitUnlimited()
    : t.permitLimited({ date: companyDate(validUntil, language) })
}

/** "a, b und c" or "a, b oder c": `conjunction` joins the last two. */
export const listed = (items: readonly string[], conjunction: string) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`

type CallUsTexts = TranslationFunctions['callUs']

const dayOrder = Object.keys(weekdays) as Weekday[]

/** Days as people read them: three or more in a row as a range (`Mo–Fr`), the others listed. */
function daysText(days: readonly Weekday[], t: CallUsTexts): string {
  const sorted = dayOrder.filter((day) => days.includes(day))
  const runs: Weekday[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    if (run && dayOrder.indexOf(day) === dayOrder.indexOf(run.at(-1)!) + 1) run.push(day)
    else runs.push([day])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [t.dayRange({ first: t.days[run[0]!](), last: t.days[run.at(-1)!]() })]
        : run.map((day) => t.days[day]()),
    )
    .join(', ')
}

/**
 * Hours of the week (when the phone is answered, when drivers drive), one entry per group of days:
 * `Mo–Fr 08:00–20:00 Uhr`, `Sa 10:00–16:00 Uhr`.
 */
export function weeklyHoursEntries(hours: WeeklyHours, t: CallUsTexts): string[] {
  return hours.map(
    ({ days, opens, closes }) => `${daysText(days, t)} ${t.times({ opens, closes })}`,
  )
}
