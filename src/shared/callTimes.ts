/**
 * When the company calls back, for a time a callback request asked for (src/config/callbackForm.ts)
 * at a moment: the next phone hours (`phoneHours` in the company data) that are left on the
 * company's clock, cut to the part of the day chosen, on the first day that has them. The
 * confirmation says it to the visitor (today, tomorrow, or the day), the mail to the company (the
 * day and date). Without phone hours nothing more than "as soon as possible" can be said.
 */
import { dayParts, minutesOf, partOfHours, type DayPart } from '@/config/callbackForm'
import { company } from '@/config/company'
import { weekdays, type Weekday } from '@/config/companyFacts'
import type { WeeklyHours } from '@/config/companySchema'
import { companyTimeZone } from '@/config/fieldKinds'
import type { TranslationFunctions } from '@/shared/i18n'
import { formatLongDate } from '@/shared/longDate'

/** The hours the company calls in: on `day` (`YYYY-MM-DD`, `dayOffset` days after the request's). */
export type CallWindow = {
  day: string
  weekday: Weekday
  dayOffset: number
  /** Minutes since midnight; `from` is the window's start even when it has begun. */
  from: number
  to: number
  /** The request came within the window: the call may come at once. */
  begun: boolean
}

/** What is left of a window today must be at least this long to be offered. */
const shortestRestMinutes = 30

const weekdayIds = Object.keys(weekdays) as Weekday[]

/** The company's calendar day and minute of the day at `at`. */
function companyClock(at: Date): { day: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: companyTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  )
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** The day `offset` days after `day`, and its weekday. */
function dayAfter(day: string, offset: number): { day: string; weekday: Weekday } {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  // getUTCDay counts from Sunday; the data's week starts on Monday.
  return {
    day: date.toISOString().slice(0, 10),
    weekday: weekdayIds[(date.getUTCDay() + 6) % 7]!,
  }
}

/**
 * The window a call asked for at `at` comes in: the rest of today's (phone hours, cut to the part
 * of the day chosen) while half an hour of it is left, else the next day's that has one.
 */
export function callWindow(
  callTime: string,
  at: Date,
  phoneHours: WeeklyHours | undefined = company.phoneHours,
): CallWindow | undefined {
  if (!phoneHours) return undefined
  const now = companyClock(at)
  const part = callTime in dayParts ? (callTime as DayPart) : undefined
  for (let dayOffset = 0; dayOffset <= 7; dayOffset += 1) {
    const { day, weekday } = dayAfter(now.day, dayOffset)
    const hours = phoneHours.find(({ days }) => days.includes(weekday))
    if (!hours) continue
    const within = part
      ? partOfHours(hours, part)
      : { from: minutesOf(hours.opens), to: minutesOf(hours.closes) }
    if (!within) continue
    if (dayOffset === 0 && within.to - Math.max(within.from, now.minute) < shortestRestMinutes)
      continue
    return {
      day,
      weekday,
      dayOffset,
      ...within,
      begun: dayOffset === 0 && now.minute >= within.from,
    }
  }
  return undefined
}

const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * When the call comes, in words: for the visitor counted from their day (`relative`: today,
 * tomorrow), for the company's mail by weekday and date.
 */
export function callTimeText(
  callTime: string,
  window: CallWindow | undefined,
  t: TranslationFunctions,
  { relative }: { relative: boolean },
): string {
  const { when, days } = t.callbackReceived
  if (!window) return when.asap()
  const date = formatLongDate(new Date(`${window.day}T12:00:00`), t.dates)
  const day =
    relative && window.dayOffset === 0
      ? days.today()
      : relative && window.dayOffset === 1
        ? days.tomorrow()
        : days.on({ weekday: t.dates.weekdays[window.weekday](), date })
  const [from, to] = [clockTime(window.from), clockTime(window.to)]
  if (callTime in dayParts)
    return window.begun ? when.partUntil({ day, to }) : when.part({ day, from, to })
  return window.begun ? when.asapUntil({ day, to }) : when.asapFrom({ day, from })
}
