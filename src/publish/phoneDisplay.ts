/**
 * Every phone number of the company data in the one style the site shows it: international, grouped
 * as the phone library groups numbers of that area (`+49 30 23125000`), so that two numbers of one
 * firm never look like two firms'. Made at build time: libphonenumber's tables never reach a
 * visitor's browser. scripts/build.ts hands the result to the bundles as `VITE_PHONE_DISPLAY`, which
 * src/lib/phoneDisplay.ts reads.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

import { isPlaceholder } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'

/** A phone number as written in the company data, in the site's one style (undefined if none). */
export function phoneDisplayOf(value: string): string | undefined {
  return parsePhoneNumberFromString(value, 'DE')?.formatInternational()
}

/** The company's phone numbers as written in its data, each with the text the pages show. */
export function phoneDisplays(company: CompanyData): Record<string, string> {
  const written = [company.phone, company.callbackPhone].filter(
    (value): value is string => !isPlaceholder(value),
  )
  return Object.fromEntries(
    written.flatMap((value) => {
      const display = phoneDisplayOf(value)
      return display ? [[value, display]] : []
    }),
  )
}

/** The environment variable that carries {@link phoneDisplays} into the bundles. */
export const phoneDisplayVariable = 'VITE_PHONE_DISPLAY'
