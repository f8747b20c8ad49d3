/**
 * What turns a restaurant owner's visit into a call or an inquiry, on the site as it goes live (the
 * filled-in example, built for production): a call one tap away in the first screen of every page,
 * every phone number in one style and on one line, the facts that make the firm trustworthy taken
 * from its data alone, the form early on a phone, and the stored language painted first.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'

import { dialNumber } from '@/config/companyFacts'
import { company as example } from '@/config/examples/company'
import {
  inquiryFields,
  inquiryTypedFields,
  type TypedFieldDeclaration,
} from '@/config/inquiryFields'
import { permitSectionId } from '@/content/imprint'
import { phoneDisplays } from '@/publish/phoneDisplay'
import { weeklyHoursEntries } from '@/shared/companyText'

import {
  buildExampleSite,
  buildForProduction,
  copyProjectWithExample,
  writeCompanyData,
} from '../scripts/lib/exampleSite.ts'
import { waitForApp } from './support/app'
import { startSiteServer, type OwnServer } from './support/ownServer'
import { languages, sitePages, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

/** Every phone number of the example as the pages must show it. */
const displays = phoneDisplays(example)
const phoneShown = displays[example.phone as string]!
const callbackShown = displays[example.callbackPhone as string]!
const callTarget = `tel:${dialNumber(example.phone)}`

let site = ''
let server: OwnServer
test.beforeAll(async () => {
  // A whole production build: slow on a busy machine.
  test.setTimeout(300_000)
  site = buildExampleSite()
  server = await startSiteServer(site)
})
test.afterAll(() => server.child.kill())

const address = (path: string, language: Language) => `${server.url}${withLang(path, language)}`

async function newPage(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? viewports.mobile.height : viewports.desktop.height },
    javaScriptEnabled,
  })
  return context.newPage()
}

/** The `tel:` links a visitor sees without scrolling. */
function visibleCallLinksInFirstScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          getComputedStyle(link).visibility === 'visible'
        )
      })
      .map((link) => link.href),
  )
}

for (const javaScriptEnabled of [true, false])
  for (const width of [viewports.mobile.width, viewports.desktop.width])
    test(`every page offers a call in its first screen at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
    }) => {
      const page = await newPage(browser, width, javaScriptEnabled)
      for (const language of languages)
        for (const { path } of sitePages) {
          await page.goto(address(path, language))
          expect(await visibleCallLinksInFirstScreen(page), `${path} ${language}`).toContain(
            callTarget,
          )
        }
      await page.context().close()
    })

for (const width of [320, viewports.mobile.width])
  test(`every phone number is in one style and on one line at ${width} px`, async ({ browser }) => {
    const page = await newPage(browser, width, true)
    for (const language of languages)
      for (const { path } of sitePages) {
        await page.goto(address(path, language))
        const numbers = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
            .filter((link) => link.getClientRects().length > 0)
            .map((link) => {
              const number = [...link.querySelectorAll('span')].find((span) =>
                /^\+\d/.test(span.textContent ?? ''),
              )
              return {
                text: number?.textContent ?? '',
                lines: number ? number.getClientRects().length : 0,
                height: number?.getBoundingClientRect().height ?? 0,
                lineHeight: number ? parseFloat(getComputedStyle(number).lineHeight) : 0,
              }
            })
            // The header's compact button shows the number only from the `xl` width on.
            .filter(({ height }) => height > 0),
        )
        for (const number of numbers) {
          expect([phoneShown, callbackShown], `${path} ${language}`).toContain(number.text)
          expect(number.lines, `${number.text} on ${path}`).toBe(1)
          expect(number.height, `${number.text} on ${path}`).toBeLessThanOrEqual(
            number.lineHeight * 1.5,
          )
        }
        expect(numbers.length, `${path} ${language}`).toBeGreaterThan(0)
      }
    await page.context().close()
  })

test('the header’s call control is named with the number on a phone and shows it on a desktop', async ({
  browser,
}) => {
  for (const [width, showsNumber] of [
    [viewports.mobile.width, false],
    [viewports.desktop.width, true],
  ] as const) {
    const page = await newPage(browser, width, false)
    for (const language of languages) {
      await page.goto(address('/about', language))
      const call = page
        .getByRole('banner')
        .getByRole('link', { name: texts[language].callUs.linkName({ phone: phoneShown }) })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', callTarget)
      await expect(call).toHaveText(showsNumber ? phoneShown : '', { useInnerText: true })
    }
    await page.context().close()
  }
})

for (const language of languages)
  test(`the phone, its hours and the e-mail address are in the menu and the footer (${language})`, async ({
    browser,
  }) => {
    const t = texts[language]
    const hours = `${t.callUs.hours()} ${weeklyHoursEntries(example.phoneHours!, t.callUs).join(', ')}`
    const page = await newPage(browser, viewports.mobile.width, true)
    await page.goto(address('/', language))
    await waitForApp(page)
    await page.getByRole('button', { name: t.navigation.openMenu() }).click()
    const menu = page.getByRole('dialog')
    await expect(
      menu.getByRole('link', { name: t.callUs.linkName({ phone: phoneShown }) }),
    ).toHaveAttribute('href', callTarget)
    await expect(menu).toContainText(hours)
    await page.keyboard.press('Escape')
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByRole('link', { name: t.callUs.linkName({ phone: phoneShown }) }),
    ).toHaveAttribute('href', callTarget)
    await expect(
      footer.getByRole('link', { name: example.contactEmail as string }),
    ).toHaveAttribute('href', `mailto:${example.contactEmail as string}`)
    await page.context().close()
  })

for (const language of languages)
  test(`the home and services pages state the permit and link to the imprint’s statement (${language})`, async ({
    page,
  }) => {
    const t = texts[language].trust
    for (const path of ['/', '/services']) {
      await page.goto(address(path, language))
      const main = page.getByRole('main')
      await expect(main).toContainText(t.permit())
      const link = main.getByRole('link', { name: t.permitLink() })
      await expect(link).toHaveAttribute(
        'href',
        `${withLang('/imprint', language)}#${permitSectionId}`,
      )
    }
    await page.getByRole('main').getByRole('link', { name: t.permitLink() }).click()
    await expect(page.locator(`#${permitSectionId}`)).toContainText(
      texts[language].imprint.permitHeading(),
    )
    await expect(page.locator(`#${permitSectionId}`)).toBeInViewport()
  })

