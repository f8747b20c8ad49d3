// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import {
  sampleInquiry as inquiry,
  sampleApplication,
  sampleCallback,
  sampleInquiry,
} from './sampleInquiry'
import { at, claim, closeOpened, minutes, newDirectory, open, start } from './storeFixture'

afterEach(closeOpened)

describe('erasing inquiries from the store, on a real SQLite file', () => {
  it('erases a deleted inquiry: its text is in none of the database’s files', () => {
    const directory = newDirectory()
    const server = open(directory)
    const secret = 'Geheime Durchwahl 4711'
    const { id: one } = server.add({ ...inquiry, message: secret }, start)
    const { id: two } = server.add({ ...inquiry, name: 'B', message: `${secret} B` }, start)
    const filesWith = (text: string) =>
      readdirSync(directory).filter((file) => readFileSync(join(directory, file)).includes(text))
    expect(filesWith(secret)).not.toEqual([])
    // Mailed, so that the retention period may delete it.
    claim(server, start)
    claim(server, start)
    server.recordSent(two, start)
    // Deleted through a second connection while the server's stays open, as the CLI does.
    expect(open(directory).remove(one)).toEqual({ removed: true, erased: true })
    expect(open(directory).purgeReceivedBefore(at(start, 1))).toEqual({
      purged: 1,
      kept: 0,
      erased: true,
    })
    expect(server.get(two)).toBeUndefined()
    expect(filesWith(secret)).toEqual([])
    // The record of erasures names both by number and time, and holds nothing typed.
    const record = readFileSync(server.erasures.file, 'utf8')
    expect(server.erasures.all().map(({ id, receivedAt }) => [id, receivedAt])).toEqual([
      [one, start.toISOString()],
      [two, start.toISOString()],
    ])
    for (const typed of [secret, inquiry.name, inquiry.email]) expect(record).not.toContain(typed)
  })

  it('deletes by retention only what was mailed, or refused or held and seen: a clock 200 days ahead erases no lead', () => {
    const store = open(newDirectory())
    const mailed = store.add({ ...inquiry, message: 'mailed' }, start).id
    const waiting = store.add({ ...inquiry, message: 'waiting' }, start).id
    const refused = store.add({ ...inquiry, message: 'refused' }, start).id
    const held = store.add({ ...inquiry, message: 'held', botSign: 'honeypot' }, start).id
    const seenHeld = store.add({ ...inquiry, message: 'seen held', botSign: 'honeypot' }, start).id
    for (let count = 0; count < 3; count += 1) claim(store, start)
    store.recordSent(mailed, start)
    store.recordRefused(refused, '550')
    store.markSeen([seenHeld], start)
    const clockAhead = at(start, minutes(200 * 24 * 60))
    expect(
      store.purgeReceivedBefore(at(clockAhead, -minutes(180 * 24 * 60)), clockAhead),
    ).toMatchObject({
      purged: 2,
      kept: 3,
    })
    expect(store.all().map((each) => each.id)).toEqual([waiting, refused, held])
    // Once someone has looked at the refused one, it may go.
    store.markSeen([refused], clockAhead)
    expect(store.purgeReceivedBefore(clockAhead, clockAhead)).toMatchObject({ purged: 1 })
  })
})

describe('each form’s own retention period', () => {
  it('deletes the posts of one form only, as the worker does for each form by its days', () => {
    const store = open(newDirectory())
    const posts = [sampleInquiry, sampleApplication, sampleCallback].map(
      (post) => store.add(post, start).id,
    )
    for (const id of posts) {
      claim(store, start)
      store.recordSent(id, start)
    }
    // 20 days on: past a callback's 14 days, within the others' 180.
    const later = at(start, minutes(20 * 24 * 60))
    const purged = store.purgeReceivedBefore(at(later, -minutes(14 * 24 * 60)), later, 'callback')
    expect(purged).toMatchObject({ purged: 1, kept: 0 })
    expect(store.all().map(({ form }) => form)).toEqual(['inquiry', 'application'])
    expect(store.erasures.all().map(({ id }) => id)).toEqual([posts[2]])
  })
})
