import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { company } from '@/config/company'
import type { FieldDeclaration, ValueKind } from '@/config/fieldKinds'
import { honeypotField, type InquiryAnswer } from '@/config/inquiry'
import { inquiryFieldNames, inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { ContactForm, successDisplayMs } from '@/components/sections/ContactForm'
import { answerLimitMs } from '@/app/sendForm'
import { companyText } from '@/shared/companyText'
import { consentText } from '@/shared/consentText'
import { translators } from '@/shared/i18n'
import { formatLongDate } from '@/shared/longDate'

import { renderWithRouter } from '../../renderWithRouter'

const success = 'Nachricht erfolgreich gesendet!'

const jsonAnswer = (status: number, answer: InquiryAnswer) =>
  new Response(JSON.stringify(answer), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

/** The server, as the form sees it: answers with `answer` (received, unless a test says otherwise). */
let answer: (init: RequestInit) => Promise<Response>
const sent: { url: string; init: RequestInit }[] = []

beforeEach(() => {
  sent.length = 0
  answer = async () => jsonAnswer(200, { outcome: 'received' })
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return answer(init)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A server that never answers, until the request is given up. */
const neverAnswers = (init: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  )

/** The control each kind gets (every kind in detail: ../ui/DeclaredField.test.tsx). */
const controlOf = (declared: FieldDeclaration<ValueKind>): { tagName: string; type?: string } => {
  const controls: Record<ValueKind, { tagName: string; type?: string }> = {
    text: { tagName: 'INPUT', type: 'text' },
    email: { tagName: 'INPUT', type: 'email' },
    phone: { tagName: 'INPUT', type: 'tel' },
    longText: { tagName: 'TEXTAREA' },
    choice:
      'control' in declared && declared.control === 'select'
        ? { tagName: 'SELECT' }
        : { tagName: 'INPUT', type: 'radio' },
    choices: { tagName: 'INPUT', type: 'checkbox' },
    date: { tagName: 'INPUT', type: 'date' },
    smallNumber: { tagName: 'INPUT', type: 'number' },
  }
  return controls[declared.kind]
}

async function renderForm(lang: 'de' | 'en') {
  await renderWithRouter(<ContactForm />, { path: `/contact?lang=${lang}` })
  const t = lang === 'en' ? en.contact.form : de.contact.form
  const form = screen.getByRole('region', { name: t.heading })
  return {
    t,
    form,
    name: within(form).getByRole('textbox', { name: t.name }),
    email: within(form).getByRole('textbox', { name: t.email }),
    // (jsdom's name computation drops the space before the note that a browser keeps)
    company: within(form).getByRole('textbox', {
      name: new RegExp(`^${escape(t.company)}\\s*${escape(t.optional)}$`),
    }),
    message: within(form).getByRole('textbox', { name: t.message }),
    consent: within(form).getByRole('checkbox', {
      name: new RegExp(`^${escape(t.consent.split('{')[0]!)}`),
    }),
    submit: within(form).getByRole('button'),
    status: within(form).getByRole('status'),
    alert: within(form).getByRole('alert'),
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

type Fields = Awaited<ReturnType<typeof renderForm>>

/** Fills every field, typing as a visitor would (real timers, no pause between keys). */
async function fillIn(fields: Fields, company = true) {
  const user = userEvent.setup({ delay: null })
  await user.type(fields.name, 'Erika Mustermann')
  await user.type(fields.email, 'erika@example.com')
  if (company) await user.type(fields.company, 'Pizzeria Roma')
  await user.type(fields.message, 'Two drivers on Friday, please.')
  await user.click(fields.consent)
}

function expectCleared(fields: Fields) {
  expect(fields.name).toHaveValue('')
  expect(fields.email).toHaveValue('')
  expect(fields.company).toHaveValue('')
  expect(fields.message).toHaveValue('')
  expect(fields.consent).not.toBeChecked()
}

/** Submits with fake timers from here on, so the 3-second cycle can be stepped through exactly. */
async function submitWithFakeTimers(fields: Fields) {
  vi.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await user.click(fields.submit)
  // The server's answer arrives (a resolved promise here): let the form take it in.
  await act(() => vi.advanceTimersByTimeAsync(0))
}

// Generous: these tests type into a real form and the machine may be busy.
describe('ContactForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has an empty status region before anything is sent', async () => {
    const fields = await renderForm('en')
    expect(fields.status).toBeEmptyDOMElement()
  })

  it.each(['en', 'de'] as const)(
    'in %s, shows exactly the German success text for 3 seconds, then clears every field',
    async (lang) => {
      const fields = await renderForm(lang)
      await fillIn(fields)
      expect(fields.consent).toBeChecked()

      await submitWithFakeTimers(fields)
      expect(fields.status).toHaveTextContent(/^Nachricht erfolgreich gesendet!$/)
      // Marked as German, so a screen reader reads it in German on the English page too.
      expect(within(fields.status).getByText(success)).toHaveAttribute('lang', 'de')
      // What was typed stays while the message shows.
      expect(fields.name).toHaveValue('Erika Mustermann')

      act(() => vi.advanceTimersByTime(2999))
      expect(fields.status).toHaveTextContent(/^Nachricht erfolgreich gesendet!$/)
      expect(fields.name).toHaveValue('Erika Mustermann')
      expect(fields.email).toHaveValue('erika@example.com')
      expect(fields.company).toHaveValue('Pizzeria Roma')
      expect(fields.message).toHaveValue('Two drivers on Friday, please.')
      expect(fields.consent).toBeChecked()

      act(() => vi.advanceTimersByTime(1)) // 3000 ms after sending
      expect(fields.status).toBeEmptyDOMElement()
      expect(within(fields.form).queryByText(success)).not.toBeInTheDocument()
      expectCleared(fields)
    },
  )

  it('keeps the success state for exactly 3000 ms (R-FORM-4)', () => {
    expect(successDisplayMs).toBe(3000)
  })

  it('works without the optional company', async () => {
    const fields = await renderForm('en')
    await fillIn(fields, false)
    await submitWithFakeTimers(fields)
    expect(fields.status).toHaveTextContent(/^Nachricht erfolgreich gesendet!$/)
    act(() => vi.advanceTimersByTime(successDisplayMs))
    expectCleared(fields)
  })

  it('can be sent again after it has reset', async () => {
    const fields = await renderForm('en')
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    act(() => vi.advanceTimersByTime(successDisplayMs))
    expect(fields.status).toBeEmptyDOMElement()
    vi.useRealTimers()

    // user-event keeps its own copy of a field's value and misses `form.reset()` (a browser does
    // not); clearing through user-event first makes it type into the empty fields the visitor sees.
    const user = userEvent.setup({ delay: null })
    for (const field of [fields.name, fields.email, fields.company, fields.message])
      await user.clear(field)
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    expect(fields.status).toHaveTextContent(/^Nachricht erfolgreich gesendet!$/)
    act(() => vi.advanceTimersByTime(successDisplayMs))
    expect(fields.status).toBeEmptyDOMElement()
    expectCleared(fields)
  })

  it.each([
    ['name', 'name'],
    ['email', 'email'],
    ['message', 'message'],
    ['consent', 'consent'],
  ] as const)('sends nothing while the required %s is missing', async (_, missing) => {
    const fields = await renderForm('en')
    await fillIn(fields)
    const user = userEvent.setup()
    if (missing === 'consent') await user.click(fields.consent)
    else await user.clear(fields[missing])
    expect(fields[missing]).toBeInvalid()

    await user.click(fields.submit)
    expect(fields.status).toBeEmptyDOMElement()
    // Nothing typed is lost.
    expect(fields.company).toHaveValue('Pizzeria Roma')
    if (missing !== 'message') expect(fields.message).toHaveValue('Two drivers on Friday, please.')
    if (missing !== 'consent') expect(fields.consent).toBeChecked()
  })

  it('sends nothing with a malformed email address', async () => {
    const fields = await renderForm('en')
    await fillIn(fields)
    const user = userEvent.setup()
    await user.clear(fields.email)
    await user.type(fields.email, 'not an address')
    expect(fields.email).toBeInvalid()
    await user.click(fields.submit)
    expect(fields.status).toBeEmptyDOMElement()
  })

  it('marks name, email, message and consent as required, and company not', async () => {
    const fields = await renderForm('en')
    expect(fields.name).toBeRequired()
    expect(fields.email).toBeRequired()
    expect(fields.message).toBeRequired()
    expect(fields.consent).toBeRequired()
    expect(fields.company).not.toBeRequired()
    expect(fields.email).toHaveAttribute('type', 'email')
  })

  it.each(['de', 'en'] as const)(
    'renders a control for every field of the form as declared: label, type, autofill, limit, required mark (%s)',
    async (lang) => {
      const { form } = await renderForm(lang)
      const t = lang === 'en' ? en.contact.form : de.contact.form
      const control = (field: string) => form.querySelector<HTMLInputElement>(`[name="${field}"]`)
      for (const field of inquiryFieldNames) {
        expect(control(field), field).not.toBeNull()
        expect(control(field)!.required, field).toBe(inquiryForm.fields[field].required)
      }
      for (const field of inquiryValueFields) {
        const declared: FieldDeclaration<ValueKind> = inquiryForm.fields[field]
        const optional = declared.required ? '' : `\\s*${escape(t.optional)}`
        // A group of boxes or radio buttons is named by its legend.
        const named = control(field)!.closest('fieldset') ?? control(field)
        expect(named).toHaveAccessibleName(new RegExp(`^${escape(t[field])}${optional}$`))
        expect(control(field)!.tagName, field).toBe(controlOf(declared).tagName)
        if (controlOf(declared).type)
          expect(control(field)).toHaveAttribute('type', controlOf(declared).type)
        if ('limit' in declared)
          expect(control(field)).toHaveAttribute('maxlength', String(declared.limit))
        if ('autoComplete' in declared && declared.autoComplete)
          expect(control(field)).toHaveAttribute('autocomplete', declared.autoComplete)
        else expect(control(field)).not.toHaveAttribute('autocomplete')
      }
    },
  )

  it('gives the message box 5 rows', async () => {
    const fields = await renderForm('en')
    expect(fields.message.tagName).toBe('TEXTAREA')
    expect(fields.message).toHaveAttribute('rows', '5')
  })

  it('links the privacy policy from the consent label, opening in a new tab', async () => {
    const fields = await renderForm('en')
    const link = within(fields.form).getByRole('link', {
      name: new RegExp(`^${escape(en.contact.form.consentPrivacyLink)}`),
    })
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/privacy(\?|$)/))
    expect(link).toHaveAttribute('target', '_blank')
  })

  it.each(['de', 'en'] as const)(
    'shows the consent text the server records as the one ticked (%s)',
    async (language) => {
      const { form } = await renderForm(language)
      const checkbox = within(form).getByRole<HTMLInputElement>('checkbox')
      const label = checkbox.labels![0]!.cloneNode(true) as HTMLElement
      // What the label reads apart from the link's screen-reader hint and the required mark.
      for (const extra of label.querySelectorAll('.sr-only, [aria-hidden="true"]')) extra.remove()
      expect(label.textContent!.replace(/\s+/g, ' ').replace(' .', '.').trim()).toBe(
        consentText('inquiry', language),
      )
    },
  )

  it('takes in each text field what the server accepts, and keeps it when the server refuses', async () => {
    answer = async () => jsonAnswer(400, { outcome: 'refused', reason: 'message' })
    const fields = await renderForm('en')
    const user = userEvent.setup()
    const long = 'Lieferung äöü ß – 🚲 <b>&amp;</b> '.repeat(800).slice(0, 20_000)
    const pasted = { name: '', email: '', company: '', message: '' }
    for (const name of ['name', 'company', 'message'] as const) {
      await user.click(fields[name])
      await user.paste(long)
      pasted[name] = (fields[name] as HTMLInputElement).value
      // The field holds what fits the server's limit, and nothing it would refuse for length.
      expect(long.startsWith(pasted[name])).toBe(true)
      expect(pasted[name].length).toBe(inquiryForm.fields[name].limit)
    }
    await user.click(fields.email)
    await user.paste(`${'a'.repeat(19_988)}@example.com`)
    expect((fields.email as HTMLInputElement).value).toHaveLength(inquiryForm.fields.email.limit)
    // A long address the server takes (labels of at most 63 characters).
    pasted.email = `${'a'.repeat(64)}@${['b', 'c', 'd'].map((letter) => letter.repeat(60)).join('.')}.de`
    expect(pasted.email).toHaveLength(250)
    await user.clear(fields.email)
    await user.paste(pasted.email)

    await user.click(fields.consent)
    await submitWithFakeTimers(fields)
    // The message field says why, with its length as the visitor counts it (code points).
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining(`${[...pasted.message].length.toLocaleString('en')}\u00a0characters`),
    )
    for (const name of ['name', 'email', 'company', 'message'] as const)
      expect(fields[name]).toHaveValue(pasted[name])
  })

  it('posts the fields to the endpoint, in the page language, as the form itself would', async () => {
    const fields = await renderForm('de')
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    expect(sent).toHaveLength(1)
    const { url, init } = sent[0]!
    expect(url).toMatch(new RegExp(`${escape(inquiryForm.endpoint)}\\?lang=de$`))
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('accept')).toBe('application/json')
    const body = init.body as URLSearchParams
    expect(body).toBeInstanceOf(URLSearchParams)
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      company: 'Pizzeria Roma',
      message: 'Two drivers on Friday, please.',
      gdprConsent: 'on',
      [honeypotField]: '',
    })
    expect(Number(body.get('fillTimeMs'))).toBeGreaterThanOrEqual(0)
  })

  it('is busy while it waits: says so, sends nothing more on a second tap, and shows success only on the answer', async () => {
    let respond: (response: Response) => void = () => {}
    answer = () => new Promise((resolve) => (respond = resolve))
    const fields = await renderForm('en')
    await fillIn(fields)
    const user = userEvent.setup()
    await user.click(fields.submit)

    expect(fields.submit).toHaveAttribute('aria-disabled', 'true')
    expect(fields.submit).toHaveTextContent(en.contact.form.sending)
    expect(fields.status).toHaveTextContent(en.contact.form.sendingStatus)
    expect(fields.status).not.toHaveTextContent(success)
    await user.click(fields.submit)
    expect(sent).toHaveLength(1)

    await act(async () => respond(jsonAnswer(200, { outcome: 'received' })))
    expect(fields.status).toHaveTextContent(/^Nachricht erfolgreich gesendet!$/)
    expect(fields.submit).not.toHaveAttribute('aria-disabled')
  })

  it.each([
    ['no answer within the limit', neverAnswers, 'noConnection'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'noConnection'],
    ['a server error', async () => new Response('Bad Gateway', { status: 502 }), 'unavailable'],
    [
      'a 200 that is not the server’s word (a host answering every post)',
      async () =>
        new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'refused',
    ],
    [
      'the rate limit',
      async () => jsonAnswer(429, { outcome: 'refused', reason: 'tooMany' }),
      'tooMany',
    ],
  ] as const)(
    'on %s: no success, an alert in the page language with phone and e-mail, every field kept',
    async (_, server, problem) => {
      answer = server
      const fields = await renderForm('de')
      await fillIn(fields)
      await submitWithFakeTimers(fields)
      await act(() => vi.advanceTimersByTimeAsync(answerLimitMs))

      const t = translators.de.contact.form
      expect(fields.status).not.toHaveTextContent(success)
      expect(fields.alert).toHaveTextContent(t.notSent())
      expect(fields.alert).toHaveTextContent(t.problems[problem]())
      expect(fields.alert).toHaveTextContent(companyText(company.contactEmail, 'de'))
      expect(fields.alert).toHaveTextContent(companyText(company.phone, 'de'))
      expect(fields.name).toHaveValue('Erika Mustermann')
      expect(fields.email).toHaveValue('erika@example.com')
      expect(fields.company).toHaveValue('Pizzeria Roma')
      expect(fields.message).toHaveValue('Two drivers on Friday, please.')
      expect(fields.consent).toBeChecked()

      // Sending again works, and clears the alert.
      answer = async () => jsonAnswer(200, { outcome: 'received' })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await user.click(fields.submit)
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(fields.alert).toBeEmptyDOMElement()
      expect(fields.status).toHaveTextContent(success)
    },
  )

  it('names the field the server refused, marks it invalid and moves focus to it', async () => {
    answer = async () => jsonAnswer(400, { outcome: 'refused', reason: 'email' })
    const fields = await renderForm('en')
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    const problem = translators.en.contact.form.problems.email()
    expect(fields.email).toHaveFocus()
    expect(fields.email).toHaveAttribute('aria-invalid', 'true')
    expect(fields.email).toHaveAccessibleDescription(problem)
    expect(fields.alert).toHaveTextContent(problem)
    expect(fields.name).not.toHaveAttribute('aria-invalid')
  })
})

