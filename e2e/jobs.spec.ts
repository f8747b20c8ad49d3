/**
 * Jobs for drivers, on a production build of the filled-in example whose jobs are dated around the
 * day the spec runs (so that it never runs out of date): a bicycle job whose last day is in ten
 * days, a car job in twenty, and an e-scooter job that closed yesterday. The build names the closed
 * one and leaves it out; a driver finds an open job from the home page in two taps; each job page
 * has its metadata, its alternates and a JobPosting that passes Google's rules; a job's page says
 * that it is closed once its last day has passed, without JavaScript from the next build on and
 * with it on the visitor's own day; and with no job open the jobs page says so and how to apply
 * all the same.
 */
import type { Page } from '@playwright/test'

import { dialNumber } from '@/config/companyFacts'
import type { CompanyData, Job } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { jobPagePath, pagePaths } from '@/config/pages'
import { companyDate } from '@/shared/companyText'

import {
  buildForProduction,
  copyProjectWithExample,
  exampleOrigin,
  writeCompanyData,
} from '../scripts/lib/exampleSite.ts'
import { jobPostingFindings } from '../scripts/structured-data.ts'
import { openPage } from './support/app'
import { expectNoAxeViolations } from './support/axe'
import { expectVisibleFocus, tabThroughCheckingFocus, tabUntilFocused } from './support/focus'
import { startSiteServer, type OwnServer } from './support/ownServer'
import { dayFromToday, languages, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ reducedMotion: 'reduce' })

const today = dayFromToday(0)
/** The visitor's clock at noon on a day, so that the day is the same in every time zone nearby. */
const noonOf = (offset: number) => new Date(`${dayFromToday(offset)}T12:00:00`)

const [bikeJob, scooterJob, carJob] = example.jobs!
const bike: Job = { ...bikeJob!, datePosted: dayFromToday(-10), validThrough: dayFromToday(10) }
const scooter: Job = {
  ...scooterJob!,
  datePosted: dayFromToday(-30),
  validThrough: dayFromToday(-1),
}
const car: Job = { ...carJob!, datePosted: dayFromToday(-3), validThrough: dayFromToday(20) }
const data: CompanyData = { ...example, jobs: [bike, scooter, car] }
const openJobs = [bike, car]

let site = ''
let build: ReturnType<typeof buildForProduction>
let server: OwnServer

test.beforeAll(async () => {
  // A whole production build: slow on a busy machine.
  test.setTimeout(300_000)
  site = copyProjectWithExample()
  writeCompanyData(site, data)
  build = buildForProduction(site, { VITE_BUILD_DATE: today })
  expect(build.status, build.stderr).toBe(0)
  server = await startSiteServer(site)
})
test.afterAll(() => server?.child.kill())

const at = (path: string, language: Language) => `${server.url}${withLang(path, language)}`

/** The page's JSON-LD items of one type. */
async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((item) => item['@type'] === type)
}

test('the build names the job whose last day has passed, and that alone', () => {
  const leftOut = build.stderr.split('\n').filter((line) => line.startsWith('Left out: '))
  expect(leftOut).toEqual([
    `Left out: src/config/company.ts: jobs[1]: "${scooter.id}" closed on ${dayFromToday(-1)} (validThrough): left out of the jobs page, the sitemap and search engines; its page says it is closed. Remove the job, or give it a new last day`,
  ])
})

test('the sitemap lists the pages of the open jobs, in both languages, and not the closed one', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text()
  for (const job of openJobs)
    for (const language of languages)
      expect(sitemap).toContain(
        `<loc>${exampleOrigin}${jobPagePath(job.id)}?lang=${language}</loc>`,
      )
  expect(sitemap).not.toContain(jobPagePath(scooter.id))
})

