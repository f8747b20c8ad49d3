// @vitest-environment node
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { formIds, valueFieldsOfForm, valueOf, type FormId } from '@/config/forms'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { databaseFileName } from '@/server/inquiries/inquiryStore'
import { columnOf, consentTextVersion, duplicateWindowMs } from '@/server/inquiries/storedInquiries'

import { sampleInquiry as inquiry, sampleApplication, sampleCallback } from './sampleInquiry'
import {
  at,
  claim,
  closeLast,
  closeOpened,
  minutes,
  newDirectory,
  open,
  start,
} from './storeFixture'

afterEach(closeOpened)

describe('the inquiries in the store, on a real SQLite file', () => {
  it('keeps every field intact across a reopen (umlauts, emoji, line breaks)', () => {
    const directory = newDirectory()
    const { id } = open(directory).add(inquiry, start)
    closeLast()
    const { consentText, ...typed } = inquiry
    expect(open(directory).get(id)).toMatchObject({
      ...typed,
      id,
      receivedAt: start,
      mailState: 'pending',
      attempts: 0,
      consent: { givenAt: start, textVersion: consentTextVersion(consentText) },
    })
  })

  it('records the consent text each inquiry’s visitor ticked, once per version', () => {
    const store = open(newDirectory())
    const first = store.add(inquiry, start)
    store.add({ ...inquiry, name: 'B' }, start)
    const changed = store.add({ ...inquiry, name: 'C', consentText: 'Neuer Text' }, start)
    const version = store.get(first.id)!.consent!.textVersion
    expect(store.consentText(version)).toEqual({ language: 'de', text: inquiry.consentText })
    expect(store.get(changed.id)!.consent!.textVersion).not.toBe(version)
  })

  it('takes the same submission within minutes as one inquiry (a double tap, a reload)', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    expect(store.add(inquiry, at(start, 1000))).toEqual({
      id,
      duplicate: true,
      repeats: undefined,
    })
    expect(store.add(inquiry, at(start, duplicateWindowMs - 1000)).duplicate).toBe(true)
    expect(store.add({ ...inquiry, message: 'Anders' }, at(start, 1000)).duplicate).toBe(false)
    expect(store.all()).toHaveLength(2)
  })

  it('stores the same words later as a new inquiry that repeats the first (23 hours on)', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    const later = at(start, minutes(23 * 60))
    const again = store.add(inquiry, later)
    expect(again).toMatchObject({ duplicate: false, repeats: id })
    expect(store.get(again.id)).toMatchObject({
      mailState: 'pending',
      repeats: { id, receivedAt: start },
    })
    // The latest earlier one is named.
    expect(store.add(inquiry, at(later, duplicateWindowMs + 1000)).repeats).toBe(again.id)
  })

  it('never gives a number twice: not once the highest was deleted, nor to a database made afresh', () => {
    const directory = newDirectory()
    const store = open(directory)
    const first = store.add({ ...inquiry, message: 'eins' }, start).id
    const second = store.add({ ...inquiry, message: 'zwei' }, at(start, 1000)).id
    store.remove(second)
    const third = store.add({ ...inquiry, message: 'drei' }, at(start, 2000)).id
    expect([first, second, third]).toEqual([1, 2, 3])
    closeLast()
    // The database file lost (the record of numbers beside it is not): numbers go on.
    rmSync(join(directory, databaseFileName))
    expect(open(directory).add({ ...inquiry, message: 'vier' }, at(start, 3000)).id).toBe(4)
  })

  it('holds a certain bot’s inquiry, and never takes a later one for its duplicate', () => {
    const store = open(newDirectory())
    const held = store.add({ ...inquiry, botSign: 'honeypot' }, start)
    expect(store.get(held.id)).toMatchObject({ botSign: 'honeypot', mailState: 'held' })
    expect(claim(store, start)).toBeUndefined()
    const person = store.add(inquiry, at(start, 1000))
    expect(person).toMatchObject({ duplicate: false, repeats: undefined })
    expect(store.counts()).toEqual({ pending: 1, sent: 0, held: 1, refused: 0 })
  })

  it('delivers an inquiry only marked as possibly automated', () => {
    const store = open(newDirectory())
    const { id } = store.add({ ...inquiry, botSign: 'tooFast' }, start)
    expect(claim(store, start)).toMatchObject({ id, botSign: 'tooFast' })
  })

  it.each(inquiryValueFields)(
    'keeps the field %s in the column the form’s declaration names for it',
    (field) => {
      const store = open(newDirectory())
      const { id } = store.add(inquiry, start)
      const db = new DatabaseSync(store.path, { readOnly: true })
      const row = db.prepare('SELECT * FROM inquiries WHERE id = ?').get(id)
      db.close()
      expect(row![inquiryForm.fields[field].column]).toBe(inquiry[field])
      expect(valueOf(store.get(id)!, field)).toBe(inquiry[field])
    },
  )

  it.each(inquiryValueFields)(
    'takes two inquiries that differ only in the field %s for two, not a double tap',
    (field) => {
      const store = open(newDirectory())
      const first = store.add(inquiry, start)
      const other = store.add({ ...inquiry, [field]: `${inquiry[field]} 2` }, at(start, 1000))
      expect(other).toMatchObject({ duplicate: false, repeats: undefined })
      expect(other.id).not.toBe(first.id)
    },
  )
})