describe('the confirmation beside the success state', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The confirmation, found by its first line in the page's language. */
  const confirmation = (lang: 'de' | 'en') =>
    screen.queryByText(translators[lang].inquiryReceived.arrived())?.parentElement ?? null

  it.each(['de', 'en'] as const)(
    'in %s, says what arrived and when, and stays after the 3 seconds and the cleared fields',
    async (lang) => {
      const fields = await renderForm(lang)
      await fillIn(fields)
      await submitWithFakeTimers(fields)
      const received = new Date()
      const shown = confirmation(lang)
      const t = translators[lang]
      expect(shown).toHaveTextContent(
        t.inquiryReceived.replyTo({ name: 'Erika Mustermann', email: 'erika@example.com' }),
      )
      // (toHaveTextContent reads the page's non-breaking spaces as spaces)
      expect(shown).toHaveTextContent(
        t.inquiryReceived
          .receivedAt({
            date: formatLongDate(received, t.dates),
            time: `${String(received.getHours()).padStart(2, '0')}:${String(received.getMinutes()).padStart(2, '0')}`,
          })
          .replace(/\s/g, ' '),
      )
      // The repository's data promises no time: the answer comes as soon as it can.
      expect(shown).toHaveTextContent(t.trust.answerSoon())
      // It is not the status, which the specification clears after 3 seconds.
      expect(fields.status).not.toContainElement(shown)

      act(() => vi.advanceTimersByTime(successDisplayMs))
      expectCleared(fields)
      expect(fields.status).toBeEmptyDOMElement()
      act(() => vi.advanceTimersByTime(10 * 60_000))
      expect(confirmation(lang)).toBe(shown)
      expect(shown).toBeVisible()
    },
  )

  it('takes the focus once, so that a screen reader reads it, without becoming a Tab stop', async () => {
    const fields = await renderForm('en')
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    const shown = confirmation('en')
    expect(shown).toHaveFocus()
    expect(shown).toHaveAttribute('tabindex', '-1')
    act(() => vi.advanceTimersByTime(successDisplayMs))
    expect(shown).toHaveFocus()
  })

  it('goes when the visitor sends again, and does not come back for a send that fails', async () => {
    const fields = await renderForm('en')
    await fillIn(fields)
    await submitWithFakeTimers(fields)
    act(() => vi.advanceTimersByTime(successDisplayMs))
    vi.useRealTimers()
    expect(confirmation('en')).not.toBeNull()

    const user = userEvent.setup({ delay: null })
    for (const field of [fields.name, fields.email, fields.company, fields.message])
      await user.clear(field)
    await fillIn(fields)
    answer = async () => new Response('Bad Gateway', { status: 502 })
    await user.click(fields.submit)
    await screen.findByText(translators.en.contact.form.notSent())
    expect(confirmation('en')).toBeNull()
  })

  it('is not there before anything is sent', async () => {
    await renderForm('de')
    expect(confirmation('de')).toBeNull()
  })
})
