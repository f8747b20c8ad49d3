/**
 * When the company can be reached, from its data: the phone hours, and how soon an inquiry is
 * answered. Each is shown only when the data states it.
 */
import type { TranslationFunctions } from '@i18n/i18n-types'
import { company } from '@/config/company'
import { weekdays, type Weekday } from '@/config/companyFacts'
import type { PhoneHours } from '@/config/companySchema'
import { useTranslations } from '@/lib/useLanguage'

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

/** The phone hours, one entry per group of days: `Mo–Fr 08:00–20:00 Uhr`, `Sa 10:00–16:00 Uhr`. */
export function phoneHoursEntries(hours: readonly PhoneHours[], t: CallUsTexts): string[] {
  return hours.map(
    ({ days, opens, closes }) => `${daysText(days, t)} ${t.times({ opens, closes })}`,
  )
}

/** The promise of when an inquiry is answered, or nothing when the data makes none. */
export function useAnswerPromise(): string | undefined {
  const t = useTranslations().trust
  const hours = company.inquiryAnswerHours
  if (hours === undefined) return undefined
  return company.phoneHours ? t.answerInPhoneHours({ hours }) : t.answer({ hours })
}
