/**
 * Going live (docs/go-live.md): a production build of the repository as it is refuses to build and
 * names every placeholder; so does the filled-in example (src/config/examples/company.ts) copied
 * unchanged, naming its made-up facts. Built by the switch that lifts only that check, as the tests
 * and the benchmark build it, it builds, and its pages state exactly what its data holds, with none
 * of a preview's marks.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { socialNetworks } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { requestLogFields, serverLogRetentionDays } from '@/shared/serverLogs'

import {
  buildExampleSite,
  buildForProduction,
  companyFile,
  copyProjectWithExample,
  exampleOrigin,
} from '../scripts/lib/exampleSite.ts'
import {
  fieldPaths,
  optionalFields,
  withField,
  withoutField,
} from '../tests/publish/checks/companyDataVariants.ts'
import { expectImprintStates } from './support/legalPages'
import { expectContactLink } from './support/locators'
import { startSiteServer, type OwnServer } from './support/ownServer'
import { languages, previewBuild, sitePages, texts, withLang } from './support/site'
import { expect, test } from './support/test'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('a production build of the repository as it is fails and names every placeholder', () => {
  const build = spawnSync(process.execPath, ['scripts/build.ts'], {
    env: { ...process.env, VITE_SITE_ORIGIN: exampleOrigin, SITE_PREVIEW: '' },
    encoding: 'utf8',
  })
  expect(build.status).not.toBe(0)
  for (const field of [
    'name',
    'slug',
    'address.street',
    'phone',
    'callbackPhone',
    'contactEmail',
    'legalEmail',
    'workerLeasingPermit.validUntil',
    'hosting.processesDataIn',
    'mailProvider.processesDataIn',
    'socialProfiles[0]',
    'testimonials[0]',
    'jobs[0]',
  ])
    expect(build.stderr).toContain(`src/config/company.ts: ${field}: `)
  const withoutOrigin = spawnSync(process.execPath, ['scripts/build.ts'], {
    env: { ...process.env, VITE_SITE_ORIGIN: 'https://www.example.com', SITE_PREVIEW: '' },
    encoding: 'utf8',
  })
  expect(withoutOrigin.stderr).toContain('VITE_SITE_ORIGIN: "https://www.example.com" is not')
})

test.describe('the filled-in example with one thing wrong, built for production', () => {
  let site = ''
  test.beforeAll(() => {
    site = copyProjectWithExample()
  })
  /** The build's complaint about the file written so. */
  const buildWithFile = (text: string, environment: Record<string, string> = {}) => {
    writeFileSync(join(site, 'src/config/company.ts'), text)
    return buildForProduction(site, environment)
  }
  const buildWith = (data: CompanyData) => buildWithFile(companyFile(data))

  test('fails for the example copied unchanged, naming each of its made-up facts', () => {
    const build = buildWithFile(companyFile(example), { ALLOW_FICTITIOUS_EXAMPLE_COMPANY: '' })
    expect(build.status).not.toBe(0)
    for (const field of [
      'name',
      'address.street',
      'phone',
      'legalEmail',
      'vatId',
      'mailProvider.name',
    ])
      expect(build.stderr).toMatch(
        new RegExp(
          `^ {2}src/config/company\\.ts: ${field.replace('.', '\\.')}: still the example's "`,
          'm',
        ),
      )
    expect(build.stderr).toContain(
      `src/config/company.ts: address.street: still the example's "Musterstraße 12" (src/config/examples/company.ts): write your own`,
    )
  })

  test('fails for a mistake in how the file is written, naming the line and column, without a stack trace', () => {
    const lines = companyFile(example).split('\n')
    const slugLine = lines.findIndex((line) => line.startsWith('  "slug":'))
    lines[slugLine] = lines[slugLine]!.replace(/,$/, '')
    const build = buildWithFile(lines.join('\n'))
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain(
      `src/config/company.ts:${slugLine + 2}:3: ',' expected (is the comma missing at the end of line ${slugLine + 1}?)`,
    )
    expect(build.stderr).toContain(`${slugLine + 1} |   "slug": "fahrerdienst-spree"\n`)
    expect(build.stderr).not.toMatch(/^\s+at |node:internal|SyntaxError/m)
  })

  // Every required field is refused by the check itself (tests/publish/checks/companyDataCheck.test.ts);
  // here the build refuses one of the top level, one in a group and one of the permit.
  test('fails for a required field of the filled-in example deleted, naming it', () => {
    const required = fieldPaths(example).filter((path) => !optionalFields.includes(path))
    const deleted = ['legalEmail', 'address.street', 'workerLeasingPermit.authority']
    expect(required).toEqual(expect.arrayContaining(deleted))
    for (const path of deleted) {
      const build = buildWith(withoutField(example, path))
      expect(build.status, path).not.toBe(0)
      expect(build.stderr, path).toContain(`src/config/company.ts: ${path}: missing`)
    }
  })

  test('fails for the legal form written twice, and says how to write the name', () => {
    const build = buildWith(withField(example, 'name', 'Fahrerwerk Berlin G.m.b.H.'))
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain(
      `src/config/company.ts: name: "Fahrerwerk Berlin G.m.b.H." contains the legal form "G.m.b.H."`,
    )
    expect(build.stderr).toContain("write for example  name: 'Fahrerdienst Spree',")
  })

  for (const [what, path, value, message] of [
    [
      'a VAT id whose check digit does not fit',
      'vatId',
      'DE345678901',
      'vatId: "DE345678901" is no German VAT id: its last digit, the check digit, does not fit the others',
    ],
    [
      'a phone number too short',
      'phone',
      '+49 30 555',
      'phone: "+49 30 555" is too short: it has 7 digits with the country code (+49), a phone number at least 8',
    ],
    [
      'the EU dispute notice switched on',
      'showEuDisputeResolutionNotice',
      true,
      'showEuDisputeResolutionNotice: the EU dispute resolution platform closed on 2025-07-20',
    ],
    [
      'a worker-leasing permit that has ended',
      'workerLeasingPermit.validUntil',
      '2025-02-28',
      'workerLeasingPermit.validUntil: the permit ended on 2025-02-28',
    ],
  ] as const)
    test(`fails for ${what}, and says what is wrong`, () => {
      const build = buildWith(withField(example, path, value))
      expect(build.status).not.toBe(0)
      expect(build.stderr).toContain(`src/config/company.ts: ${message}`)
    })
})

