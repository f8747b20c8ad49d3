/**
 * Drivers apply and restaurant owners ask for a call back, on a production build of the filled-in
 * example whose jobs are open on the day the spec runs, with the company's SMTP server on loopback
 * (scripts/lib/smtpSink.ts), each form mailed to a mailbox of its own: in both languages, with
 * JavaScript and without; what arrives is every field; a refused form says why; the forms pass axe
 * and show where focus is in every state (idle, refused, sent).
 */
import type { Browser, Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import type { CompanyData, Job } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { formPagePaths, jobPagePath, pagePaths } from '@/config/pages'
import { callTimeText, callWindow } from '@/shared/callTimes'
import { companyText } from '@/shared/companyText'
import { optionTextsOf } from '@/shared/formTexts'
import { formatLongDate } from '@/shared/longDate'

import {
  buildForProduction,
  copyProjectWithExample,
  writeCompanyData,
} from '../scripts/lib/exampleSite.ts'
import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { openPage, waitForApp } from './support/app'
import { axeViolations } from './support/axe'
import { expectVisibleFocus, tabThroughCheckingFocus } from './support/focus'
import { untilScrollingStops } from './support/locators'
import { startSiteServer, type OwnServer } from './support/ownServer'
import { dayFromToday, languages, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ reducedMotion: 'reduce' })

const [bikeJob, , carJob] = example.jobs! as [Job, Job, Job]
const bike: Job = { ...bikeJob, datePosted: dayFromToday(-10), validThrough: dayFromToday(10) }
const car: Job = { ...carJob, datePosted: dayFromToday(-3), validThrough: dayFromToday(20) }
const data: CompanyData = { ...example, jobs: [bike, car] }

/** Each form's mailbox at the company. */
const mailboxes = {
  INQUIRIES_TO: 'anfragen@fahrerdienst.example',
  APPLICATIONS_TO: 'bewerbungen@fahrerdienst.example',
  CALLBACKS_TO: 'rueckruf@fahrerdienst.example',
}

let server: OwnServer
let smtp: SmtpSink

test.beforeAll(async () => {
  // A whole production build: slow on a busy machine.
  test.setTimeout(300_000)
  const site = copyProjectWithExample()
  writeCompanyData(site, data)
  const build = buildForProduction(site, { VITE_BUILD_DATE: dayFromToday(0) })
  expect(build.status, build.stderr).toBe(0)
  smtp = await startSmtpSink(0)
  server = await startSiteServer(site, { SMTP_URL: smtp.url, ...mailboxes })
})
test.afterAll(async () => {
  server?.child.kill()
  await smtp?.stop()
})

const at = (path: string, language: Language) => `${server.url}${withLang(path, language)}`

async function newPage(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const height = width < 800 ? viewports.mobile.height : viewports.desktop.height
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled })
  return context.newPage()
}

/** The mail that arrived for a sender's name, once it has. */
async function mailFrom(name: string): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.mails.some((mail) => mail.subject?.includes(name)), { timeout: 30_000 })
    .toBe(true)
  return smtp.mails.find((mail) => mail.subject?.includes(name))!
}

/** What a driver types, different in each test so that each finds its own mail. */
function applicant(who: string) {
  return {
    name: `${who} Yıldız`,
    email: `${who.toLowerCase()}@kurier.example`,
    phone: '0151 23456789',
    availability: 'Mo–Fr ab 17 Uhr, am Wochenende ganztags',
    earliestStart: dayFromToday(7),
    languages: 'Deutsch, Türkisch, Englisch',
    message: 'Ich fahre seit drei Jahren Kurier.\nEigenes Lastenrad vorhanden.',
  }
}

