/**
 * The e-mail that brings a stored inquiry to the company: every field as the visitor typed it, a
 * `Reply-To` that answers the visitor, and a Message-ID that stays the same on every attempt, so
 * that a mail sent again after an unclear outcome is recognisably the same message.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer'

import { company } from '@/config/company'
import {
  companyTimeZone,
  optionText,
  valueFieldsLaidOut,
  type FieldDeclaration,
  type FieldValue,
  type ValueKind,
} from '@/config/fieldKinds'
import { minimumFillMs } from '@/config/inquiry'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { companyText } from '@/shared/companyText'
import { translators, type TranslationFunctions } from '@/shared/i18n'
import { inquiryOptionTexts } from '@/shared/inquiryOptionTexts'
import { defaultLanguage, languageLocales, type Language } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'

import type { StoredInquiry } from './storedInquiries'

/** The company's own language: the mail is read in its office, whichever page the visitor used. */
const mailLanguage: Language = defaultLanguage

/** Defence in depth: validation already refuses line breaks in every one-line field. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ')

/**
 * The visitor's name as the display name of `Reply-To`, without what an address is made of: a name
 * like `Chef <ceo@firma.de>` would otherwise show as that address in the company's mail program.
 */
const displayName = (name: string) => name.replace(/[<>@]/g, ' ').replace(/\s+/g, ' ').trim()

/** What the mail needs to write a value: its texts, and the texts of the field's options. */
export type MailTexts = { t: TranslationFunctions; option: (option: string) => string }

/** Each kind's value as the mail writes it; `undefined` for a field left empty. */
const mailTexts: {
  [K in ValueKind]: (value: FieldValue<K>, texts: MailTexts) => string | undefined
} = {
  text: (value) => oneLine(value) || undefined,
  email: (value) => oneLine(value) || undefined,
  phone: (value) => oneLine(value) || undefined,
  longText: (value) => value || undefined,
  choice: (value, { option }) => (value ? option(value) : undefined),
  choices: (value, { option }) => value.map(option).join(', ') || undefined,
  // Written out, as the company reads dates: 1. März 2026.
  date: (value, { t }) =>
    value ? formatLongDate(new Date(`${value}T12:00:00`), t.dates) : undefined,
  smallNumber: (value) => (value === undefined ? undefined : String(value)),
}

/** A field's value as the mail writes it; `undefined` for a field left empty. */
export const mailText = <K extends ValueKind>(
  declared: FieldDeclaration<K>,
  value: FieldValue<K>,
  texts: MailTexts,
) => mailTexts[declared.kind](value, texts)

export function inquiryMessageId(inquiry: StoredInquiry, domain: string): string {
  return `<inquiry-${inquiry.id}-${inquiry.receivedAt.getTime()}@${domain}>`
}

export function inquiryMail(
  inquiry: StoredInquiry,
  { from, to, retentionDays }: { from: string; to: string; retentionDays: number },
): SendMailOptions {
  const translations = translators[mailLanguage]
  const t = translations[inquiryForm.mail.texts]
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
  const written = (field: (typeof inquiryValueFields)[number]) => {
    const declared = inquiryForm.fields[field]
    const option = optionText(inquiryOptionTexts(), field)
    return mailText(declared, inquiry[field], { t: translations, option }) ?? t.notGiven()
  }
  const lines = [
    t.intro(),
    ...notes.flatMap((note) => ['', note]),
    '',
    ...valueFieldsLaidOut(inquiryForm.fields, false).map(
      (field) => `${t[field]()}: ${written(field)}`,
    ),
    `${t.language()}: ${inquiry.language}`,
    `${t.receivedAt()}: ${receivedAt} (${companyTimeZone})`,
    `${t.number()}: ${inquiry.id}`,
    ...valueFieldsLaidOut(inquiryForm.fields, true).flatMap((field) => [
      '',
      `${t[field]()}:`,
      written(field),
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
