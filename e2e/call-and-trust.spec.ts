/**
 * What turns a restaurant owner's visit into a call or an inquiry, on the site as it goes live (the
 * filled-in example, built for production): a call that says so in the first screen of every page,
 * every phone number in one style and on one line, the facts that make the firm trustworthy taken
 * from its data alone and nothing the data does not back, the form early on a phone, a
 * confirmation that stays, and the stored language painted first.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'

import { dialNumber } from '@/config/companyFacts'
import { company as example } from '@/config/examples/company'
import type { FieldDeclaration, ValueKind } from '@/config/fieldKinds'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { features } from '@/content/home'
import { permitSectionId } from '@/content/imprint'
import { phoneDisplays } from '@/publish/phoneDisplay'
import { featureCard, homeTile, leadTime, longTermOffering } from '@/shared/companyClaims'
import { weeklyHoursEntries } from '@/shared/companyText'

import {
  buildExampleSite,
  buildForProduction,
  copyProjectWithExample,
  writeCompanyData,
} from '../scripts/lib/exampleSite.ts'
import { waitForApp } from './support/app'
import { axeViolations } from './support/axe'
import { contactForm } from './support/locators'
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

async function newPage(
  browser: Browser,
  width: number,
  javaScriptEnabled: boolean,
  height: number = width < 800 ? viewports.mobile.height : viewports.desktop.height,
) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled })
  return context.newPage()
}

/** The `tel:` links a visitor sees without scrolling, with the words they show. */
function visibleCallLinksInFirstScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.bottom > 0 &&
          box.bottom <= window.innerHeight &&
          getComputedStyle(link).visibility === 'visible'
        )
      })
      .map((link) => ({ href: link.href, shows: link.innerText.replace(/\s+/g, ' ').trim() })),
  )
}

/** A phone's first screens, the smallest too, and a desktop's. */
const firstScreens: { width: number; height: number }[] = [
  { width: 320, height: 568 },
  viewports.mobile,
  { width: 320, height: viewports.mobile.height },
  viewports.desktop,
]

for (const javaScriptEnabled of [true, false])
  for (const { width, height } of firstScreens)
    test(`every page offers a call that says so in its first screen at ${width}×${height} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
    }) => {
      const page = await newPage(browser, width, javaScriptEnabled, height)
      for (const language of languages)
        for (const { path } of sitePages) {
          await page.goto(address(path, language))
          // Words a visitor reads: "Anrufen" / "Call" or the number, not an icon alone.
          const readable = [texts[language].callUs.short(), phoneShown]
          expect(
            (await visibleCallLinksInFirstScreen(page)).filter(
              ({ href, shows }) => href === callTarget && readable.includes(shows),
            ),
            `${path} ${language}`,
          ).not.toEqual([])
        }
      await page.context().close()
    })

for (const javaScriptEnabled of [true, false])
  test(`on a phone the home page shows the number, its hours and the permit in its first screen, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
  }) => {
    const page = await newPage(browser, viewports.mobile.width, javaScriptEnabled)
    for (const language of languages) {
      const t = texts[language]
      await page.goto(address('/', language))
      const main = page.getByRole('main')
      const parts = {
        number: main.getByRole('link', { name: t.callUs.linkName({ phone: phoneShown }) }).first(),
        hours: main.getByText(t.callUs.hours(), { exact: false }).first(),
        permit: main.getByText(t.trust.permit(), { exact: false }).first(),
      }
      for (const [part, locator] of Object.entries(parts)) {
        const box = (await locator.boundingBox())!
        expect(box.y + box.height, `${part} (${language})`).toBeLessThanOrEqual(
          viewports.mobile.height,
        )
      }
    }
    await page.context().close()
  })

