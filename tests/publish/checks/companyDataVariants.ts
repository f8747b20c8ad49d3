/**
 * Variants of company data for the tests of what a build accepts (tests/publish/checks/, e2e/go-live.spec.ts):
 * the fields of a data set by path (`legal.register.number`, `socialProfiles[0].url`), and copies
 * with one field deleted or changed, as an owner editing src/config/company.ts would leave them.
 */
import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'

/** What each job of the example may leave out: a job with a car needs a licence. */
const optionalJobFields = (example.jobs ?? []).flatMap((job, index) =>
  [
    'area.districts',
    'pay',
    'validThrough',
    ...(job.vehicles.includes('car') ? [] : ['drivingLicence']),
  ].map((field) => `jobs[${index}].${field}`),
)

/** The fields the docs let an owner leave out (src/config/companySchema.ts, docs/go-live.md). */
export const optionalFields = [
  'privacyEmail',
  'vatId',
  'workerLeasingPermit',
  'workerLeasingPermit.fileNumber',
  'phoneHours',
  'inquiryAnswerHours',
  'foundedYear',
  'driversOnTeam',
  'clients',
  'driverTraining',
  'leadTimeHours',
  'billingModels',
  'assignmentHours',
  'offersPlacement',
  'jobs',
  ...optionalJobFields,
]

const keysOf = (path: string) =>
  path.split(/\.|\[(\d+)\]/).filter((key): key is string => key !== undefined && key !== '')

/** Every field of the data, objects and what is in them; list entries by their fields. */
export function fieldPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return []
  if (Array.isArray(value))
    return value.flatMap((entry, index) => fieldPaths(entry, `${path}[${index}]`))
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key
    return [childPath, ...fieldPaths(child, childPath)]
  })
}

/** A deep copy of the data with the field at `path` set to `value`, or deleted (`undefined`). */
export function withField(data: CompanyData, path: string, value: unknown): CompanyData {
  const copy = structuredClone(data) as unknown as Record<string, unknown>
  const keys = keysOf(path)
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy)
  const last = keys.at(-1)!
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy as unknown as CompanyData
}

export const withoutField = (data: CompanyData, path: string) => withField(data, path, undefined)
