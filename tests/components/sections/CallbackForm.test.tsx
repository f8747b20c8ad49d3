import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { callbackForm } from '@/config/callbackForm'
import type { InquiryAnswer } from '@/config/inquiry'
import { CallbackBox } from '@/components/sections/ContactDetails'
import { callTimeText, callWindow } from '@/shared/callTimes'
import { translators } from '@/shared/i18n'

import { renderWithRouter } from '../../renderWithRouter'

// The example's phone hours (weekdays 08:00–20:00, Saturdays 10:00–16:00): what may be chosen.
vi.mock('@/config/company', async () => await import('@/config/examples/company'))

let answer: InquiryAnswer
beforeEach(() => {
  answer = { outcome: 'received' }
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify(answer), {
        status: answer.outcome === 'received' ? 200 : 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

async function renderBox(language: 'de' | 'en') {
  await renderWithRouter(<CallbackBox />, { path: `/contact?lang=${language}` })
  const t = translators[language]
  const box = screen.getByRole('region', { name: t.contact.info.callbackTitle() })
  return { t, box, form: box.querySelector('form')! }
}

describe('the callback request on the contact page', () => {
  it.each(['de', 'en'] as const)(
    'asks in %s for a name, a number and when to call within the phone hours, and keeps the callback line',
    async (language) => {
      const { t, box, form } = await renderBox(language)
      expect(form).toHaveAttribute('action', `${callbackForm.endpoint}?lang=${language}`)
      const times = within(box).getByRole('group', { name: new RegExp(t.callbackForm.callTime()) })
      expect(
        within(times)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['asap', 'morning', 'afternoon'])
      expect(
        within(box).getByRole('link', { name: new RegExp(t.contact.info.callbackLink()) }),
      ).toHaveAttribute('href', expect.stringMatching(/^tel:/))
      expect(box).toHaveTextContent(t.contact.info.callbackLine())
    },
  )

  it('once the server has it, says when the call comes: the day and the hours of the time chosen', async () => {
    const { t, form } = await renderBox('en')
    const user = userEvent.setup({ delay: null })
    await user.type(within(form).getByRole('textbox', { name: t.callbackForm.name() }), 'Kim Berg')
    await user.type(
      within(form).getByRole('textbox', { name: t.callbackForm.phone() }),
      '030 555 0199',
    )
    await user.click(
      within(form).getByRole('radio', { name: t.callbackForm.callTimes.afternoon() }),
    )
    await user.click(within(form).getByRole('checkbox', { name: /^I agree/ }))
    await user.click(within(form).getByRole('button', { name: t.callbackForm.submit() }))

    const arrived = await within(form).findByText(t.callbackReceived.arrived())
    expect(arrived.parentElement).toHaveFocus()
    const when = callTimeText('afternoon', callWindow('afternoon', new Date()), t, {
      relative: true,
    })
    expect(form).toHaveTextContent(t.callbackReceived.callAt({ phone: '030 555 0199', when }))
  })

  it('says why when the server refuses the number, and keeps what was typed', async () => {
    answer = { outcome: 'refused', reason: 'phone' }
    const { t, form } = await renderBox('de')
    const user = userEvent.setup({ delay: null })
    const phone = within(form).getByRole('textbox', { name: t.callbackForm.phone() })
    await user.type(within(form).getByRole('textbox', { name: t.callbackForm.name() }), 'Kim')
    await user.type(phone, '12345678')
    await user.click(within(form).getByRole('radio', { name: t.callbackForm.callTimes.asap() }))
    await user.click(within(form).getByRole('checkbox', { name: /^Einverstanden/ }))
    await user.click(within(form).getByRole('button', { name: t.callbackForm.submit() }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(t.callbackForm.notSent())
    expect(phone).toHaveFocus()
    expect(phone).toHaveValue('12345678')
    expect(phone).toHaveAccessibleDescription(t.callbackForm.problems.phone())
  })
})
