/**
 * The e-mail that brings a stored inquiry to the company: every field as the visitor typed it, a
 * `Reply-To` that answers the visitor, and a Message-ID that stays the same on every attempt, so
 * that a mail sent again after an unclear outcome is recognisably the same message.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer'

import { company } from '@/config/company'
import { minimumFillMs } from '@/config/inquiry'
import { typedFieldsLaidOut } from '@/config/inquiryFields'
import { companyText } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import { defaultLanguage, languageLocales, type Language } from '@/shared/language'

import type { StoredInquiry } from './storedInquiries'

/** The company's own language: the mail is read in its office, whichever page the visitor used. */
const mailLanguage: Language = defaultLanguage
const companyTimeZone = 'Europe/Berlin'

/** Defence in depth: validation already refuses line breaks in every one-line field. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ')

/**
 * The visitor's name as the display name of `Reply-To`, without what an address is made of: a name
 * like `Chef <ceo@firma.de>` would otherwise show as that address in the company's mail program.
 */
const displayName = (name: string) => name.replace(/[<>@]/g, ' ').replace(/\s+/g, ' ').trim()

export function inquiryMessageId(inquiry: StoredInquiry, domain: string): string {
  return `<inquiry-${inquiry.id}-${inquiry.receivedAt.getTime()}@${domain}>`
}

export function inquiryMail(
  inquiry: StoredInquiry,
  { from, to, retentionDays }: { from: string; to: string; retentionDays: number },
): SendMailOptions {
  const t = translators[mailLanguage].inquiryMail
  const name = oneLine(inquiry.name)
  const visitorCompany = oneLine(inquiry.company)
  const ourName = companyText(company.name, mailLanguage)
  const dateTime = new Intl.DateTimeFormat(languageLocales[mailLanguage], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  })
  const receivedAt = dateTime.format(inquiry.receivedAt)
  const notes = [
    inquiry.botSign === 'tooFast' && t.possiblyAutomated({ seconds: minimumFillMs / 1000 }),
    inquiry.releasedAt && t.releasedFromSpam({ releasedAt: dateTime.format(inquiry.releasedAt) }),
    inquiry.repeats &&
      t.repeats({
        id: inquiry.repeats.id,
        receivedAt: dateTime.format(inquiry.repeats.receivedAt),
      }),
  ].filter((note) => typeof note === 'string')
  const lines = [
    t.intro(),
    ...notes.flatMap((note) => ['', note]),
    '',
    ...typedFieldsLaidOut('line').map(
      (field) => `${t[field]()}: ${oneLine(inquiry[field]) || t.notGiven()}`,
    ),
    `${t.language()}: ${inquiry.language}`,
    `${t.receivedAt()}: ${receivedAt} (${companyTimeZone})`,
    `${t.number()}: ${inquiry.id}`,
    ...typedFieldsLaidOut('block').flatMap((field) => [
      '',
      `${t[field]()}:`,
      inquiry[field] || t.notGiven(),
    ]),
    '',
    '-- ',
    t.replyHint({ name, email: inquiry.email, days: retentionDays, id: inquiry.id }),
  ]
  return {
    from,
    to,
    replyTo: { name: displayName(name), address: inquiry.email },
    subject: visitorCompany
      ? t.subjectWithCompany({ company: ourName, name, visitorCompany })
      : t.subject({ company: ourName, name }),
    text: `${lines.join('\n')}\n`,
    date: inquiry.receivedAt,
    messageId: inquiryMessageId(inquiry, from.split('@').pop()!),
    headers: { 'X-Inquiry-Id': String(inquiry.id) },
  }
}
