import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { languageStorageKey } from '@/lib/language'
import { MobileMenu } from '@/components/layout/MobileMenu'

import { renderWithRouter } from '../../renderWithRouter'

const nav = en.navigation

async function renderMenu(path = '/?lang=en') {
  const user = userEvent.setup()
  const { router } = await renderWithRouter(<MobileMenu />, { path })
  const toggle = screen.getByRole('button', { name: nav.openMenu })
  return { user, router, toggle }
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  // The dialog's code is loaded on demand: give the import time on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: nav.menuTitle }, { timeout: 5000 })
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return dialog
}

async function expectClosed(toggle: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  // None of the menu's content is left behind either.
  expect(screen.queryByRole('navigation', { name: nav.label })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: nav.closeMenu })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: nav.cta })).not.toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
}

describe('MobileMenu', { timeout: 20_000 }, () => {
  it('starts closed, with a toggle that says it opens a dialog', async () => {
    const { toggle } = await renderMenu()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('builds the dialog, hidden, before the first tap, so that the tap only has to show it', async () => {
    await renderMenu()
    // The dialog's code is loaded on demand: give the import time on a busy machine.
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 })
    // Mounted empty first, then built at the next idle moment.
    await waitFor(() => expect(within(dialog).getByText(nav.menuTitle)).toBeInTheDocument())
    expect(within(dialog).getAllByRole('link', { hidden: true }).length).toBeGreaterThan(4)
    // Hidden from everyone until it opens.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(dialog).not.toBeVisible()
  })

  it('opens a named dialog with the navigation, the language switch and the call to action', async () => {
    const { user, toggle } = await renderMenu()
    const dialog = await openMenu(user, toggle)

    const menuNav = within(dialog).getByRole('navigation', { name: nav.label })
    for (const page of ['home', 'services', 'about', 'contact'] as const) {
      expect(within(menuNav).getByRole('link', { name: nav[page] })).toBeInTheDocument()
    }
    expect(within(dialog).getByRole('list', { name: en.languageSwitch.label })).toBeInTheDocument()
    expect(
      within(dialog).getByRole('link', { name: `DE ${en.languageSwitch.de}` }),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: nav.cta })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: nav.closeMenu })).toBeInTheDocument()
  })

  it('is in German when the address asks for German', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<MobileMenu />, { path: '/?lang=de' })
    await user.click(screen.getByRole('button', { name: de.navigation.openMenu }))
    const dialog = await screen.findByRole('dialog', { name: de.navigation.menuTitle })
    expect(within(dialog).getByRole('link', { name: de.navigation.cta })).toBeInTheDocument()
    expect(
      within(dialog).getByRole('link', { name: `EN ${de.languageSwitch.en}` }),
    ).toBeInTheDocument()
  })

  it('closes on the close button and on Escape, giving focus back to the toggle each time', async () => {
    const { user, toggle } = await renderMenu()
    const dialog = await openMenu(user, toggle)
    await user.click(within(dialog).getByRole('button', { name: nav.closeMenu }))
    await expectClosed(toggle)
    await waitFor(() => expect(toggle).toHaveFocus())

    await openMenu(user, toggle)
    await user.keyboard('{Escape}')
    await expectClosed(toggle)
    await waitFor(() => expect(toggle).toHaveFocus())
  })

  it.each([
    ['services', '/services'],
    ['about', '/about'],
    ['contact', '/contact'],
  ] as const)('closes on the %s link and goes there, keeping the language', async (page, path) => {
    const { user, router, toggle } = await renderMenu('/?lang=en')
    const dialog = await openMenu(user, toggle)
    const menuNav = within(dialog).getByRole('navigation', { name: nav.label })

    await user.click(within(menuNav).getByRole('link', { name: nav[page] }))
    await expectClosed(toggle)
    await screen.findByText(`Page: ${page}`)
    expect(router.state.location.pathname).toBe(path)
    expect(router.state.location.searchStr).toBe('?lang=en')
  })

  it('closes on the link to the page already shown', async () => {
    const { user, router, toggle } = await renderMenu('/services?lang=en')
    const dialog = await openMenu(user, toggle)
    const menuNav = within(dialog).getByRole('navigation', { name: nav.label })
    const current = within(menuNav).getByRole('link', { name: nav.services })
    expect(current).toHaveAttribute('aria-current', 'page')

    await user.click(current)
    await expectClosed(toggle)
    expect(router.state.location.pathname).toBe('/services')
  })

  it('closes on the call to action and goes to the contact page', async () => {
    const { user, router, toggle } = await renderMenu('/about?lang=en')
    const dialog = await openMenu(user, toggle)

    await user.click(within(dialog).getByRole('link', { name: nav.cta }))
    await expectClosed(toggle)
    await screen.findByText('Page: contact')
    expect(router.state.location.pathname).toBe('/contact')
    expect(router.state.location.searchStr).toBe('?lang=en')
  })

  it('closes on the language switch, switches the language and stores the choice', async () => {
    const { user, router, toggle } = await renderMenu('/services?lang=en')
    const dialog = await openMenu(user, toggle)

    await user.click(within(dialog).getByRole('link', { name: `DE ${en.languageSwitch.de}` }))
    await expectClosed(toggle)
    await waitFor(() => expect(router.state.location.searchStr).toBe('?lang=de'))
    expect(router.state.location.pathname).toBe('/services')
    expect(localStorage.getItem(languageStorageKey)).toBe('de')
    // The page is now German: the same toggle has a German name.
    expect(screen.getByRole('button', { name: de.navigation.openMenu })).toBe(toggle)
  })

  it('can be opened again after each way of closing it', async () => {
    const { user, toggle } = await renderMenu()

    let dialog = await openMenu(user, toggle)
    await user.click(within(dialog).getByRole('button', { name: nav.closeMenu }))
    await expectClosed(toggle)

    await openMenu(user, toggle)
    await user.keyboard('{Escape}')
    await expectClosed(toggle)

    dialog = await openMenu(user, toggle)
    await user.click(within(dialog).getByRole('link', { name: nav.about }))
    await expectClosed(toggle)

    dialog = await openMenu(user, toggle)
    await user.click(within(dialog).getByRole('link', { name: nav.cta }))
    await expectClosed(toggle)

    await openMenu(user, toggle)
  })
})
