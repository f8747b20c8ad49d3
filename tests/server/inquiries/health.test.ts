// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { inquiryHealth, problemSentences, unreadHealth } from '@/server/inquiries/health'
import { openInquiryStore, type InquiryStore } from '@/server/inquiries/inquiryStore'
import { thisProcess } from '@/server/inquiries/processes'

import { sampleInquiry } from './sampleInquiry'

const hours = (count: number) => count * 60 * 60 * 1000
const settings = { alertMinutes: 60, permitValidUntil: undefined, today: '2026-11-26' }
const opened: InquiryStore[] = []
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

/** A new database, with this test process recorded as the server running on it. */
function database({ alertMinutes = 60, server = true } = {}) {
  const store = openInquiryStore(mkdtempSync(join(tmpdir(), 'health-')))
  opened.push(store)
  if (server)
    store.recordServer({ claimant: thisProcess, startedAt: new Date(), mails: true, alertMinutes })
  return store
}

describe('the health judgement', () => {
  it('is ok for a fresh database with a server running on it', () => {
    expect(inquiryHealth(database(), 'usable', { fallbackAlertMinutes: 60 })).toEqual({
      status: 'ok',
      problems: [],
      database: 'usable',
      waiting: 0,
      waitingTooLong: 0,
      refused: 0,
      held: 0,
      lastBackup: null,
      alertMinutes: 60,
      warnings: [],
      permitValidUntil: null,
    })
  })

  it('takes the alert time the running server recorded, not the asker’s own setting', () => {
    const store = database({ alertMinutes: 5 })
    store.add(sampleInquiry, new Date(Date.now() - 10 * 60_000))
    const health = inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 })
    expect(health).toMatchObject({ status: 'attention', alertMinutes: 5, waitingTooLong: 1 })
    expect(problemSentences(health)).toEqual([
      '1 inquiry has waited more than 5 minutes to be mailed (or carries a time that lies ahead: the clock was wrong): is the mail server reachable, and is SMTP_URL set?',
    ])
  })

  it('counts inquiries held as spam without raising the alarm', () => {
    const store = database()
    store.add({ ...sampleInquiry, botSign: 'honeypot' })
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 })).toMatchObject({
      status: 'ok',
      held: 1,
    })
  })

  it('says when no server runs on the database (one that stopped, or none ever)', () => {
    const store = database({ server: false })
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 }).problems).toEqual([
      'noServer',
    ])
    store.recordServer({
      claimant: 'this-host 999999999',
      startedAt: new Date(),
      mails: true,
      alertMinutes: 60,
    })
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 }).problems).toEqual([])
    store.forgetServer('this-host 999999999')
    store.recordServer({
      claimant: `${thisProcess.split(' ')[0]} 999999999`,
      startedAt: new Date(),
      mails: true,
      alertMinutes: 60,
    })
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 }).problems).toEqual([
      'noServer',
    ])
  })

  it('needs attention a day and a half after the last backup, or after the start without one', async () => {
    const store = database()
    const judge = (now: Date) => inquiryHealth(store, 'usable', { now, fallbackAlertMinutes: 60 })
    const created = store.created()!.at
    expect(judge(new Date(created.getTime() + hours(35))).status).toBe('ok')
    const overdue = judge(new Date(created.getTime() + hours(37)))
    expect(overdue.problems).toEqual(['backupOverdue'])
    expect(problemSentences(overdue)[0]).toMatch(
      /^The last backup was never made, more than 36 hours/,
    )

    const backupAt = new Date(created.getTime() + hours(30))
    await store.backupTo(join(mkdtempSync(join(tmpdir(), 'backup-')), 'copy.sqlite'), backupAt)
    const afterBackup = judge(new Date(created.getTime() + hours(37)))
    expect(afterBackup).toMatchObject({ status: 'ok', lastBackup: backupAt.toISOString() })
    expect(judge(new Date(backupAt.getTime() + hours(37))).problems).toEqual(['backupOverdue'])
  })

  it('does not take an inquiry dated in the future (stored while the clock ran ahead) for a fresh one', () => {
    const store = database()
    store.add(sampleInquiry, new Date(Date.now() + hours(24)))
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 })).toMatchObject({
      status: 'attention',
      waitingTooLong: 1,
    })
  })

  it('names a database that cannot be written or is held by a lock', () => {
    expect(unreadHealth('unusable', settings)).toMatchObject({
      status: 'attention',
      problems: ['databaseUnusable'],
    })
    expect(problemSentences(unreadHealth('busy', settings), 'database is locked')[0]).toMatch(
      /^Another program holds a lock on the inquiry database \(database is locked\)/,
    )
  })
})
