/**
 * What a browser test cannot show cheaply: when the dialog is prepared, and what a tap finds when it
 * comes first. Opening, closing and focus in the real menu are in e2e/mobile-menu.spec.ts and
 * e2e/keyboard.spec.ts.
 */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  DialogClose,
  DialogFallback,
  DialogPanel,
  DialogTitle,
  PreparedDialog,
} from '@/components/layout/mobileMenu/PreparedDialog'

function renderDialog() {
  render(
    <>
      <PreparedDialog toggleLabel="Open" toggleClassName="" fallbackId="plain">
        <DialogPanel>
          <DialogTitle>Choices</DialogTitle>
          <DialogClose>Close</DialogClose>
          <a href="#elsewhere">A choice</a>
        </DialogPanel>
      </PreparedDialog>
      <DialogFallback id="plain">Plain choices</DialogFallback>
    </>,
  )
  return screen.getByRole('button', { name: 'Open' })
}

/** Lets the dialog's module arrive (an import, which no fake clock drives) and render. */
const arrival = () => act(() => vi.dynamicImportSettled())

describe('PreparedDialog', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility
  })

  it('builds the dialog, hidden, once the page has settled, so that the first tap only shows it', async () => {
    vi.useFakeTimers()
    renderDialog()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await arrival()
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument()

    // Settled (a few seconds after the start), then idle: loaded and mounted empty; then built.
    await act(() => vi.advanceTimersByTimeAsync(1500))
    await arrival()
    await act(() => vi.advanceTimersByTimeAsync(500))
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(within(dialog).getByText('Choices')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { hidden: true })).toHaveTextContent('A choice')
    // Hidden from everyone until it opens.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(dialog).not.toBeVisible()
  })

  it('prepares nothing while its toggle is not shown, until the toggle has focus', async () => {
    vi.useFakeTimers()
    HTMLElement.prototype.checkVisibility = () => false
    const toggle = renderDialog()
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await arrival()
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument()

    act(() => toggle.focus())
    await arrival()
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible()
  })

  it('opens at once when tapped before it was prepared, and gives focus back after a choice', async () => {
    const user = userEvent.setup()
    const toggle = renderDialog()
    await user.click(toggle)
    const dialog = await screen.findByRole('dialog', { name: 'Choices' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()

    // A link followed in it is a choice: the dialog closes, and the toggle has focus again.
    await user.click(within(dialog).getByRole('link', { name: 'A choice' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
