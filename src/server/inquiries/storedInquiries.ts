/**
 * The inquiries themselves, in the store (./inquiryStore.ts): storing one (once, however often the
 * same submission arrives within minutes), with the consent text its visitor ticked; reading them
 * back; and noting that someone has looked at them. Every form's posts are rows of the one table,
 * each with its form (`form`: src/config/forms.ts); each field is kept in the column its form's
 * declaration names for it, as text its kind writes and reads back. Forms may share a column
 * (`name`, `phone`): a column a form does not use stays empty in its rows.
 */
import { createHash } from 'node:crypto'
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'

import type { FieldDeclaration, FieldValue, FormFields, ValueKind } from '@/config/fieldKinds'
import {
  formIds,
  forms,
  isFormId,
  valueFieldsOfForm,
  type FormId,
  type SentValues,
} from '@/config/forms'
import type { Language } from '@/shared/language'

import type { NumberRecord } from './numberRecord'
import type { BotSign, Inquiry } from './readInquiry'
import { momentOf, type Moment, type When } from './steadyClock'
import { dateOrUndefined, iso, transaction, type Row } from './storeConnection'

/**
 * The same submission arriving again within this time (a double tap, a reload, a retry after a
 * timeout) is one inquiry. The same words later are a new inquiry that repeats the first: the
 * visitor may be sending again because nobody answered.
 */
export const duplicateWindowMs = 10 * 60 * 1000

/**
 * How the outbox stands with an inquiry: waiting to be mailed (also while one process sends it),
 * mailed, held as spam (never mailed unless released by hand), or refused for good by the mail
 * server (waiting for someone to fix the settings).
 */
export type MailState = 'pending' | 'sent' | 'held' | 'refused'

/** What the store takes: the inquiry, and the consent text its visitor was shown and ticked. */
export type NewInquiry = Inquiry & { consentText: string }
/** What the store takes of the form `F`. */
export type NewInquiryOf<F extends FormId> = Extract<NewInquiry, { form: F }>

/** The inquiry with what the store adds: its number, times and mail state. */
export type StoredInquiry = Inquiry & {
  id: number
  receivedAt: Date
  mailState: MailState
  attempts: number
  nextAttemptAt: Date | undefined
  /** While a process sends it: no other sends it before this time (on the steady clock). */
  claimedUntil: Date | undefined
  claimedUntilSteady: number | undefined
  /** Sends cut off without an outcome (the server stopped during the send): it may have arrived. */
  interruptedSends: number
  lastError: string | undefined
  sentAt: Date | undefined
  /** When someone released it from spam (`npm run inquiries -- release`). */
  releasedAt: Date | undefined
  /** An earlier inquiry with the same fields, received outside the duplicate window. */
  repeats: { id: number; receivedAt: Date } | undefined
  /** When the visitor gave consent, and the version of the consent text they were shown. */
  consent: { givenAt: Date; textVersion: string } | undefined
  /** When someone first looked at it (`npm run inquiries -- show`, `list`, `export`). */
  seenAt: Date | undefined
}

/** A field of a form that holds a value, as declared. */
export const declaredField = (form: FormId, field: string) =>
  (forms[form].fields as FormFields)[field] as FieldDeclaration<ValueKind>

/** A stored inquiry of the form `F`. */
export type StoredInquiryOf<F extends FormId> = Extract<StoredInquiry, { form: F }>

/** The column that keeps a field's value. */
export const columnOf = (form: FormId, field: string) => declaredField(form, field).column

/**
 * How each kind's value is kept in its column (text: src/config/fieldKinds.ts), read back, and
 * the largest value a field of the kind takes (the health probe writes it, ./storeHealth.ts).
 */
const columnKinds: {
  [K in ValueKind]: {
    toColumn: (value: FieldValue<K>) => string
    fromColumn: (text: string) => FieldValue<K>
    largest: (declared: FieldDeclaration<K>) => FieldValue<K>
  }
} = {
  text: { toColumn: String, fromColumn: String, largest: ({ limit }) => 'x'.repeat(limit) },
  email: { toColumn: String, fromColumn: String, largest: ({ limit }) => 'x'.repeat(limit) },
  phone: { toColumn: String, fromColumn: String, largest: ({ limit }) => 'x'.repeat(limit) },
  longText: { toColumn: String, fromColumn: String, largest: ({ limit }) => 'x'.repeat(limit) },
  choice: {
    toColumn: String,
    fromColumn: String,
    largest: ({ options }) => options.reduce((a, b) => (b.length > a.length ? b : a)),
  },
  // The option ids, in the declaration's order, separated by commas: `''` for none chosen.
  choices: {
    toColumn: (chosen) => chosen.join(','),
    fromColumn: (text) => (text === '' ? [] : text.split(',')),
    largest: ({ options }) => options,
  },
  date: { toColumn: String, fromColumn: String, largest: () => '2026-12-31' },
  // Digits, or `''` for none given (so that a row from before the field reads as none given).
  smallNumber: {
    toColumn: (number) => (number === undefined ? '' : String(number)),
    fromColumn: (text) => (text === '' ? undefined : Number(text)),
    largest: ({ min, max }) => (String(min).length > String(max).length ? min : max),
  },
}