test('every closing band that asks a visitor to get in touch offers the call beside the link', async ({
  browser,
}) => {
  const page = await newPage(browser, viewports.mobile.width, false)
  for (const language of languages) {
    const t = texts[language]
    for (const [path, band] of [
      ['/', t.home.cta],
      ['/services', t.services.cta],
      ['/about', t.about.cta],
    ] as const) {
      await page.goto(address(path, language))
      const region = page.getByRole('region', { name: band.title() })
      await expect(region.getByRole('link', { name: band.button() })).toHaveAttribute(
        'href',
        withLang('/contact', language),
      )
      await expect(
        region.getByRole('link', { name: t.callUs.linkName({ phone: phoneShown }) }),
      ).toHaveAttribute('href', callTarget)
    }
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

test('the header’s call control says "Anrufen" on a phone and shows the number on a desktop, beside the name on one line', async ({
  browser,
}) => {
  for (const [width, showsNumber] of [
    [viewports.mobile.width, false],
    [viewports.desktop.width, true],
  ] as const) {
    const page = await newPage(browser, width, false)
    for (const language of languages) {
      await page.goto(address('/about', language))
      const header = page.getByRole('banner')
      const call = header.getByRole('link', {
        name: texts[language].callUs.linkName({ phone: phoneShown }),
      })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', callTarget)
      await expect(call).toHaveText(showsNumber ? phoneShown : texts[language].callUs.short(), {
        useInnerText: true,
      })
      const name = header.getByText(example.name as string, { exact: true })
      const lines = await name.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines, `the company's name at ${width} px (${language})`).toBe(1)
    }
    await page.context().close()
  }
})

for (const path of ['/services', '/about'])
  test(`on a desktop ${path} has the call in its hero’s right half`, async ({ browser }) => {
    const page = await newPage(browser, viewports.desktop.width, false)
    for (const language of languages) {
      await page.goto(address(path, language))
      const call = page
        .getByRole('main')
        .getByRole('link', { name: texts[language].callUs.linkName({ phone: phoneShown }) })
        .first()
      const box = (await call.boundingBox())!
      expect(box.x, language).toBeGreaterThan(viewports.desktop.width / 2)
      expect(box.y + box.height, language).toBeLessThanOrEqual(viewports.desktop.height)
    }
    await page.context().close()
  })

test('/about states the company’s facts before its mission, in a grid without holes', async ({
  browser,
}) => {
  for (const width of [viewports.mobile.width, viewports.desktop.width]) {
    const page = await newPage(browser, width, false)
    for (const language of languages) {
      const t = texts[language].about
      await page.goto(address('/about', language))
      const facts = page.getByRole('region', { name: t.company.heading() })
      const mission = page.getByRole('heading', { name: t.mission.title() })
      expect((await facts.boundingBox())!.y).toBeLessThan((await mission.boundingBox())!.y)
      // Every row of cards reaches the grid's right edge: no card is missing at a row's end.
      const rows = await facts.locator('dl').evaluate((grid) => {
        const right = grid.getBoundingClientRect().right
        const ends = new Map<number, number>()
        for (const card of grid.children) {
          const box = card.getBoundingClientRect()
          ends.set(Math.round(box.top), Math.max(ends.get(Math.round(box.top)) ?? 0, box.right))
        }
        return [...ends.values()].map((end) => Math.round(right - end))
      })
      expect(rows, `${width} px, ${language}`).toEqual(rows.map(() => 0))
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
    // What the example says its drivers are trained in, how soon they start, how it bills and
    // that they drive around the clock (the site's own sentences, built from the example).
    for (const { id } of features)
      await expect(main).toContainText(featureCard(id, language, example)!.text)
    await expect(main).toContainText(homeTile('hours', language, example)!.text)
    await expect(main).toContainText(
      t.home.hero.promise.heading({ time: leadTime(language, example)! }),
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
  // The input type of each kind that has a length limit (every kind: DeclaredField.test.tsx).
  const inputTypes = { text: 'text', email: 'email', phone: 'tel', longText: undefined }
  for (const field of inquiryValueFields) {
    const declared: FieldDeclaration<ValueKind> = inquiryForm.fields[field]
    if (!('limit' in declared)) continue
    const control = form.getByLabel(t[field](), { exact: false }).first()
    await expect(control).toHaveAttribute('maxlength', String(declared.limit))
    const type = inputTypes[declared.kind]
    if (type) await expect(control).toHaveAttribute('type', type)
  }
})

/** Sends the form as a visitor would, in `language`. */
async function sendInquiry(page: Page, language: Language) {
  const form = contactForm(page, language)
  await form.name.fill('Aylin Test')
  await form.email.fill('aylin@restaurant-test.de')
  await form.message.fill('Two drivers for Friday evenings, please.')
  await form.consent.check()
  await form.submit.click()
}

for (const language of languages)
  test(`after sending, a confirmation of what arrived stays beside the 3-second success text (${language})`, async ({
    browser,
  }) => {
    const t = texts[language]
    const page = await newPage(browser, viewports.mobile.width, true)
    await page.goto(address('/contact', language))
    await waitForApp(page)
    await sendInquiry(page, language)
    await expect(page.getByText(texts.de.contact.form.success())).toBeVisible()
    const confirmation = page.getByText(t.inquiryReceived.arrived()).locator('..')
    await expect(confirmation).toBeFocused()
    // Well after the success text has gone and the fields are empty, it is still there.
    await expect(page.getByText(texts.de.contact.form.success())).toBeHidden({ timeout: 6_000 })
    await expect(contactForm(page, language).name).toHaveValue('')
    await page.waitForTimeout(2_000)
    await expect(confirmation).toBeVisible()
    await expect(confirmation).toContainText(
      t.inquiryReceived.replyTo({ name: 'Aylin Test', email: 'aylin@restaurant-test.de' }),
    )
    await expect(confirmation).toContainText(
      t.trust.answerInPhoneHours({ hours: example.inquiryAnswerHours! }),
    )
    await expect(confirmation.getByRole('link', { name: phoneShown })).toHaveAttribute(
      'href',
      callTarget,
    )
    await page.context().close()
  })

for (const language of languages)
  test(`without JavaScript the page after sending says once when the answer comes (${language})`, async ({
    browser,
  }) => {
    const t = texts[language]
    const page = await newPage(browser, viewports.mobile.width, false)
    await page.goto(address('/contact', language))
    await sendInquiry(page, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.inquiryReceived.title())
    const main = await page.getByRole('main').innerText()
    const promise = t.trust.answerInPhoneHours({ hours: example.inquiryAnswerHours! })
    expect(main.replace(/\s+/g, ' ').split(promise.replace(/\s+/g, ' '))).toHaveLength(2)
    expect(main).not.toContain(t.trust.answerSoon())
    await page.context().close()
  })

test('a firm that leases its drivers promises no placement and no permanence on any page', async ({
  request,
}) => {
  expect(longTermOffering(example)).toBe('assignment')
  const unbacked = /vermittl|dauerhaft|placement|permanent/i
  for (const language of languages)
    for (const path of [...sitePages.map((page) => page.path), '/inquiry-received']) {
      // The whole document: text, title, description, social tags and structured data.
      const html = await (await request.get(address(path, language))).text()
      expect(html.match(unbacked), `${path} (${language})`).toBeNull()
    }
  for (const language of languages) {
    const html = await (await request.get(address('/services', language))).text()
    expect(html).toContain(texts[language].services.longTerm.assignment.title())
  }
})

test('what the data fills in is accessible: axe finds nothing on the pages and the confirmation', async ({
  browser,
}) => {
  for (const [language, viewport] of [
    ['de', viewports.mobile],
    ['en', viewports.desktop],
  ] as const) {
    const page = await newPage(browser, viewport.width, true, viewport.height)
    // The legal pages hold no claim; e2e/accessibility.spec.ts checks every page of the preview.
    for (const path of ['/', '/services', '/about', '/contact']) {
      await page.goto(address(path, language))
      expect(await axeViolations(page), `${path} (${language})`).toEqual([])
    }
    await page.goto(address('/contact', language))
    await waitForApp(page)
    await sendInquiry(page, language)
    await expect(
      page.getByText(texts[language].inquiryReceived.arrived()).locator('..'),
    ).toBeFocused()
    expect(await axeViolations(page), `the confirmation (${language})`).toEqual([])
    await page.goto(address('/inquiry-received', language))
    expect(await axeViolations(page), `/inquiry-received (${language})`).toEqual([])
    await page.context().close()
  }
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
