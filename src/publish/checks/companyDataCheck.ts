/**
 * The check every build runs on the company data (src/config/company.ts) before anything else, as
 * `npm run build` does not type-check: the data's schema (src/config/companySchema.ts), with what
 * its type cannot say: the facts the legal form requires, real dates, German register numbers, VAT
 * ids and postcodes, phone numbers that exist, profile addresses on their network's domain, a name
 * without its legal form, a permit as its letter states it. Each problem names the field, says what
 * is wrong and shows a right value as the owner would write it. Placeholders pass (a preview shows
 * them); a production build refuses them afterwards (./productionGuard.ts).
 */
import { companySchema } from '@/config/companySchema'

import { companyFile, fieldName, type Finding } from './productionGuard'

/** Every problem of the data's shape and values; none for data a build can render truthfully. */
export function companyDataProblems(data: unknown): Finding[] {
  const result = companySchema.safeParse(data)
  return (result.error?.issues ?? []).map((issue) => ({
    file: companyFile,
    field: fieldName(issue.path) || 'company',
    problem: issue.message,
  }))
}
