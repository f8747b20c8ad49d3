/**
 * A restore drops no lead and gives no number twice: a real server, a real SMTP server, and the
 * owner's commands as docs/inquiries.md prints them, on the server's own database. Backup; five
 * inquiries mailed; three more while the mail server refuses; the server stopped; the backup
 * restored; the server started with mail working: the three are mailed, once each, and no number
 * names two inquiries. Then a visitor's request for deletion leaves no copy of their words in any
 * file of the data folder.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'

import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { filesHolding } from '../tests/server/inquiries/storeFixture.ts'
import { inquiriesCommand, postInquiry } from './support/inquiries'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 180_000 })

const running: (OwnServer | SmtpSink)[] = []
test.afterEach(async () => {
  for (const each of running.splice(0))
    if ('child' in each) each.child.kill('SIGKILL')
    else await each.stop()
})

/** The inquiry's number as the company reads it in the mail ("Nr.: 6"). */
const numberIn = (mail: ParsedMail) => Number(/Nr\.: (\d+)/.exec(mail.text ?? '')?.[1])
const messageIn = (mail: ParsedMail) => /Testanfrage \w+ \d+/.exec(mail.text ?? '')?.[0]

test('a restore carries over what arrived after the backup: 3 of 3 waiting are mailed once, and no number is given twice', async () => {
  const dataDirectory = join(test.info().outputPath(), 'data')
  const backup = join(test.info().outputPath(), 'inquiries-backup.sqlite')
  const accepting = await startSmtpSink()
  running.push(accepting)
  const env = {
    DATA_DIR: dataDirectory,
    SMTP_URL: accepting.url,
    INQUIRIES_TO: 'anfragen@fahrer.example',
    INQUIRY_RETRY_SECONDS: '1',
  }
  const first = await startOwnServer({ directory: test.info().outputPath(), env })
  running.push(first)

  expect(inquiriesCommand(dataDirectory, ['backup', backup]).code).toBe(0)
  for (let index = 1; index <= 5; index += 1)
    expect((await postInquiry(first, `Testanfrage gemailt ${index}`)).status).toBe(200)
  await accepting.waitForMails(5)

  // The mail server refuses for now: three inquiries wait.
  await accepting.stop()
  const refusing = await startSmtpSink(accepting.port, { refuseWith: 451 })
  running.push(refusing)
  for (let index = 1; index <= 3; index += 1)
    expect((await postInquiry(first, `Testanfrage wartend ${index}`)).status).toBe(200)
  await expect.poll(first.log, { timeout: 30_000 }).toMatch(/Inquiry 8 not mailed/)
  first.child.kill('SIGTERM')
  expect(await first.exited).toBe(0)

  // As docs/inquiries.md says: the server stopped, the backup restored, the server started.
  const restored = inquiriesCommand(dataDirectory, ['restore', backup])
  expect(restored.code, restored.out).toBe(0)
  expect(restored.out).toMatch(
    /Carried over from the database it replaced: 8 inquiries that arrived after the backup was made \(3 of them waiting to be mailed\)/,
  )
  expect(restored.out).toMatch(/New inquiries are numbered from 9 on/)
  expect(readdirSync(dataDirectory).filter((name) => /replaced|restoring/.test(name))).toEqual([])
  expect(inquiriesCommand(dataDirectory, ['status']).out).toMatch(/3 waiting to be mailed/)

  await refusing.stop()
  const back = await startSmtpSink(accepting.port)
  running.push(back)
  const second = await startOwnServer({ directory: test.info().outputPath(), env })
  running.push(second)
  await back.waitForMails(3, 60_000)
  expect((await postInquiry(second, 'Testanfrage danach 9')).status).toBe(200)
  await back.waitForMails(4, 30_000)
  // Anything still coming would be a second copy.
  await new Promise((resolve) => setTimeout(resolve, 3000))

  const mails = [...accepting.mails, ...back.mails]
  expect(mails.map(messageIn).sort()).toEqual(
    [
      ...[1, 2, 3, 4, 5].map((index) => `Testanfrage gemailt ${index}`),
      ...[1, 2, 3].map((index) => `Testanfrage wartend ${index}`),
      'Testanfrage danach 9',
    ].sort(),
  )
  const numbers = mails.map(numberIn)
  expect(new Set(numbers).size, `numbers ${numbers.join(', ')}`).toBe(mails.length)
  expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  const status = inquiriesCommand(dataDirectory, ['status'])
  expect(status.out).toMatch(/^Inquiries: 0 waiting to be mailed/)
  console.log(
    `After the restore: ${back.mails.length} mailed (${back.mails.map(messageIn).join('; ')}), numbers seen ${numbers.join(', ')}`,
  )

  // A visitor asks for their inquiry to be deleted: no file of the data folder keeps their words.
  expect(filesHolding(dataDirectory, 'Testanfrage wartend 2').length).toBeGreaterThan(0)
  expect(inquiriesCommand(dataDirectory, ['delete', '7']).out).toMatch(/^Deleted inquiry 7$/m)
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
  expect(filesHolding(dataDirectory, 'Testanfrage wartend 2')).toEqual([])
  expect(filesHolding(dataDirectory, 'Testanfrage wartend 3').length).toBeGreaterThan(0)
})