for (const language of languages) {
  const t = texts[language]

  test.describe(`jobs (${language})`, () => {
    test('a driver finds an open job from the home page within two taps on a phone', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, at('/', language))
      await page.getByRole('main').getByRole('link', { name: t.jobs.line.link() }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.jobs.header.title())
      await page.getByRole('link', { name: bike.title[language] }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bike.title[language])
      await expect(page).toHaveURL(`${server.url}${withLang(jobPagePath(bike.id), language)}`)
      // The call that applies for it, on the same page.
      await expect(
        page.getByRole('region', { name: t.jobs.apply.heading() }).locator('a[href^="tel:"]'),
      ).toHaveAttribute('href', `tel:${dialNumber(example.phone)}`)
    })

    test('the footer leads to the jobs page, the header keeps its four links', async ({ page }) => {
      await page.goto(at('/about', language))
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: t.navigation.jobs() }),
      ).toHaveAttribute('href', withLang(pagePaths.jobs, language))
      await expect(
        page.getByRole('banner').getByRole('link', { name: t.navigation.jobs() }),
      ).toHaveCount(0)
      await expect(
        page.getByRole('main').getByRole('link', { name: t.jobs.line.link() }),
      ).toHaveAttribute('href', withLang(pagePaths.jobs, language))
    })

    test('the jobs page lists the open jobs, each leading to its page, and not the closed one', async ({
      page,
    }) => {
      await page.goto(at(pagePaths.jobs, language))
      const list = page.getByRole('region', { name: t.jobs.open() }).getByRole('listitem')
      await expect(list).toHaveCount(openJobs.length)
      for (const [index, job] of openJobs.entries()) {
        await expect(
          list.nth(index).getByRole('link', { name: job.title[language] }),
        ).toHaveAttribute('href', withLang(jobPagePath(job.id), language))
      }
      await expect(page.getByText(scooter.title[language])).toHaveCount(0)
      await expect(page.getByRole('heading', { name: t.jobs.speculative.heading() })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test("a job's page has its title, description, canonical address and alternates, and a JobPosting that passes Google's rules", async ({
      page,
    }) => {
      const path = jobPagePath(bike.id)
      await page.goto(at(path, language))
      await expect(page).toHaveTitle(
        t.jobs.pageTitle({ title: bike.title[language], company: example.name as string }),
      )
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(bike.description[language].startsWith(description!.replace(/…$/, ''))).toBe(true)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${exampleOrigin}${path}?lang=${language}`,
      )
      for (const alternate of [...languages, 'x-default'])
        await expect(
          page.locator(`link[rel="alternate"][hreflang="${alternate}"]`),
        ).toHaveAttribute(
          'href',
          `${exampleOrigin}${path}?lang=${alternate === 'x-default' ? 'de' : alternate}`,
        )
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

      const [posting, ...more] = await jsonLdOfType(page, 'JobPosting')
      expect(more).toEqual([])
      expect(await jobPostingFindings(posting!)).toEqual({
        errors: [],
        // Not remote work: the job is at its place.
        warnings: [
          'JobPosting: Missing field "applicantLocationRequirements" (optional)',
          'JobPosting: Missing field "jobLocationType" (optional)',
        ],
      })
      expect(posting).toMatchObject({
        title: bike.title[language],
        datePosted: bike.datePosted,
        validThrough: expect.stringMatching(
          new RegExp(`^${bike.validThrough}T23:59:59\\+0[12]:00$`),
        ),
        employmentType: 'PART_TIME',
        url: `${exampleOrigin}${path}?lang=${language}`,
        jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
        baseSalary: { currency: 'EUR', value: { value: bike.pay!.amount, unitText: 'HOUR' } },
        directApply: true,
      })
      await expectNoAxeViolations(page)
    })

    test("the closed job's page says, without JavaScript, that it is closed and where the open ones are", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(at(jobPagePath(scooter.id), language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(scooter.title[language])
      await expect(page.getByRole('heading', { name: t.jobs.closed.title() })).toBeVisible()
      await expect(
        page.getByText(t.jobs.closed.text({ date: companyDate(scooter.validThrough!, language) })),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByRole('link', { name: t.jobs.allJobs() }).first(),
      ).toHaveAttribute('href', withLang(pagePaths.jobs, language))
      await expect(page.getByRole('heading', { name: t.jobs.apply.heading() })).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      expect(await jsonLdOfType(page, 'JobPosting')).toEqual([])
      // An open job's page states its last day, which is all a page without JavaScript can say.
      await page.goto(at(jobPagePath(bike.id), language))
      await expect(page.getByRole('main')).toContainText(companyDate(bike.validThrough!, language))
      await context.close()
    })

    test("an open job's page says it is closed once the visitor's day is past its last day", async ({
      page,
    }) => {
      await page.clock.setFixedTime(noonOf(11))
      await openPage(page, at(jobPagePath(bike.id), language))
      await expect(page.getByRole('heading', { name: t.jobs.closed.title() })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.jobs.apply.heading() })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.getByRole('main').getByRole('link', { name: t.jobs.allJobs() }).first().click()
      // The jobs page, on the same day, lists the car job alone.
      const list = page.getByRole('region', { name: t.jobs.open() }).getByRole('listitem')
      await expect(list).toHaveCount(1)
      await expect(list.getByRole('link')).toHaveText(car.title[language])
    })

    test('with no job open, the jobs page says so and how to apply all the same', async ({
      page,
    }) => {
      await page.clock.setFixedTime(noonOf(21))
      await openPage(page, at(pagePaths.jobs, language))
      const jobs = page.getByRole('region', { name: t.jobs.open() })
      await expect(jobs.getByText(t.jobs.none())).toBeVisible()
      await expect(jobs.getByRole('listitem')).toHaveCount(0)
      const apply = page.getByRole('region', { name: t.jobs.speculative.heading() })
      await expect(apply.getByText(t.jobs.speculative.text())).toBeVisible()
      await expect(apply.locator('a[href^="tel:"]')).toHaveAttribute(
        'href',
        `tel:${dialNumber(example.phone)}`,
      )
      await expectNoAxeViolations(page)
    })

    test("every Tab stop of a job's page shows where focus is", async ({ page }) => {
      await page.setViewportSize(language === 'de' ? viewports.mobile : viewports.desktop)
      await openPage(page, at(jobPagePath(car.id), language))
      // From the page's content on, as the skip link leads there: focus.spec.ts sweeps the header.
      await page.getByRole('main').focus()
      const stops = await tabThroughCheckingFocus(page)
      expect(stops, 'Tab stops checked').toBeGreaterThan(5)
      await openPage(page, at(pagePaths.jobs, language))
      await tabUntilFocused(page, page.getByRole('link', { name: car.title[language] }))
      expect(await expectVisibleFocus(page, 'a job of the list')).toBe(true)
    })
  })
}
