import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { applicationForm } from '@/config/applicationForm'
import type { CompanyData, Job } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import type { InquiryAnswer } from '@/config/inquiry'
import { ApplicationForm } from '@/components/sections/ApplicationForm'
import { translators } from '@/shared/i18n'

import { renderWithRouter } from '../../renderWithRouter'

// The example's jobs, one of them closed since yesterday: the jobs the form offers come from here.
vi.mock('@/config/company', async () => {
  const { company } = await import('@/config/examples/company')
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const [bike, scooter, car] = company.jobs! as [Job, Job, Job]
  const jobs: Job[] = [
    bike,
    { ...scooter, validThrough: day(-1) },
    { ...car, validThrough: day(30) },
  ]
  return { company: { ...company, jobs } satisfies CompanyData }
})
const [bike, , car] = example.jobs! as [Job, Job, Job]

const sent: { url: string; body: URLSearchParams }[] = []
beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as URLSearchParams })
    const answer: InquiryAnswer = { outcome: 'received' }
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    )
  })
})
afterEach(() => vi.unstubAllGlobals())

const t = translators.en.applicationForm

async function renderForm(job?: string) {
  await renderWithRouter(<ApplicationForm job={job} />, { path: '/jobs?lang=en' })
  const form = screen.getByRole('combobox', { name: t.job() }).closest('form')!
  return {
    form,
    job: within(form).getByRole<HTMLSelectElement>('combobox', { name: t.job() }),
    licences: within(form).getByRole('group', { name: new RegExp(`^${t.drivingLicences()}`) }),
  }
}

describe('the application form', () => {
  it('posts to its own endpoint, in the page’s language', async () => {
    const { form } = await renderForm()
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', `${applicationForm.endpoint}?lang=en`)
  })

  it('offers any job and the jobs open today, not one that has closed', async () => {
    const { job } = await renderForm()
    expect([...job.options].map((option) => option.value)).toEqual(['', 'any', bike.id, car.id])
    expect(job).toHaveValue('any')
  })

  it('on a job’s page chooses that job, and asks for the licence it needs, by class', async () => {
    const { job, licences } = await renderForm(car.id)
    expect(job).toHaveValue(car.id)
    expect(licences).toHaveAccessibleDescription(t.drivingLicenceNeeded({ licenceClass: 'B' }))
    expect(within(licences).getByText('*')).toBeInTheDocument()
    // Any job needs none: the licence is optional again.
    await userEvent.selectOptions(job, 'any')
    expect(licences).toHaveAccessibleDescription(t.drivingLicencesHint())
    expect(within(licences).queryByText('*')).toBeNull()
    expect(within(licences).getByText(t.optional())).toBeInTheDocument()
  })

  it('once the server has it, says so in a lasting confirmation with the number we call, and clears the form', async () => {
    const { form } = await renderForm(bike.id)
    const user = userEvent.setup({ delay: null })
    await user.type(within(form).getByRole('textbox', { name: t.name() }), 'Aylin Kaya')
    await user.type(within(form).getByRole('textbox', { name: t.phone() }), '0151 23456789')
    await user.type(
      within(form).getByRole('textbox', { name: t.availability() }),
      'Weekday evenings',
    )
    await user.click(within(form).getByRole('checkbox', { name: /^I agree/ }))
    await user.click(within(form).getByRole('button', { name: t.submit() }))

    const confirmation = await within(form).findByText(translators.en.applicationReceived.arrived())
    expect(confirmation.parentElement).toHaveFocus()
    expect(form).toHaveTextContent(
      translators.en.applicationReceived.callYou({ phone: '0151 23456789' }),
    )
    expect(within(form).getByRole('textbox', { name: t.name() })).toHaveValue('')
    expect(sent[0]!.url).toMatch(new RegExp(`${applicationForm.endpoint}\\?lang=en$`))
    expect(sent[0]!.body.get('job')).toBe(bike.id)
  })
})
