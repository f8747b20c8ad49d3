/**
 * The e-mail that brings a stored inquiry of any form to the company: to the form's mailbox, under
 * the form's subject, with every field as the visitor typed it, a `Reply-To` that answers the
 * visitor where the form asked for an e-mail address, and a Message-ID that stays the same on every
 * attempt, so that a mail sent again after an unclear outcome is recognisably the same message.
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
import { forms, valueFieldsOfForm, valueOf, type FieldOf, type FormId } from '@/config/forms'
import { minimumFillMs } from '@/config/inquiry'
import { companyText } from '@/shared/companyText'
import { fieldText, optionTextsOf } from '@/shared/formTexts'
import { translators, type TranslationFunctions } from '@/shared/i18n'
import { defaultLanguage, languageLocales, type Language } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'

import { declaredField, type StoredInquiry } from './storedInquiries'

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

/** A field's value as written in the company's language, with the options' `texts`. */
function writer(inquiry: StoredInquiry, options: object, t: TranslationFunctions) {
  return (field: string) =>
    mailText(declaredField(inquiry.form, field), valueOf(inquiry, field)!, {
      t,
      option: optionText(options, field),
    })
}

/** What the mail needs besides the inquiry: the sender, each form's mailbox and days kept. */
export type MailSettings = {
  from: string
  to: Record<FormId, string>
  retentionDays: Record<FormId, number>
}

/**
 * The mail of an inquiry of any form, to the form's mailbox, under the form's subject (by which
 * the company sorts its mail): the sender's name and what the form declares it is about.
 */
export function inquiryMail(
  inquiry: StoredInquiry,
  { from, to, retentionDays }: MailSettings,
): SendMailOptions {
  const translations = translators[mailLanguage]
  const declared = forms[inquiry.form]
  const t = translations[declared.mail.texts]
  const name = oneLine(String(valueOf(inquiry, 'name') ?? ''))
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
  // The body says when a time chosen means (a callback's); the subject stays short.
  const written = writer(
    inquiry,
    optionTextsOf[inquiry.form](mailLanguage, inquiry.receivedAt),
    translations,
  )
  const writtenShort = writer(inquiry, optionTextsOf[inquiry.form](mailLanguage), translations)
  const label = (field: FieldOf<FormId>) => fieldText(t, field)
  const about = declared.mail.about
    .map((field) => writtenShort(field))
    .filter((text) => text !== undefined)
    .map(oneLine)
    .join(', ')
  const replyTo = replyAddressOf(inquiry)
  const lines = [
    t.intro(),
    ...notes.flatMap((note) => ['', note]),
    '',
    ...valueFieldsLaidOut(declared.fields, false).map(
      (field) => `${label(field)}: ${written(field) ?? t.notGiven()}`,
    ),
    `${t.language()}: ${inquiry.language}`,
    `${t.receivedAt()}: ${receivedAt} (${companyTimeZone})`,
    `${t.number()}: ${inquiry.id}`,
    ...valueFieldsLaidOut(declared.fields, true).flatMap((field) => [
      '',
      `${label(field)}:`,
      written(field) ?? t.notGiven(),
    ]),
    '',
    '-- ',
    ...(replyTo && 'replyHint' in t ? [t.replyHint({ name, email: replyTo })] : []),
    t.keptHint({ days: retentionDays[inquiry.form], id: inquiry.id }),
  ]
  return {
    from,
    to: to[inquiry.form],
    ...(replyTo ? { replyTo: { name: displayName(name), address: replyTo } } : {}),
    subject: about
      ? t.subjectAbout({ company: ourName, name, about })
      : t.subject({ company: ourName, name }),
    text: `${lines.join('\n')}\n`,
    date: inquiry.receivedAt,
    messageId: inquiryMessageId(inquiry, from.split('@').pop()!),
    headers: { 'X-Inquiry-Id': String(inquiry.id), 'X-Inquiry-Form': inquiry.form },
  }
}

/** The address that answering the mail reaches: the form's e-mail field, where one was given. */
function replyAddressOf(inquiry: StoredInquiry): string | undefined {
  const field = valueFieldsOfForm(inquiry.form).find(
    (name) => declaredField(inquiry.form, name).kind === 'email',
  )
  const address = field === undefined ? undefined : valueOf(inquiry, field)
  return typeof address === 'string' && address !== '' ? address : undefined
}
