import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { faqQuestions } from '@/content/services'
import { Faq } from '@/components/sections/Faq'
import { faqAnswer } from '@/shared/companyClaims'

import { renderWithRouter } from '../../renderWithRouter'

const faq = en.services.faq
const [first, second, third] = faqQuestions.map((id) => faq[id])
if (!first || !second || !third)
  throw new Error('The FAQ needs at least three questions for these tests.')

async function renderFaq(path = '/services?lang=en') {
  const user = userEvent.setup()
  await renderWithRouter(<Faq />, { path })
  const region = screen.getByRole('region', { name: faq.heading })
  const button = (question: string) => within(region).getByRole('button', { name: question })
  return { user, region, button }
}

/** Every question's button, and that at most one is expanded. */
function expectOpen(region: HTMLElement, openQuestion: string | null) {
  const buttons = within(region).getAllByRole('button')
  expect(buttons).toHaveLength(faqQuestions.length)
  const expanded = buttons.filter((button) => button.getAttribute('aria-expanded') === 'true')
  expect(expanded.length).toBeLessThanOrEqual(1)
  expect(expanded.map((button) => button.textContent)).toEqual(openQuestion ? [openQuestion] : [])
  for (const id of faqQuestions) {
    const { question } = faq[id]
    const answer = faqAnswer(id, 'en')
    const button = within(region).getByRole('button', { name: question })
    const isOpen = question === openQuestion
    expect(button).toHaveAttribute('aria-expanded', String(isOpen))
    if (isOpen) expect(within(region).getByText(answer)).toBeVisible()
    else expect(within(region).queryByText(answer)).not.toBeVisible()
  }
}

describe('Faq', () => {
  it('lists every question as a button inside a heading, all closed at first', async () => {
    const { region } = await renderFaq()
    expect(within(region).getByRole('heading', { level: 2, name: faq.heading })).toBeInTheDocument()
    for (const id of faqQuestions) {
      expect(
        within(region).getByRole('heading', { level: 3, name: faq[id].question }),
      ).toBeInTheDocument()
    }
    expectOpen(region, null)
  })

  it('shows German questions when the address asks for German', async () => {
    await renderWithRouter(<Faq />, { path: '/services?lang=de' })
    const region = screen.getByRole('region', { name: de.services.faq.heading })
    expect(
      within(region).getByRole('button', { name: de.services.faq.availability.question }),
    ).toBeInTheDocument()
  })

  it('opens a question on click, and opening another closes the first', async () => {
    const { user, region, button } = await renderFaq()

    await user.click(button(first.question))
    expectOpen(region, first.question)

    await user.click(button(second.question))
    expectOpen(region, second.question)

    await user.click(button(third.question))
    expectOpen(region, third.question)
  })

  it('closes the open question when it is clicked again', async () => {
    const { user, region, button } = await renderFaq()

    await user.click(button(first.question))
    expectOpen(region, first.question)
    await user.click(button(first.question))
    expectOpen(region, null)

    // And the group still works afterwards.
    await user.click(button(second.question))
    expectOpen(region, second.question)
    await user.click(button(first.question))
    expectOpen(region, first.question)
  })

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('does the same with %s on the keyboard', async (_, key) => {
    const { user, region, button } = await renderFaq()

    button(first.question).focus()
    await user.keyboard(key)
    expectOpen(region, first.question)

    await user.tab()
    expect(button(second.question)).toHaveFocus()
    await user.keyboard(key)
    expectOpen(region, second.question)
    // Focus stays on the button just used, not on the one that was closed.
    expect(button(second.question)).toHaveFocus()

    await user.keyboard(key)
    expectOpen(region, null)
    expect(button(second.question)).toHaveFocus()
  })

  it('mixes clicks and keys without ever opening two answers', async () => {
    const { user, region, button } = await renderFaq()

    await user.click(button(first.question))
    expectOpen(region, first.question)

    button(third.question).focus()
    await user.keyboard('{Enter}')
    expectOpen(region, third.question)

    await user.click(button(second.question))
    expectOpen(region, second.question)

    button(second.question).focus()
    await user.keyboard(' ')
    expectOpen(region, null)

    await user.click(button(third.question))
    expectOpen(region, third.question)
  })

  it('never leaves two answers open whenever scripts yield (as a browser or screen reader sees it)', async () => {
    const { user, region, button } = await renderFaq()
    const counts: number[] = []
    const observer = new MutationObserver(() => {
      counts.push(region.querySelectorAll('[aria-expanded="true"]').length)
    })
    observer.observe(region, {
      attributes: true,
      attributeFilter: ['aria-expanded'],
      subtree: true,
    })
    try {
      for (const { question } of [first, second, third, first, first, second]) {
        await user.click(button(question))
      }
      button(third.question).focus()
      await user.keyboard('{Enter}')
      await user.keyboard(' ')
    } finally {
      observer.disconnect()
    }
    expect(counts.length).toBeGreaterThan(0)
    expect(Math.max(...counts)).toBe(1)
  })

  it('keeps focus on the clicked button when another answer closes', async () => {
    const { user, button } = await renderFaq()
    await user.click(button(first.question))
    await user.click(button(second.question))
    expect(button(second.question)).toHaveFocus()
  })
})
