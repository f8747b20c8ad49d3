import { cleanup, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import type { CompanyData, DataLocation } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { fieldNamesOfForm, forms, valueFieldsOfForm } from '@/config/forms'
import { inquiryFieldNames, inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { additionalPrivacySections, numberedPrivacySections } from '@/content/privacy'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'
import { ContactForm } from '@/components/sections/ContactForm'
import { readInquiry } from '@/server/inquiries/readInquiry'
import { fieldText } from '@/shared/formTexts'
import { translators } from '@/shared/i18n'
import { languageCookieDays, languageCookieName, languages } from '@/shared/language'

import { filledInForm } from '../../config/filledInquiry'
import { renderWithRouter } from '../../renderWithRouter'

// The pages read the company data when they render: the repository's, unless a test puts other
// data in here first.
const shown = vi.hoisted(() => ({ company: {} as unknown, repository: {} as unknown }))
vi.mock('@/config/company', async (importOriginal) => {
  shown.repository = shown.company = (await importOriginal<{ company: CompanyData }>()).company
  return shown
})
beforeEach(() => {
  shown.company = shown.repository
})

/** Every heading in document order as `h<level> text`. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`)

/** The privacy policy's text for `data` in `language`. */
async function policyText(language: 'de' | 'en', data: CompanyData) {
  shown.company = data
  cleanup()
  await renderWithRouter(<PrivacyPolicy />, { path: `/privacy?lang=${language}` })
  return document.body.textContent ?? ''
}

const usa = { country: 'USA', safeguard: 'EU-US Data Privacy Framework' }
/** The example served by Netlify: a host without the Node server, so without forms. */
const exampleOnNetlify: CompanyData = {
  ...example,
  hosting: {
    setup: 'netlify',
    provider: 'Netlify, Inc., San Francisco',
    processesDataIn: usa,
    providerLogDays: 30,
  },
}
/** The example with its mail provider processing data `where`. */
const mailIn = (where: DataLocation, data: CompanyData = example): CompanyData => ({
  ...data,
  mailProvider: { name: 'Google Cloud EMEA Limited, Dublin', processesDataIn: where },
})

describe('PrivacyPolicy headings', () => {
  for (const [language, dictionary] of [
    ['de', de],
    ['en', en],
  ] as const) {
    it(`form an outline in ${language}: nine numbered h2 (the right to object an h3 of its own under the rights), then the unnumbered sections as h3 under an h2 of their own`, async () => {
      await renderWithRouter(<PrivacyPolicy />, { path: `/privacy?lang=${language}` })
      const t = dictionary.privacy
      expect(outline()).toEqual([
        `h1 ${t.title}`,
        ...numberedPrivacySections.flatMap((id, index) => [
          `h2 ${index + 1}. ${id === 'transfer' ? t.transfer.outsideEuTitle : t[id].title}`,
          ...(id === 'rights' ? [`h3 ${t.rights.objectionTitle}`] : []),
        ]),
        `h2 ${t.additionalHeading}`,
        ...additionalPrivacySections.map((id) => `h3 ${t[id].title}`),
      ])
    })
  }
})

describe('what the privacy policy says about third countries', () => {
  it('says there are none only when the host and the mail provider both declared the EU', async () => {
    for (const language of ['de', 'en'] as const) {
      const t = translators[language].privacy.transfer
      const text = await policyText(language, example)
      expect(text).toContain(`5. ${t.title()}`)
      expect(text).toContain(t.text())
      expect(text).not.toContain(t.noOther())
    }
  })

  it('names a mail provider in a third country, what it processes there and on which basis, in both languages', async () => {
    const data = mailIn(usa)
    expect(await policyText('de', data)).toContain(
      '5. Übermittlung in DrittländerUnser Hosting-Anbieter Beispiel-Rechenzentrum GmbH, Frankfurt am Main verarbeitet Daten nur in der Europäischen Union oder im Europäischen Wirtschaftsraum.' +
        'Unser E-Mail-Anbieter Google Cloud EMEA Limited, Dublin verarbeitet Daten auch in einem Drittland (USA): die Anfragen aus dem Kontaktformular, die uns per E-Mail erreichen, und E-Mails, die Sie uns schreiben, jeweils mit Ihrem Namen, Ihrer E-Mail-Adresse und dem Inhalt. Die Übermittlung dorthin stützt sich auf: EU-US Data Privacy Framework.' +
        'Andere Daten übermitteln wir nicht',
    )
    const text = await policyText('en', data)
    expect(text).toContain(
      'Our email provider Google Cloud EMEA Limited, Dublin also processes data in a third country (USA): the enquiries from the contact form that reach us by email, and emails you write to us',
    )
    expect(text).toContain('The transfer there rests on: EU-US Data Privacy Framework.')
    expect(text).not.toContain(en.privacy.transfer.title)
    expect(text).not.toContain(en.privacy.transfer.text)
  })

  it('names each provider’s own transfer: a host on Netlify without inquiries, a server of its own with them', async () => {
    const onNetlify = mailIn(usa, exampleOnNetlify)
    const t = en.privacy.transfer
    const text = await policyText('en', onNetlify)
    expect(text).toContain(
      'This website is served by Netlify, Inc., San Francisco, which also processes data in a third country (USA) to do so: technical access data such as your IP address.',
    )
    // Netlify takes no inquiries: the mail provider carries only e-mails written to the company.
    expect(text).toContain(
      'Our email provider Google Cloud EMEA Limited, Dublin also processes data in a third country (USA): emails you write to us,',
    )
    expect(text).toContain(t.noOther)
    const onOwnServer = await policyText('de', {
      ...example,
      hosting: { setup: 'nginx', provider: 'DigitalOcean, LLC, New York', processesDataIn: usa },
    })
    expect(onOwnServer).toContain(
      'Unser Hosting-Anbieter DigitalOcean, LLC, New York verarbeitet Daten auch in einem Drittland (USA): technische Zugriffsdaten wie Ihre IP-Adresse und die Anfragen aus dem Kontaktformular, die der Server dieser Website speichert.',
    )
  })

  it('shows where a provider processes data as a placeholder until it is declared', async () => {
    const text = await policyText('de', mailIn({ placeholder: 'mailDataLocation' }))
    expect(text).toContain(
      'Wo Google Cloud EMEA Limited, Dublin Daten verarbeitet: [EU oder Drittland, in dem der E-Mail-Anbieter Daten verarbeitet]',
    )
  })
})

describe('how the privacy policy says to reach the company about data protection', () => {
  it('gives the privacy address where one is set, beside the controller and for questions', async () => {
    shown.company = example
    await renderWithRouter(<PrivacyPolicy />, { path: '/privacy?lang=de' })
    const privacyLinks = screen.getAllByRole('link', { name: example.privacyEmail as string })
    // Under the controller, and where no officer is appointed, as the address for questions.
    expect(privacyLinks).toHaveLength(2)
    expect(privacyLinks[0]).toHaveAttribute('href', `mailto:${example.privacyEmail as string}`)
    expect(document.body).toHaveTextContent(
      `Für Fragen zum Datenschutz: ${example.privacyEmail as string}`,
    )
  })

  it('gives the legal address for questions where none is set', async () => {
    shown.company = { ...example, privacyEmail: undefined }
    await renderWithRouter(<PrivacyPolicy />, { path: '/privacy?lang=en' })
    expect(screen.getAllByRole('link', { name: example.legalEmail as string })).toHaveLength(2)
    expect(document.body).not.toHaveTextContent(en.privacy.controller.privacyEmail)
  })
})

describe('the form’s required fields in the privacy policy (Art. 13 (2) (e) GDPR)', () => {
  const required = inquiryFieldNames.filter((field) => inquiryForm.fields[field].required)
  const optional = inquiryFieldNames.filter((field) => !inquiryForm.fields[field].required)

  it('names the fields an inquiry needs, what happens without them, and the optional ones', async () => {
    const german = await policyText('de', example)
    expect(german).toContain(
      'Für eine Anfrage über das Formular sind aber Ihr Name, Ihre E-Mail-Adresse, Ihre Nachricht und Ihre Einwilligung (das Häkchen) nötig: Ohne sie lässt sich das Formular nicht absenden, und wir können Ihre Anfrage nicht bearbeiten. Sie können uns stattdessen anrufen oder eine E-Mail schreiben. Freiwillig',
    )
    const voluntary = german.slice(german.indexOf('E-Mail schreiben. Freiwillig')).split('.')[1]!
    for (const field of optional) expect(voluntary).toContain(de.privacy.contactForm.fields[field])
    expect(await policyText('en', example)).toContain(
      'An enquiry through the form does, however, need your name, your email address, your message and your consent (the tick box): without them the form cannot be sent',
    )
  })

  it('says "is" of one optional field and "are" of several, in German', () => {
    const t = translators.de.privacy.contactForm
    expect(t.optional({ fields: 'A', count: 1 })).toBe('Freiwillig ist die Angabe: A.')
    expect(t.optional({ fields: 'A und B', count: 2 })).toBe(
      'Freiwillig sind die Angaben: A und B.',
    )
  })

  it.each(['de', 'en'] as const)(
    'names every field the form stores where it says what the server keeps (%s)',
    async (language) => {
      await policyText(language, example)
      const t = translators[language].privacy.contactForm
      const start = t.taken({ fields: '' }).split('()')[0]!
      const paragraph = screen.getByText((text) => text.startsWith(start))
      for (const field of inquiryValueFields)
        expect(paragraph).toHaveTextContent(`${t.fields[field]()}`)
    },
  )

  it('names them only where the site takes inquiries', async () => {
    expect(await policyText('en', exampleOnNetlify)).not.toContain('does, however, need')
  })

  it('takes them from the declaration the form marks and the server enforces', async () => {
    await renderWithRouter(<ContactForm />, { path: '/contact?lang=de' })
    const marked = inquiryFieldNames.filter(
      (field) => (document.querySelector(`[name="${field}"]`) as HTMLInputElement).required,
    )
    expect(marked).toEqual(required)
    const complete = new Map<string, string[]>(
      Object.entries({
        ...filledInForm,
        name: 'Aylin Demir',
        email: 'aylin@example.org',
        company: 'Imbiss am Ufer',
        message: 'Zwei Fahrer für Freitag',
        gdprConsent: 'on',
      }).map(([field, value]) => [field, [value]]),
    )
    expect(readInquiry('inquiry', complete, 'de').ok).toBe(true)
    for (const field of inquiryFieldNames) {
      const without = new Map(complete)
      without.delete(field)
      expect(readInquiry('inquiry', without, 'de'), field).toEqual(
        inquiryForm.fields[field].required
          ? { ok: false, reason: field }
          : expect.objectContaining({ ok: true }),
      )
    }
  })
})

describe('what the privacy policy says about applications and callback requests', () => {
  it.each([
    ['de', 'application'],
    ['en', 'callback'],
  ] as const)(
    'in %s, says of the %s form what it stores, which fields it needs, on which basis and how long',
    async (language, form) => {
      const text = (await policyText(language, example)).replace(/\s+/g, ' ')
      const privacy = translators[language].privacy
      const section = privacy[forms[form].privacySection]
      const named = (field: string) => fieldText(section.fields, field as never)
      const start = section.taken({ fields: '' }).split('()')[0]!
      const paragraph = screen.getByText((content) => content.startsWith(start))
      for (const field of valueFieldsOfForm(form)) expect(paragraph).toHaveTextContent(named(field))
      // The legal basis: steps before a contract for applicants, consent for the call back.
      expect(paragraph.textContent).toMatch(
        form === 'application' ? /Art\.\s6 Abs\.\s1 lit\.\sb DSGVO/ : /Art\.\s6\(1\)\(a\) GDPR/,
      )
      expect(text).toContain(
        section.retention({ days: forms[form].retention.days }).replace(/\s+/g, ' '),
      )
      const required = fieldNamesOfForm(form).filter(
        (field) => (forms[form].fields as Record<string, { required: boolean }>)[field]!.required,
      )
      for (const field of required) expect(text).toContain(named(field))
    },
  )

  it('says the forms take nothing on a host without the Node server', async () => {
    const text = await policyText('en', exampleOnNetlify)
    for (const form of ['application', 'callback'] as const)
      expect(text).toContain(translators.en.privacy[forms[form].privacySection].notTaken())
  })
})

describe('the language choice in the privacy policy', () => {
  it('names the cookies the site sets and their lifetime, from what the code sets (§ 25 Abs. 2 Nr. 2 TDDDG)', async () => {
    for (const language of ['de', 'en'] as const) {
      const text = await policyText(language, example)
      for (const each of languages) expect(text, language).toContain(languageCookieName(each))
      expect(text, language).toMatch(new RegExp(`\\b${languageCookieDays}\\u00a0(Tagen|days)\\b`))
      expect(text, language).not.toMatch(/setzt keine Cookies|sets no cookies/)
    }
  })
})
