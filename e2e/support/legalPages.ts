/** What the imprint must state for a set of company data: exactly what is set, nothing else. */
import type { Locator } from '@playwright/test'

import type { CompanyText } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'
import { formatLongDate } from '@/lib/longDate'

import { fact, texts, type Language } from './site'
import { expect } from './test'

export async function expectImprintStates(
  main: Locator,
  company: CompanyData,
  language: Language,
): Promise<void> {
  const t = texts[language].imprint
  const text = (value: CompanyText) => fact(value, language)
  const { legal } = company
  const name =
    legal.form === 'Einzelunternehmen'
      ? text(company.name)
      : `${text(company.name)} ${text(legal.form)}`
  await expect(main.locator('address').first()).toContainText(name)

  const [role, people] =
    'managingDirectors' in legal
      ? (['managingDirectors', legal.managingDirectors] as const)
      : 'owner' in legal
        ? (['owner', [legal.owner]] as const)
        : (['partners', legal.partners] as const)
  await expect(main).toContainText(`${t.representedBy[role]()} ${people.map(text).join(', ')}`)

  const section = (title: string) => main.getByRole('heading', { name: title, exact: true })
  if ('register' in legal) {
    await expect(main).toContainText(`${t.registerCourt()} ${text(legal.register.court)}`)
    await expect(main).toContainText(`${t.registerNumber()} ${text(legal.register.number)}`)
  } else await expect(section(t.registerHeading())).toHaveCount(0)

  if (company.vatId) await expect(main).toContainText(`${t.vatText()} ${text(company.vatId)}`)
  else await expect(section(t.vatHeading())).toHaveCount(0)

  const permit = company.workerLeasingPermit
  if (permit) {
    const day = (value: CompanyText) =>
      typeof value === 'string'
        ? formatLongDate(new Date(`${value}T12:00:00`), texts[language].dates)
        : text(value)
    const validity =
      permit.validUntil === 'unlimited'
        ? t.permitUnlimited()
        : typeof permit.validUntil === 'string'
          ? t.permitLimited({ date: day(permit.validUntil) })
          : t.permitValidity({ value: text(permit.validUntil) })
    await expect(section(t.permitHeading())).toBeVisible()
    await expect(main).toContainText(
      `${t.permitText({ date: day(permit.issuedOn), authority: text(permit.authority) })} ${validity}`,
    )
    if (permit.fileNumber)
      await expect(main).toContainText(t.permitFileNumber({ fileNumber: text(permit.fileNumber) }))
    else await expect(main).not.toContainText(t.permitFileNumber({ fileNumber: '' }))
    await expect(main).toContainText(t.supervisoryAuthority({ authority: text(permit.authority) }))
  } else await expect(section(t.permitHeading())).toHaveCount(0)

  if (company.contentOwner) await expect(main).toContainText(text(company.contentOwner))
  else await expect(section(t.contentOwnerHeading())).toHaveCount(0)

  await expect(section(t.disputeHeading())).toHaveCount(
    company.showEuDisputeResolutionNotice ? 1 : 0,
  )
}
