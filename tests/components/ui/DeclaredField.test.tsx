import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { fieldNamesOf, optionText } from '@/config/fieldKinds'
import { DeclaredField } from '@/components/ui/DeclaredField'
import { readFields } from '@/server/inquiries/readFields'

import { everyKindForm, everyKindOptionTexts } from '../../config/everyKindForm'

/** A form with a control for every field of the form with a field of every kind. */
function renderEveryKind(errorIn?: keyof typeof everyKindForm) {
  render(
    <form aria-label="Every kind">
      {fieldNamesOf(everyKindForm).map((name) => (
        <DeclaredField
          key={name}
          name={name}
          declared={everyKindForm[name]}
          label={`Label of ${name}`}
          optional="(optional)"
          error={name === errorIn ? `Problem with ${name}` : undefined}
          optionText={optionText(everyKindOptionTexts, name)}
          choose="Bitte wählen Sie"
        />
      ))}
    </form>,
  )
  return screen.getByRole('form', { name: 'Every kind' }) as HTMLFormElement
}

const isoDay = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

describe('DeclaredField: the browser’s own control for each kind', () => {
  it('text, e-mail and phone: an input of their type, labelled, with the limit and autofill', () => {
    renderEveryKind()
    for (const [name, type] of [
      ['text', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
    ] as const) {
      const control = screen.getByLabelText(new RegExp(`^Label of ${name}`))
      expect(control, name).toHaveAttribute('type', type)
      expect(control).toHaveAttribute('maxlength', String(everyKindForm[name].limit))
      expect(control).toHaveAttribute('autocomplete', everyKindForm[name].autoComplete)
      expect(control).toBeRequired()
    }
  })

  it('long text: a box of several lines with its limit', () => {
    renderEveryKind()
    const control = screen.getByRole('textbox', { name: /^Label of longText/ })
    expect(control.tagName).toBe('TEXTAREA')
    expect(control).toHaveAttribute('maxlength', '500')
  })

  it('choice: radio buttons in a group its label names, or a list with nothing chosen first', () => {
    renderEveryKind()
    const group = screen.getByRole('group', { name: /^Label of choice$/ })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'bicycle',
      'eScooter',
      'car',
    ])
    expect(within(group).getByRole('radio', { name: 'E-Roller' })).toBeRequired()
    const list = screen.getByRole('combobox', { name: /^Label of choiceInList\s*\(optional\)$/ })
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen Sie', 'Vormittags', 'Nachmittags'])
    expect(list).toHaveValue('')
    expect(list).not.toBeRequired()
  })

  it('several choices: a box for each option in a group its label names', () => {
    renderEveryKind()
    const group = screen.getByRole('group', { name: /^Label of choices/ })
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['choices', 'choices', 'choices'])
    expect(within(group).getByRole('checkbox', { name: 'Polnisch' })).toHaveAttribute(
      'value',
      'polish',
    )
  })

  it('date: a date input offering the days its declaration allows', () => {
    renderEveryKind()
    const control = screen.getByLabelText(/^Label of date/)
    expect(control).toHaveAttribute('type', 'date')
    const today = new Date()
    const last = new Date()
    last.setDate(last.getDate() + everyKindForm.date.daysAfter)
    expect(control).toHaveAttribute('min', isoDay(today))
    expect(control).toHaveAttribute('max', isoDay(last))
  })

  it('small number: a number input with its range, whole numbers only', () => {
    renderEveryKind()
    const control = screen.getByRole('spinbutton', { name: /^Label of smallNumber/ })
    expect(control).toHaveAttribute('min', '1')
    expect(control).toHaveAttribute('max', '20')
    expect(control).toHaveAttribute('step', '1')
    expect(control).toHaveAttribute('inputmode', 'numeric')
  })

  it('consent: a required box with its label', () => {
    renderEveryKind()
    const box = screen.getByRole('checkbox', { name: /^Label of consent/ })
    expect(box).toBeRequired()
    expect(box).toHaveAttribute('name', 'consent')
  })

  it.each(['text', 'choice', 'choices', 'consent'] as const)(
    'marks the %s field the server refused, with the problem read with it',
    (name) => {
      renderEveryKind(name)
      const controls = screen
        .getAllByRole(name === 'text' ? 'textbox' : name === 'choice' ? 'radio' : 'checkbox')
        .filter((control) => control.getAttribute('name') === name)
      for (const control of controls) expect(control).toHaveAttribute('aria-invalid', 'true')
      const described =
        name === 'choice' || name === 'choices'
          ? screen.getByRole('group', { name: new RegExp(`^Label of ${name}$`) })
          : controls[0]!
      expect(described).toHaveAccessibleDescription(`Problem with ${name}`)
    },
  )

  it('posts what the server reads: a form filled in through its controls is taken', async () => {
    const form = renderEveryKind()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Label of text/), 'Erika Muster')
    await user.type(screen.getByLabelText(/^Label of email/), 'erika@example.org')
    await user.type(screen.getByLabelText(/^Label of phone/), '0171 2345678')
    await user.type(screen.getByRole('textbox', { name: /^Label of longText/ }), 'Ab Montag')
    await user.click(screen.getByRole('radio', { name: 'Auto' }))
    await user.click(screen.getByRole('checkbox', { name: 'Polnisch' }))
    await user.click(screen.getByRole('checkbox', { name: 'Deutsch' }))
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    await user.type(screen.getByLabelText(/^Label of date/), isoDay(tomorrow))
    await user.type(screen.getByRole('spinbutton'), '3')
    await user.selectOptions(screen.getByRole('combobox'), 'Nachmittags')
    await user.click(screen.getByRole('checkbox', { name: /^Label of consent/ }))
    expect(form.checkValidity()).toBe(true)

    const sent = new Map<string, string[]>()
    for (const [name, value] of new FormData(form))
      sent.set(name, [...(sent.get(name) ?? []), String(value)])
    expect(readFields(everyKindForm, sent, new Date())).toEqual({
      ok: true,
      values: {
        text: 'Erika Muster',
        email: 'erika@example.org',
        phone: '0171 2345678',
        longText: 'Ab Montag',
        choice: 'car',
        choices: ['german', 'polish'],
        date: isoDay(tomorrow),
        smallNumber: 3,
        choiceInList: 'afternoon',
      },
    })
  })
})