/** A post of each form, every field filled in. */
const samples = { inquiry, application: sampleApplication, callback: sampleCallback } as const

describe('every form’s posts in the one store', () => {
  it.each(formIds)(
    'stores a post of the form %s with its form, and reads every field back',
    (form) => {
      const directory = newDirectory()
      const sample = samples[form]
      const { id } = open(directory).add(sample, start)
      closeLast()
      const { consentText, ...typed } = sample
      expect(consentText).not.toBe('')
      expect(open(directory).get(id)).toMatchObject({ ...typed, id, mailState: 'pending' })
    },
  )

  it.each(formIds.flatMap((form) => valueFieldsOfForm(form).map((field) => [form, field])))(
    'keeps the %s form’s field %s in the column its declaration names for it',
    (form, field) => {
      const store = open(newDirectory())
      const sample = samples[form as FormId]
      const { id } = store.add(sample, start)
      const db = new DatabaseSync(store.path, { readOnly: true })
      const row = db.prepare('SELECT * FROM inquiries WHERE id = ?').get(id)
      db.close()
      expect(row!.form).toBe(form)
      expect(row![columnOf(form as FormId, field)]).toBeTypeOf('string')
      expect(valueOf(store.get(id)!, field)).toEqual(valueOf(sample, field))
    },
  )

  it('takes the same words sent with two forms for two posts, never for a double tap', () => {
    const store = open(newDirectory())
    // A restaurant owner asks for a call back, then the same name and number arrive as an
    // application: the columns they share hold the same words.
    const callback = store.add(
      { ...sampleCallback, name: 'Kim Berg', phone: '030 555 0199' },
      start,
    )
    const application = store.add(
      { ...sampleApplication, name: 'Kim Berg', phone: '030 555 0199' },
      at(start, 1000),
    )
    expect(application).toMatchObject({ duplicate: false, repeats: undefined })
    expect(application.id).toBe(callback.id + 1)
    // The same callback request again is one.
    expect(
      store.add({ ...sampleCallback, name: 'Kim Berg', phone: '030 555 0199' }, at(start, 2000)),
    ).toEqual({ id: callback.id, duplicate: true, repeats: undefined })
  })

  it('numbers every form’s posts together: a number names one post of one form', () => {
    const store = open(newDirectory())
    const ids = formIds.map((form, index) => store.add(samples[form], at(start, index)).id)
    expect(ids).toEqual([1, 2, 3])
    expect(store.all().map(({ id, form }) => [id, form])).toEqual(
      formIds.map((form, index) => [index + 1, form]),
    )
    expect(store.countsByForm()).toEqual({ inquiry: 1, application: 1, callback: 1 })
  })
})
