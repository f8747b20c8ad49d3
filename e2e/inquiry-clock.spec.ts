/**
 * Time from the right clock: the machine's wall clock stepped back 50 minutes, back 2 hours and
 * ahead 2 days while servers run (libfaketime moves the clock of real server processes, and of
 * the owner's command, as a time service or `date -s` would; the time since boot runs on). Every
 * inquiry is mailed once, within its schedule, with two servers on one DATA_DIR, and neither
 * /healthz nor `status` raises an alarm that the time passed does not justify.
 */
import { globSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'

import { healthEndpoint } from '@/config/inquiry'

import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { inquiriesCommand, postInquiry } from './support/inquiries'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

/** libfaketime, as Debian installs it (package `libfaketime`). */
const [faketime] = globSync('/usr/lib/*/faketime/libfaketime.so.1')

const running: (OwnServer | SmtpSink)[] = []
test.afterEach(async () => {
  for (const each of running.splice(0))
    if ('child' in each) each.child.kill('SIGKILL')
    else await each.stop()
})

const minute = 60
const hour = 60 * minute
const day = 24 * hour

/**
 * A clock for the processes started with its `env`: their wall clock is offset by what the file
 * says, read again every second; the time since boot (CLOCK_MONOTONIC) is left as it is.
 */
function machineClock() {
  const file = join(test.info().outputPath(), 'clock-offset')
  let offset = 0
  const set = (seconds: number) => {
    offset = seconds
    writeFileSync(file, `${seconds >= 0 ? '+' : ''}${seconds}\n`)
  }
  set(0)
  return {
    env: {
      LD_PRELOAD: faketime!,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_CACHE_DURATION: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    /** Steps the wall clock by `seconds` (back when negative), as from one moment to the next. */
    step: async (seconds: number) => {
      set(offset + seconds)
      // The processes read the file again within a second.
      await new Promise((resolve) => setTimeout(resolve, 1500))
    },
  }
}

const messageIn = (mail: ParsedMail) => /Uhrtest [\w+-]+ \d/.exec(mail.text ?? '')?.[0]

async function healthOf(site: OwnServer) {
  const answer = await fetch(`${site.url}${healthEndpoint}`)
  const { status, problems } = (await answer.json()) as { status: string; problems: string[] }
  return { code: answer.status, status, problems }
}

test.beforeEach(() => {
  test.skip(!faketime, 'libfaketime is not installed (apt-get install faketime)')
})

test('the wall clock stepped back 50 minutes delays no retry: the inquiry is mailed at its schedule, not 50 minutes later', async () => {
  const clock = machineClock()
  const down = await startSmtpSink()
  await down.stop()
  const dataDirectory = join(test.info().outputPath(), 'data')
  const site = await startOwnServer({
    directory: test.info().outputPath(),
    env: {
      ...clock.env,
      DATA_DIR: dataDirectory,
      SMTP_URL: down.url,
      INQUIRIES_TO: 'anfragen@fahrer.example',
      INQUIRY_RETRY_SECONDS: '5',
    },
  })
  running.push(site)
  expect((await postInquiry(site, 'Uhrtest zurück 1')).status).toBe(200)
  await expect.poll(site.log, { timeout: 15_000 }).toMatch(/Inquiry 1 not mailed \(attempt 1\)/)
  await clock.step(-50 * minute)
  const back = await startSmtpSink(down.port)
  running.push(back)
  const started = performance.now()
  // Attempts 5 and 10 s after the first failure; 20 s at most after the step.
  await back.waitForMails(1, 20_000)
  console.log(
    `Stepped back 50 min: mailed ${((performance.now() - started) / 1000).toFixed(1)} s after the mail server was back`,
  )
  expect(await healthOf(site)).toEqual({ code: 200, status: 'ok', problems: [] })
  const status = inquiriesCommand(dataDirectory, ['status'], clock.env)
  expect(status.code, status.out).toBe(0)
})

test('two servers on one DATA_DIR, the wall clock stepped by -50 min, -2 h and +2 days during a send: each inquiry mailed once, and no false alarm', async () => {
  const clock = machineClock()
  // A send takes 4 s: the step comes while the first server waits for the mail server's answer.
  const sink = await startSmtpSink(0, { delayMs: 4000 })
  running.push(sink)
  const dataDirectory = join(test.info().outputPath(), 'shared-data')
  const env = {
    ...clock.env,
    DATA_DIR: dataDirectory,
    SMTP_URL: sink.url,
    INQUIRIES_TO: 'anfragen@fahrer.example',
  }
  const directory = test.info().outputPath()
  const servers = [
    await startOwnServer({ directory, env }),
    await startOwnServer({ directory, env }),
  ]
  running.push(...servers)
  const [first, second] = servers as [OwnServer, OwnServer]

  const sent: string[] = []
  for (const [name, seconds] of [
    ['-50min', -50 * minute],
    ['-2h', -2 * hour],
    ['+2d', 2 * day],
  ] as const) {
    const arrived = sink.arrivals()
    const message = `Uhrtest ${name} 1`
    expect((await postInquiry(first, message)).status).toBe(200)
    sent.push(message)
    // The first server's send has reached the mail server, which takes its time to answer.
    await expect.poll(() => sink.arrivals(), { timeout: 15_000 }).toBe(arrived + 1)
    await clock.step(seconds)
    // The second server wakes for an inquiry of its own, and looks for what is due.
    const own = `Uhrtest ${name} 2`
    expect((await postInquiry(second, own)).status).toBe(200)
    sent.push(own)
    await sink.waitForMails(sent.length, 30_000)
    for (const site of servers)
      expect(await healthOf(site), `after the step of ${name}`).toEqual({
        code: 200,
        status: 'ok',
        problems: [],
      })
    const status = inquiriesCommand(dataDirectory, ['status'], clock.env)
    expect(status.code, `after the step of ${name}: ${status.out}`).toBe(0)
  }
  // Each server looks again at least every 15 s: anything still coming would be a second copy.
  await new Promise((resolve) => setTimeout(resolve, 17_000))
  expect(sink.mails.map(messageIn).sort()).toEqual([...sent].sort())
  expect(sink.arrivals()).toBe(sent.length)
  expect(new Set(sink.mails.map((mail) => mail.messageId)).size).toBe(sent.length)
  console.log(
    `Steps of -50 min, -2 h, +2 days during sends: ${sent.length} inquiries, ${sink.arrivals()} arrived at the mail server; mailed by the first server ${(first.log().match(/mailed$/gm) ?? []).length}, by the second ${(second.log().match(/mailed$/gm) ?? []).length}`,
  )
})