/** A value as its column keeps it. */
export const columnText = <K extends ValueKind>(
  declared: FieldDeclaration<K>,
  value: FieldValue<K>,
) => columnKinds[declared.kind].toColumn(value)

/** A value as its column gave it back. */
export const columnValue = <K extends ValueKind>(declared: FieldDeclaration<K>, text: string) =>
  columnKinds[declared.kind].fromColumn(text)

/** The largest value a field takes. */
export const largestValue = <K extends ValueKind>(declared: FieldDeclaration<K>) =>
  columnKinds[declared.kind].largest(declared)

/** Each field of the form the values were sent with, as its column keeps it, in the form's order. */
const columnTexts = (values: SentValues) => {
  const given: Record<string, FieldValue> = values
  return Object.fromEntries(
    valueFieldsOfForm(values.form).map((field) => [
      columnOf(values.form, field),
      columnText(declaredField(values.form, field), given[field]!),
    ]),
  )
}

/** The values of a form's fields, from their columns in a row. */
const valuesOfRow = (form: FormId, row: Row) =>
  Object.fromEntries(
    valueFieldsOfForm(form).map((field) => [
      field,
      columnValue(declaredField(form, field), String(row[columnOf(form, field)] ?? '')),
    ]),
  )

/** The columns an inquiry is stored with, besides its form and those of its form's fields. */
type OwnColumn =
  | 'id'
  | 'received_at'
  | 'received_steady'
  | 'language'
  | 'fingerprint'
  | 'bot_sign'
  | 'mail_state'
  | 'repeats_id'
  | 'repeats_received_at'
  | 'consent_given_at'
  | 'consent_text_version'

/**
 * The columns of every form's fields, each once. A row fills those of its form's fields and leaves
 * the others empty: the first release's columns (name, email, company, message) take no null.
 */
const fieldColumns = [
  ...new Set(
    formIds.flatMap((form) => valueFieldsOfForm(form).map((field) => columnOf(form, field))),
  ),
]
const emptyFieldColumns = Object.fromEntries(fieldColumns.map((column) => [column, '']))

/**
 * Prepares the one statement that stores an inquiry of any form, with every field in its column
 * (also the health probe's, ./storeHealth.ts, so that it writes through the same table and
 * indexes). Returns the new inquiry's number.
 */
export function prepareInsert(db: DatabaseSync) {
  const own: OwnColumn[] = [
    'id',
    'received_at',
    'received_steady',
    'language',
    'fingerprint',
    'bot_sign',
    'mail_state',
    'repeats_id',
    'repeats_received_at',
    'consent_given_at',
    'consent_text_version',
  ]
  const columns = ['form', ...own, ...fieldColumns]
  const statement = db.prepare(
    `INSERT INTO inquiries (${columns.join(', ')})
       VALUES (${columns.map((column) => `$${column}`).join(', ')}) RETURNING id`,
  )
  return (values: SentValues, columnValues: Record<OwnColumn, SQLInputValue>): number =>
    Number(
      statement.get({
        ...columnValues,
        form: values.form,
        ...emptyFieldColumns,
        ...columnTexts(values),
      })!.id,
    )
}

/** The form a row was sent with: from before there were several, the inquiry. */
const formOfRow = (row: Row): FormId => (isFormId(row.form) ? row.form : 'inquiry')

export function fromRow(row: Row): StoredInquiry {
  const form = formOfRow(row)
  return {
    id: Number(row.id),
    receivedAt: new Date(String(row.received_at)),
    language: row.language as Language,
    form,
    ...valuesOfRow(form, row),
    botSign: (row.bot_sign ?? undefined) as BotSign | undefined,
    mailState: row.mail_state as MailState,
    attempts: Number(row.attempts),
    nextAttemptAt: dateOrUndefined(row.next_attempt_at),
    claimedUntil: dateOrUndefined(row.claimed_until),
    claimedUntilSteady:
      row.claimed_until_steady === null ? undefined : Number(row.claimed_until_steady),
    interruptedSends: Number(row.interrupted_sends ?? 0),
    lastError: typeof row.last_error === 'string' ? row.last_error : undefined,
    sentAt: dateOrUndefined(row.sent_at),
    releasedAt: dateOrUndefined(row.released_at),
    repeats:
      row.repeats_id === null
        ? undefined
        : { id: Number(row.repeats_id), receivedAt: new Date(String(row.repeats_received_at)) },
    consent:
      row.consent_given_at === null
        ? undefined
        : {
            givenAt: new Date(String(row.consent_given_at)),
            textVersion: String(row.consent_text_version),
          },
    seenAt: dateOrUndefined(row.seen_at),
  } as StoredInquiry
}

/**
 * What makes two inquiries the same one: the form, and every field the visitor gave
 * (./readFields.ts: NFC), as its column keeps it, in the form's order; the same words sent with
 * another form are another inquiry. A field added to a form changes its fingerprints from that
 * release on: a submission sent again across the upgrade, within the duplicate window, is stored
 * twice.
 */