test('a preview says so on every page, visibly, and keeps search engines out', async ({
  page,
  request,
}) => {
  test.skip(!previewBuild, 'the build under test is a production build')
  for (const language of languages)
    for (const { path } of sitePages) {
      await page.goto(withLang(path, language))
      await expect(page.getByText(texts[language].footer.previewNotice())).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    }
  expect(await (await request.get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n')
})

test.describe('the filled-in example, built for production', () => {
  let site = ''
  let server: OwnServer
  test.beforeAll(async () => {
    // A whole production build: slow on a busy machine.
    test.setTimeout(300_000)
    site = buildExampleSite()
    server = await startSiteServer(site)
  })
  test.afterAll(() => server.child.kill())

  for (const language of ['de', 'en'] as const) {
    test(`states its legal form, representatives, register entry and permit (${language})`, async ({
      page,
    }) => {
      await page.goto(`${server.url}${withLang('/imprint', language)}`)
      const main = page.getByRole('main')
      await expectImprintStates(main, example, language)
      await expectContactLink(main, { value: example.phone, kind: 'tel', language })
      await expectContactLink(main, { value: example.legalEmail, kind: 'mailto', language })
    })
  }

  test('links the social profiles it lists, shows no testimonials and no preview notice', async ({
    page,
  }) => {
    await page.goto(`${server.url}${withLang('/', 'en')}`)
    const footer = page.getByRole('contentinfo')
    const profiles = footer.locator('a[target="_blank"]')
    await expect(profiles).toHaveCount(example.socialProfiles.length)
    for (const [index, profile] of example.socialProfiles.entries()) {
      await expect(profiles.nth(index)).toHaveAttribute('href', profile.url)
      await expect(profiles.nth(index)).toContainText(socialNetworks[profile.network].name)
    }
    await expect(
      page.getByRole('heading', { name: texts.en.home.testimonials.heading() }),
    ).toHaveCount(0)
    await expect(footer).not.toContainText(texts.en.footer.previewNotice())
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${exampleOrigin}/?lang=en`,
    )
  })

  test('names its providers, that neither takes data out of the EU, and its privacy address in the privacy policy', async ({
    page,
  }) => {
    await page.goto(`${server.url}${withLang('/privacy', 'de')}`)
    const main = page.getByRole('main')
    const t = texts.de.privacy
    await expect(main).toContainText(example.hosting.provider as string)
    await expect(main).toContainText(example.mailProvider.name as string)
    await expect(main.getByRole('heading', { name: `5. ${t.transfer.title()}` })).toBeVisible()
    await expect(main).toContainText(t.transfer.text())
    await expect(main).toContainText(t.officer.none())
    await expectContactLink(main, { value: example.privacyEmail!, kind: 'mailto', language: 'de' })
  })

  for (const language of ['de', 'en'] as const) {
    test(`says in its privacy policy what the server logs, for how long, and how long copies are kept (${language})`, async ({
      page,
    }) => {
      await page.goto(`${server.url}${withLang('/privacy', language)}`)
      const t = texts[language].privacy
      const logs = page.getByRole('heading', { name: t.serverLogs.title() }).locator('..')
      for (const field of requestLogFields)
        await expect(logs).toContainText(t.serverLogs.fields[field]())
      await expect(logs).toContainText(`${serverLogRetentionDays}`)
      const main = page.getByRole('main')
      await expect(main).toContainText(
        t.contactForm.copies({ mailboxDays: example.inquiryCopies.mailboxDays }),
      )
      await expect(main).toContainText(
        t.contactForm.backups({ backupDays: example.inquiryCopies.backupDays }),
      )
      await expect(page.getByRole('heading', { name: t.rights.objectionTitle() })).toBeVisible()
    })

    test(`shows its service area and address where a preview has the map placeholder (${language})`, async ({
      page,
    }) => {
      await page.goto(`${server.url}${withLang('/contact', language)}`)
      const area = page.getByRole('figure')
      await expect(area).toContainText(texts[language].contact.serviceArea.text())
      await expect(area).toContainText(example.address.street as string)
      await expect(area).not.toContainText(texts[language].contact.map.label())
      await expect(area.getByRole('link')).toHaveCount(0)
    })
  }

  test('writes the server’s cron jobs with the backup retention the privacy policy states', () => {
    const cron = readFileSync(join(site, 'dist/cron/site'), 'utf8')
    expect(cron).toContain(`-mtime +${example.inquiryCopies.backupDays - 1} -delete`)
    expect(cron).toContain(`MAILTO=${example.contactEmail as string}`)
    expect(readFileSync(join(site, 'dist/caddy/Caddyfile'), 'utf8')).toMatch(
      /^fahrerdienst-spree-beispiel\.de \{ # other\n\tredir https:\/\/www\.fahrerdienst-spree-beispiel\.de\{uri\} permanent$/m,
    )
  })

  test('lets search engines in, and lists its pages on its own origin', () => {
    const client = join(site, 'dist/client')
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${exampleOrigin}/sitemap.xml`,
    )
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>${exampleOrigin}/services?lang=en</loc>`,
    )
  })
})