/** The application form on a page, and filling it in as a driver does. */
function applicationForm(page: Page, language: Language) {
  const t = texts[language].applicationForm
  const form = page.locator('form', { has: page.getByRole('button', { name: t.submit() }) })
  return {
    form,
    job: form.getByRole('combobox', { name: t.job() }),
    licences: form.getByRole('group', { name: new RegExp(`^${t.drivingLicences()}`) }),
    submit: form.getByRole('button', { name: t.submit() }),
    /** Every field, the car as the driver's own vehicle and the `licence` class (none: ''). */
    async fill(typed: ReturnType<typeof applicant>, { licence = 'B' } = {}) {
      await form.getByRole('textbox', { name: t.name() }).fill(typed.name)
      await form.getByRole('textbox', { name: new RegExp(`^${t.email()}`) }).fill(typed.email)
      await form.getByRole('textbox', { name: t.phone() }).fill(typed.phone)
      await form
        .getByRole('checkbox', { name: optionTextsOf.application(language).vehicles.car() })
        .check()
      if (licence)
        await form
          .getByRole('checkbox', { name: texts[language].jobs.licence({ licenceClass: licence }) })
          .check()
      await form.getByRole('textbox', { name: t.availability() }).fill(typed.availability)
      await form.getByLabel(t.earliestStart()).fill(typed.earliestStart)
      await form
        .getByRole('textbox', { name: new RegExp(`^${t.languages()}`) })
        .fill(typed.languages)
      await form.getByRole('textbox', { name: new RegExp(`^${t.message()}`) }).fill(typed.message)
      const consent = form.getByRole('checkbox', { name: /^(Einverstanden|I agree)/ })
      await untilScrollingStops(consent)
      await consent.check()
    },
  }
}

/** The mail of an application holds every field the driver gave, in the company's language. */
function expectApplicationMail(mail: ParsedMail, typed: ReturnType<typeof applicant>, job: Job) {
  const t = texts.de.applicationMail
  const options = optionTextsOf.application('de')
  expect(mail.to).toMatchObject({ text: mailboxes.APPLICATIONS_TO })
  expect(mail.replyTo?.value).toEqual([{ name: typed.name, address: typed.email }])
  expect(mail.subject).toBe(
    t.subjectAbout({
      company: companyText(example.name, 'de'),
      name: typed.name,
      about: `${job.title.de}, ${typed.phone}`,
    }),
  )
  const lines = mail.text!.split('\n')
  for (const [label, value] of [
    [t.name(), typed.name],
    [t.email(), typed.email],
    [t.phone(), typed.phone],
    [t.job(), job.title.de],
    [t.vehicles(), options.vehicles.car()],
    [t.drivingLicences(), options.drivingLicences.B()],
    [t.availability(), typed.availability],
    [
      t.earliestStart(),
      formatLongDate(new Date(`${typed.earliestStart}T12:00:00`), texts.de.dates),
    ],
    [t.languages(), typed.languages],
  ])
    expect(lines, label).toContain(`${label}: ${value}`)
  expect(mail.text).toContain(`\n${t.message()}:\n${typed.message}\n`)
}