for (const language of languages)
  test(`the facts the data states are shown, and who runs the company (${language})`, async ({
    page,
  }) => {
    const t = texts[language]
    await page.goto(address('/', language))
    const main = page.getByRole('main')
    await expect(main).toContainText(t.trust.founded({ year: example.foundedYear! }))
    await expect(main).toContainText(t.trust.drivers({ count: example.driversOnTeam! }))
    await expect(main).toContainText(
      t.trust.answerInPhoneHours({ hours: example.inquiryAnswerHours! }),
    )
    // The example names no clients and has no testimonials: neither is shown.
    await expect(main).not.toContainText(t.trust.clients())
    await expect(page.getByRole('heading', { name: t.home.testimonials.heading() })).toHaveCount(0)

    await page.goto(address('/about', language))
    const profile = page.getByRole('region', { name: t.about.company.heading() })
    const directors = example.legal.form === 'GmbH' ? example.legal.managingDirectors : []
    for (const director of directors) await expect(profile).toContainText(director as string)
    await expect(profile).toContainText(t.about.company.managingDirectors())
  })

test('the structured data states the phone hours', async ({ page }) => {
  await page.goto(address('/', 'de'))
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(organization.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (day) => `https://schema.org/${day}`,
      ),
      opens: '08:00',
      closes: '20:00',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '10:00',
      closes: '16:00',
    },
  ])
})

for (const language of languages)
  test(`on a phone the contact page’s form starts within two screens, the address once (${language})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, viewports.mobile.width, true)
    await page.goto(address('/contact', language))
    const form = page.getByRole('region', { name: texts[language].contact.form.heading() })
    const top = (await form.boundingBox())!.y
    expect(top).toBeLessThan(2 * viewports.mobile.height)
    const mainText = await page.getByRole('main').innerText()
    expect(mainText.split(example.address.street as string)).toHaveLength(2)
    await page.context().close()
  })

test('the form’s fields say their type and carry the server’s limits', async ({ page }) => {
  await page.goto(address('/contact', 'en'))
  const t = texts.en.contact.form
  const form = page.getByRole('region', { name: t.heading() })
  for (const field of inquiryTypedFields) {
    const { type, limit }: TypedFieldDeclaration = inquiryFields[field]
    const control = form.getByLabel(t[field](), { exact: false }).first()
    await expect(control).toHaveAttribute('maxlength', String(limit))
    if (type !== 'textarea') await expect(control).toHaveAttribute('type', type)
  }
})

for (const javaScriptEnabled of [true, false])
  test(`the confirmation says when the answer comes, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
  }) => {
    const t = texts.en
    const page = await newPage(browser, viewports.desktop.width, javaScriptEnabled)
    await page.goto(address('/contact', 'en'))
    if (javaScriptEnabled) await waitForApp(page)
    await page.getByLabel(t.contact.form.name()).fill('Aylin Test')
    await page
      .getByLabel(t.contact.form.email(), { exact: false })
      .first()
      .fill('aylin@restaurant-test.de')
    await page.getByLabel(t.contact.form.message()).fill('Two drivers for Friday evenings, please.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: t.contact.form.submit() }).click()
    await expect(page.getByText(texts.de.contact.form.success())).toBeVisible()
    await expect(page.getByRole('main')).toContainText(
      t.trust.answerInPhoneHours({ hours: example.inquiryAnswerHours! }),
    )
    await page.context().close()
  })

