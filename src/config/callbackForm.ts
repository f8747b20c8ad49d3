/**
 * The callback request (./formDeclaration.ts), for a restaurant owner who would rather be called
 * than call: a name, a phone number, when to call, and consent. When to call is offered within the
 * company's phone hours (./company.ts, `phoneHours`): as soon as possible, and each part of the day
 * (morning, afternoon) in which the phone is answered for at least an hour on some day; without
 * phone hours only as soon as possible. The confirmation and the mail say which day and hours the
 * chosen part means (src/shared/callTimes.ts).
 *
 * Its texts are in the dictionaries under `callbackForm` (the form), `callbackMail` (its mail),
 * `callbackReceived` and `callbackNotSent` (its answers) and `privacy.callbacks` (the policy).
 *
 * Imported by the page as well as the server: data only.
 */
import type { Translation } from '@i18n/i18n-types'

import { company } from './company'
import type { WeeklyHours } from './companySchema'
import type { FormFields } from './fieldKinds'
import type { FormDeclaration } from './formDeclaration'

/** The parts of a day a call may be asked for, from and to (24-hour time, the company's). */
export const dayParts = {
  morning: { from: '00:00', to: '12:00' },
  afternoon: { from: '12:00', to: '24:00' },
} as const
export type DayPart = keyof typeof dayParts

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The phone hours of a day, cut to a part of it: from and to in minutes, if they meet. */
export function partOfHours(hours: { opens: string; closes: string }, part: DayPart) {
  const from = Math.max(minutesOf(hours.opens), minutesOf(dayParts[part].from))
  const to = Math.min(minutesOf(hours.closes), minutesOf(dayParts[part].to))
  return to > from ? { from, to } : undefined
}

/** A part is offered where the phone is answered in it for at least this long on some day. */
const shortestPartMinutes = 60

/** When a call may be asked for, with these phone hours: as soon as possible, and the parts. */
export function callTimesOf(phoneHours: WeeklyHours | undefined) {
  const parts = (Object.keys(dayParts) as DayPart[]).filter((part) =>
    (phoneHours ?? []).some((hours) => {
      const within = partOfHours(hours, part)
      return within !== undefined && within.to - within.from >= shortestPartMinutes
    }),
  )
  return ['asap', ...parts] as const satisfies readonly [string, ...string[]]
}

/** The texts of the form that may stand below a label. */
type CallbackHint = Extract<keyof Translation['callbackForm'], `${string}Hint`>

const fields = {
  name: { kind: 'text', required: true, limit: 200, autoComplete: 'name', column: 'name' },
  phone: { kind: 'phone', required: true, limit: 40, autoComplete: 'tel', column: 'phone' },
  callTime: {
    kind: 'choice',
    required: true,
    options: callTimesOf(company.phoneHours),
    control: 'radios',
    column: 'call_time',
  },
  consent: { kind: 'consent', required: true },
} as const satisfies FormFields<CallbackHint>

export const callbackForm = {
  fields,
  endpoint: '/api/callbacks',
  pages: { received: 'callbackReceived', notSent: 'callbackNotSent', form: 'contact' },
  mail: { toSetting: 'CALLBACKS_TO', texts: 'callbackMail', about: ['phone', 'callTime'] },
  // Once the call is made, nothing is left to do with it: a fortnight covers a missed call.
  retention: { setting: 'CALLBACK_RETENTION_DAYS', days: 14 },
  privacySection: 'callbacks',
} as const satisfies FormDeclaration<typeof fields>