for (const language of languages) {
  const t = texts[language]

  test.describe(`applying (${language})`, () => {
    test('a driver finds a job from the home page in two taps and applies from a 390 px phone: every field reaches the applications’ mailbox', async ({
      browser,
    }) => {
      const page = await newPage(browser, viewports.mobile.width, true)
      await openPage(page, at('/', language))
      await page.getByRole('main').getByRole('link', { name: t.jobs.line.link() }).click()
      await page.getByRole('link', { name: car.title[language] }).click()
      await expect(page).toHaveURL(at(jobPagePath(car.id), language))
      const form = applicationForm(page, language)
      await expect(form.job).toHaveValue(car.id)
      await expect(form.licences).toHaveAccessibleDescription(
        t.applicationForm.drivingLicenceNeeded({ licenceClass: 'B' }),
      )
      expect(await axeViolations(page), 'the form, idle').toEqual([])

      const typed = applicant(`App${language}`)
      await form.fill(typed)
      await form.submit.click()
      const confirmation = page.getByText(t.applicationReceived.arrived()).locator('..')
      await expect(confirmation).toBeFocused()
      await expect(confirmation).toContainText(
        t.applicationReceived.callYou({ phone: typed.phone }),
      )
      expect(await axeViolations(page), 'the form, sent').toEqual([])
      // It stays.
      await page.waitForTimeout(4000)
      await expect(confirmation).toBeVisible()

      expectApplicationMail(await mailFrom(typed.name), typed, car)
      await page.context().close()
    })

    test('without JavaScript, from the jobs page: the received page in the page’s language, and the mail', async ({
      browser,
    }) => {
      const page = await newPage(browser, viewports.desktop.width, false)
      await page.goto(at(pagePaths.jobs, language))
      const form = applicationForm(page, language)
      await expect(form.job).toHaveValue('any')
      await form.job.selectOption(car.id)
      const typed = applicant(`NoJs${language}`)
      await form.fill(typed)
      await form.submit.click()
      await expect(page).toHaveURL(at(formPagePaths.applicationReceived, language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.applicationReceived.title(),
      )
      await expect(page.getByRole('main')).toContainText(t.applicationReceived.callYouGiven())
      await expect(page.getByRole('main')).toContainText(t.applicationForm.bring.items.identity())
      expectApplicationMail(await mailFrom(typed.name), typed, car)
      await page.context().close()
    })

    test('a job that needs a licence is refused without one: why, in the page’s language, with and without JavaScript', async ({
      browser,
    }) => {
      const typed = applicant(`Refused${language}`)
      const plain = await newPage(browser, viewports.mobile.width, false)
      await plain.goto(at(jobPagePath(car.id), language))
      await applicationForm(plain, language).fill(typed, { licence: '' })
      await applicationForm(plain, language).submit.click()
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
        t.applicationNotSent.title(),
      )
      await expect(plain.getByRole('main')).toContainText(
        t.applicationForm.problems.drivingLicences(),
      )
      await plain.context().close()

      const page = await newPage(browser, viewports.mobile.width, true)
      await openPage(page, at(jobPagePath(car.id), language))
      const form = applicationForm(page, language)
      await form.fill(typed, { licence: '' })
      // Sent from the keyboard: focus then moves where a keyboard visitor sees it.
      await form.submit.focus()
      await page.keyboard.press('Enter')
      await expect(form.form.getByRole('alert')).toContainText(
        t.applicationForm.problems.drivingLicences(),
      )
      await expect(form.licences.getByRole('checkbox').first()).toBeFocused()
      expect(await expectVisibleFocus(page, 'the refused licence')).toBe(true)
      expect(await axeViolations(page), 'the form, refused').toEqual([])
      // Nothing was stored, so nothing is mailed.
      await page.waitForTimeout(1000)
      expect(smtp.mails.filter((mail) => mail.subject?.includes(typed.name))).toEqual([])
      await page.context().close()
    })
  })

  test.describe(`asking for a call back (${language})`, () => {
    /** The callback request's region on the contact page. */
    const callbackBox = (page: Page) =>
      page.getByRole('region', { name: t.contact.info.callbackTitle() })

    async function fillCallback(page: Page, name: string, phone: string, callTime: string) {
      const box = callbackBox(page)
      const words = t.callbackForm
      await box.getByRole('textbox', { name: words.name() }).fill(name)
      await box.getByRole('textbox', { name: words.phone() }).fill(phone)
      await box.getByRole('radio', { name: words.callTimes[callTime as 'asap']() }).check()
      const consent = box.getByRole('checkbox', { name: /^(Einverstanden|I agree)/ })
      await untilScrollingStops(consent)
      await consent.check()
    }

    test('with the app: the confirmation says when the call comes, and the callbacks’ mailbox has it', async ({
      browser,
    }) => {
      const width = language === 'de' ? viewports.mobile.width : viewports.desktop.width
      const page = await newPage(browser, width, true)
      // A Wednesday, 09:30 in Berlin: within the phone hours, before noon.
      const moment = new Date('2027-03-03T09:30:00+01:00')
      await page.clock.setFixedTime(moment)
      await openPage(page, at('/contact', language))
      expect(await axeViolations(page), 'the form, idle').toEqual([])
      const name = `Rückruf ${language}`
      await fillCallback(page, name, '030 555 0123', 'morning')
      await callbackBox(page).getByRole('button', { name: t.callbackForm.submit() }).click()
      const confirmation = page.getByText(t.callbackReceived.arrived()).locator('..')
      await expect(confirmation).toBeFocused()
      const when = callTimeText('morning', callWindow('morning', moment, example.phoneHours), t, {
        relative: true,
      })
      expect(when).toContain(language === 'de' ? 'heute' : 'today')
      await expect(confirmation).toContainText(
        t.callbackReceived.callAt({ phone: '030 555 0123', when }),
      )
      expect(await axeViolations(page), 'the form, sent').toEqual([])

      const mail = await mailFrom(name)
      const mailTexts = texts.de.callbackMail
      expect(mail.to).toMatchObject({ text: mailboxes.CALLBACKS_TO })
      expect(mail.replyTo).toBeUndefined()
      expect(mail.subject).toBe(
        mailTexts.subjectAbout({
          company: companyText(example.name, 'de'),
          name,
          about: `030 555 0123, ${texts.de.callbackForm.callTimes.morning()}`,
        }),
      )
      expect(mail.text).toContain(`${mailTexts.phone()}: 030 555 0123`)
      expect(mail.text).toContain(
        `${mailTexts.callTime()}: ${texts.de.callbackForm.callTimes.morning()}: `,
      )
      await page.context().close()
    })

    test('without JavaScript: the received page in the page’s language, with the phone hours', async ({
      browser,
    }) => {
      const page = await newPage(browser, viewports.mobile.width, false)
      await page.goto(at('/contact', language))
      const name = `Ohne App ${language}`
      await fillCallback(page, name, '030 555 0124', 'asap')
      await callbackBox(page).getByRole('button', { name: t.callbackForm.submit() }).click()
      await expect(page).toHaveURL(at(formPagePaths.callbackReceived, language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.callbackReceived.title())
      await expect(page.getByRole('main')).toContainText(t.callbackReceived.callInChosenTime())
      await expect(page.getByRole('main')).toContainText(t.callUs.hours())
      const mail = await mailFrom(name)
      expect(mail.to).toMatchObject({ text: mailboxes.CALLBACKS_TO })
      expect(mail.text).toContain(`${texts.de.callbackMail.name()}: ${name}`)
      await page.context().close()
    })

    test('every Tab stop of the callback request shows where focus is, and a refused number gets the focus', async ({
      browser,
    }) => {
      const page = await newPage(browser, viewports.mobile.width, true)
      await openPage(page, at('/contact', language))
      await callbackBox(page).getByRole('heading').click()
      await callbackBox(page).getByRole('textbox', { name: t.callbackForm.name() }).focus()
      expect(await tabThroughCheckingFocus(page, undefined, 12)).toBeGreaterThan(5)
      // A number no phone dials: the server refuses it, and says why where it is typed.
      await fillCallback(page, `Falsch ${language}`, '12345', 'asap')
      await callbackBox(page).getByRole('button', { name: t.callbackForm.submit() }).click()
      const phone = callbackBox(page).getByRole('textbox', { name: t.callbackForm.phone() })
      await expect(phone).toBeFocused()
      await expect(phone).toHaveAccessibleDescription(t.callbackForm.problems.phone())
      expect(await expectVisibleFocus(page, 'the refused number')).toBe(true)
      expect(await axeViolations(page), 'the form, refused').toEqual([])
      await page.context().close()
    })
  })
}

test('the forms’ answering pages pass axe in both languages', async ({ browser }) => {
  const page = await newPage(browser, viewports.mobile.width, true)
  for (const language of languages)
    for (const page_ of [
      'applicationReceived',
      'applicationNotSent',
      'callbackReceived',
      'callbackNotSent',
    ] as const) {
      const path = formPagePaths[page_]
      await page.goto(at(path, language))
      await waitForApp(page)
      expect(await axeViolations(page), `${path} (${language})`).toEqual([])
    }
  await page.context().close()
})