for (const path of ['/about', '/services'])
  test(`with English stored, no frame of ${path} is painted in German`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: viewports.mobile })
    const frames: { language: string; heading: string | null; shown: boolean }[] = []
    await context.exposeBinding('recordFrame', (_source, frame: (typeof frames)[number]) => {
      frames.push(frame)
    })
    // Runs in every document before its own scripts: one record per animation frame, that is,
    // per frame the browser is about to paint.
    await context.addInitScript(() => {
      const record = () => {
        const shown = !!document.body && getComputedStyle(document.body).visibility !== 'hidden'
        void (window as unknown as { recordFrame: (frame: object) => void }).recordFrame({
          language: document.documentElement.lang,
          heading: document.querySelector('h1')?.textContent ?? null,
          shown,
        })
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    const page = await context.newPage()
    await page.goto(address('/', 'en'))
    // The example's own key (src/shared/language.ts names it after the company's slug).
    await page.evaluate((key) => localStorage.setItem(key, 'en'), `${example.slug}-language`)
    frames.length = 0
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
    await expect(page).toHaveURL(`${server.url}${withLang(path, 'en')}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const heading = sitePages.find((candidate) => candidate.path === path)!.h1('en')
    await expect
      .poll(() => frames.some((frame) => frame.heading === heading && frame.shown))
      .toBe(true)
    expect(
      frames.filter((frame) => frame.language === 'de' && frame.shown && frame.heading !== null),
    ).toEqual([])
    await context.close()
  })

test('a production build refuses a malformed phone time, naming the field', async () => {
  const copy = copyProjectWithExample()
  writeCompanyData(copy, {
    ...example,
    phoneHours: [{ days: ['mo'], opens: '8 Uhr', closes: '18:00' }],
  })
  const build = buildForProduction(copy)
  expect(build.status).not.toBe(0)
  expect(build.stderr).toContain('src/config/company.ts: phoneHours[0].opens: "8 Uhr"')
})

test.describe('the company’s own photo, where its data has one', () => {
  let photoSite: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    const copy = copyProjectWithExample()
    // A drawn stand-in for the owner's photo: 1600 × 1000 pixels, as a camera's JPEG would come.
    const { default: sharp } = await import('sharp')
    mkdirSync(join(copy, 'src/config/photos'), { recursive: true })
    await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 15, g: 102, b: 91 } },
    })
      .jpeg()
      .toFile(join(copy, 'src/config/photos/team.jpg'))
    writeCompanyData(copy, { ...example, photo: { file: 'team.jpg', alt: photoAlt } })
    const build = buildForProduction(copy)
    expect(build.status, build.stderr).toBe(0)
    photoSite = await startSiteServer(copy)
  })
  test.afterAll(() => photoSite.child.kill())

  const photoAlt = {
    de: 'Unser Team mit seinen Lastenrädern vor dem Büro',
    en: 'Our team with its cargo bikes outside the office',
  }

  for (const width of [viewports.mobile.width, viewports.desktop.width])
    test(`the hero shows it in a modern format at the size the screen needs, with nothing moving (${width} px)`, async ({
      browser,
    }) => {
      const page = await newPage(browser, width, true)
      const images: { url: string; type: string }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image')
          images.push({ url: response.url(), type: response.headers()['content-type'] ?? '' })
      })
      await page.addInitScript(() => {
        Object.assign(window, { layoutShift: 0 })
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries())
            (window as unknown as { layoutShift: number }).layoutShift += (
              entry as unknown as { value: number }
            ).value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`${photoSite.url}${withLang('/', 'en')}`)
      const photo = page.getByRole('img', { name: photoAlt.en })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveJSProperty('complete', true)
      await expect(photo).toHaveAttribute('width', '1600')
      await expect(photo).toHaveAttribute('height', '1000')
      const loaded = images.filter(({ url }) => url.includes('/assets/photo-'))
      expect(loaded).toHaveLength(1)
      expect(loaded[0]!.type).toBe('image/avif')
      // The width chosen for this screen, not the largest there is.
      const chosen = Number(/-(\d+)\.avif$/.exec(loaded[0]!.url)?.[1])
      expect(chosen).toBeLessThanOrEqual(width < 800 ? 960 : 1440)
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBe(0)
      await page.context().close()
    })
})