function fingerprintOf(inquiry: Inquiry): string {
  const values = [inquiry.form, ...Object.values(columnTexts(inquiry))]
  return createHash('sha256').update(values.join('\u0000')).digest('base64url')
}

/** A short name for a consent text: the same words always get the same version. */
export const consentTextVersion = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 12)

/** The inquiries' part of the store, on its open connection. */
export function storedInquiries(
  db: DatabaseSync,
  {
    readOnly,
    now: clock,
    numbers,
  }: { readOnly: boolean; now: () => Moment; numbers: NumberRecord },
) {
  const insert = prepareInsert(db)
  const statements = {
    latestOfFingerprint: db.prepare(
      `SELECT id, received_at, received_steady FROM inquiries WHERE fingerprint = ?
         AND mail_state IN ('pending', 'sent', 'refused') ORDER BY id DESC LIMIT 1`,
    ),
    // Never one given before, also when the inquiry that had it was deleted (./numberRecord.ts).
    nextNumber: db.prepare(
      `SELECT MAX(COALESCE((SELECT MAX(id) FROM inquiries), 0),
         COALESCE((SELECT CAST(value AS INTEGER) FROM facts WHERE name = 'highestNumber'), 0)) + 1
         AS number`,
    ),
    setHighestNumber: db.prepare(
      `INSERT INTO facts (name, value) VALUES ('highestNumber', ?)
         ON CONFLICT DO UPDATE SET value = excluded.value`,
    ),
    keepConsentText: db.prepare(
      `INSERT INTO consent_texts (version, language, text, first_given_at) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
    ),
    consentText: db.prepare('SELECT language, text FROM consent_texts WHERE version = ?'),
    get: db.prepare('SELECT * FROM inquiries WHERE id = ?'),
    all: db.prepare('SELECT * FROM inquiries ORDER BY id'),
    held: db.prepare(`SELECT * FROM inquiries WHERE mail_state = 'held' ORDER BY id`),
    seen: db.prepare('UPDATE inquiries SET seen_at = ? WHERE id = ? AND seen_at IS NULL'),
  }

  return {
    /**
     * Stores an inquiry unless the same submission arrived within {@link duplicateWindowMs}; either
     * way the answer names the stored inquiry. An inquiry held as spam is never the earlier one.
     * Returns only once the write is on disk. `mayCommit` is asked last, just before the commit:
     * when it says no, nothing is stored and {@link NotCommittedError} is thrown.
     */
    add(
      inquiry: NewInquiry,
      when: When = clock(),
      mayCommit: () => boolean = () => true,
    ): { id: number; duplicate: boolean; repeats: number | undefined } {
      const fingerprint = fingerprintOf(inquiry)
      const version = consentTextVersion(inquiry.consentText)
      const { wall: now, steady } = momentOf(when)
      return transaction(
        db,
        () => {
          const earlier = statements.latestOfFingerprint.get(fingerprint)
          const earlierAt = earlier && String(earlier.received_at)
          if (earlier && Number(earlier.received_steady) >= steady - duplicateWindowMs)
            return { id: Number(earlier.id), duplicate: true, repeats: undefined }
          statements.keepConsentText.run(version, inquiry.language, inquiry.consentText, iso(now))
          const number = Number(statements.nextNumber.get()!.number)
          numbers.given(number)
          statements.setHighestNumber.run(number)
          const id = insert(inquiry, {
            id: number,
            received_at: iso(now),
            received_steady: steady,
            language: inquiry.language,
            fingerprint,
            bot_sign: inquiry.botSign ?? null,
            mail_state: inquiry.botSign === 'honeypot' ? 'held' : 'pending',
            repeats_id: earlier ? Number(earlier.id) : null,
            repeats_received_at: earlierAt ?? null,
            consent_given_at: iso(now),
            consent_text_version: version,
          })
          return { id, duplicate: false, repeats: earlier ? Number(earlier.id) : undefined }
        },
        mayCommit,
      )
    },

    get(id: number): StoredInquiry | undefined {
      const row = statements.get.get(id) as Row | undefined
      return row && fromRow(row)
    },

    all(): StoredInquiry[] {
      return (statements.all.all() as Row[]).map(fromRow)
    },

    /** Inquiries held as spam, oldest first. */
    held(): StoredInquiry[] {
      return (statements.held.all() as Row[]).map(fromRow)
    },

    /**
     * Someone has looked at these inquiries: from now on the retention period may delete them even
     * if they were never mailed (refused, or held as spam). A read-only database records nothing.
     */
    markSeen(ids: readonly number[], now = clock().wall): void {
      if (readOnly || ids.length === 0) return
      transaction(db, () => {
        for (const id of ids) statements.seen.run(iso(now), id)
      })
    },

    /** The consent text a version names, as the visitor was shown it. */
    consentText(version: string): { language: Language; text: string } | undefined {
      const row = statements.consentText.get(version) as Row | undefined
      return row && { language: row.language as Language, text: String(row.text) }
    },
  }
}
