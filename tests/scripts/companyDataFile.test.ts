// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { companyDataFile, describeDataFileError } from '../../scripts/lib/companyDataFile.ts'

const template = readFileSync(companyDataFile, 'utf8')
const lines = template.split('\n')
const lineOf = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1
/** The template with line `number` (1-based) changed by `change`. */
const withLine = (number: number, change: (line: string) => string) =>
  lines.map((line, index) => (index === number - 1 ? change(line) : line)).join('\n')

describe('a mistake in the writing of the company data file, as the build reports it', () => {
  it('names the file, line and column of a missing comma, the line it belongs at, and shows both lines', async () => {
    const slug = lineOf('  slug:')
    const source = withLine(slug, (line) => line.replace(/,$/, ''))
    const report = await describeDataFileError(new SyntaxError('unused'), companyDataFile, source)
    expect(report.split('\n')).toEqual([
      'src/config/company.ts cannot be read: the build stops at the first mistake in how it is written.',
      `  src/config/company.ts:${slug + 1}:3: ',' expected (is the comma missing at the end of line ${slug}?)`,
      `    ${slug} |   slug: 'firmenname'`,
      `    ${slug + 1} |   legal: {`,
      `       |   ^`,
    ])
  })

  it('names the first of several mistakes, and says the others may follow from it', async () => {
    const name = lineOf('  name:')
    const source = withLine(name, () => "  name: 'Fahrer's Dienst',")
    const report = await describeDataFileError(new SyntaxError('unused'), companyDataFile, source)
    expect(report).toContain(`src/config/company.ts:${name}:17: ',' expected`)
    expect(report).toMatch(/\(\d+ more after it, often only its consequences: correct this one/)
    expect(report).not.toContain('is the comma missing')
  })

  it('names where a word without quotes stands, and that text belongs in quotes', async () => {
    const name = lineOf('  name:')
    const source = withLine(name, () => '  name: Fahrerdienst,')
    const error = new ReferenceError('Fahrerdienst is not defined')
    error.stack = `ReferenceError: Fahrerdienst is not defined\n    at file:///srv/site/src/config/company.ts:${name}:9\n    at ModuleJob.run (node:internal/modules/esm/module_job:343:25)`
    const report = await describeDataFileError(error, companyDataFile, source)
    expect(report).toContain(
      `src/config/company.ts:${name}:9: Fahrerdienst is not defined: text belongs in quotes, for example  name: 'Fahrerdienst Spree',`,
    )
    expect(report).toContain(`${name} |   name: Fahrerdienst,`)
    expect(report).not.toContain('node:internal')
  })
})
